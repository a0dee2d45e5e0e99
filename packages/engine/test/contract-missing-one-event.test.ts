import { describe, expect, it } from 'vitest';
import { kindOf, missingTitles } from './contract-kind-checks';
import { analyzeContractText } from './result-checks';

// Every document below is written for these tests. Each covers taking part in one event, or data handed over once
// for the recipient's own use: the deal ends with the event, or lasts as long as the data is held, so a way to end
// it on notice is not what it lacks.

const HACKATHON = [
  'CODE SPRINT HACKATHON PARTICIPATION AGREEMENT',
  'By registering for the Harbour Code Sprint ("Hackathon"), you ("Entrant") agree to this agreement with Larkspur Labs Inc. ("Organiser").',
  '1. The Entrant grants the Organiser a non-exclusive, royalty-free licence to display the Entrant’s submission on the Organiser’s website.',
  '2. The Organiser shall award the first prize of $3,000 and two runner-up prizes of $500 each to the winning teams.',
  '3. Prizes are paid within thirty (30) days after the winners are announced.',
  '4. The Organiser shall not be liable for any indirect or consequential loss arising from the Hackathon.',
  '5. This agreement is governed by the laws of the State of Oregon.',
].join('\n\n');

// The same event told as contest rules, with the parties in another order and no title word "hackathon".
const CONTEST_RULES = [
  'Brightwater Design Contest Official Rules',
  'These rules govern the Brightwater Design Contest run by Brightwater Media Ltd. ("Sponsor"). Each person who enters ("you") accepts them.',
  '1. By submitting an entry, you grant the Sponsor a licence to publish your entry in connection with the contest.',
  '2. The winning entry receives a prize of £1,000; two further entries receive prizes of £250.',
  '3. The Sponsor shall not be liable for any loss arising from your taking part, except as the law requires.',
  '4. These rules are governed by the laws of England and Wales.',
].join('\n\n');

const SPEAKER = [
  'SPEAKER AGREEMENT',
  'This agreement is between the Northfield Security Conference Inc. ("Organiser") and the person named below ("Speaker") for a talk at the 2026 conference.',
  '1. The Speaker grants the Organiser a non-exclusive licence to record the talk and publish the recording on the conference website.',
  '2. The Organiser shall reimburse the Speaker’s reasonable travel costs within thirty (30) days of receiving receipts.',
  '3. The Speaker warrants that the slides do not infringe the rights of any third party.',
  '4. This agreement is governed by the laws of the State of Washington.',
].join('\n\n');

const DATA_USE = [
  'SURVEY DATA USAGE AGREEMENT',
  'This agreement is between the Coastal Health Survey ("Provider") and you, the person downloading the survey files ("Recipient").',
  '1. The Provider grants the Recipient a non-exclusive licence to use the survey files for research.',
  '2. The Recipient shall not attempt to identify any person in the survey files.',
  '3. The Recipient shall indemnify the Provider against any claim arising from the Recipient’s misuse of the survey files.',
  '4. This agreement is governed by the laws of the State of Maine.',
].join('\n\n');

// An ongoing service that happens to mention an event in passing is no event agreement.
const SERVICES_WITH_EVENT = [
  'EVENT STAFFING SERVICES AGREEMENT',
  'This agreement is made on 3 March 2025 between Quayside Staffing Ltd. ("Supplier") and Marlow Venues plc ("Client").',
  '1. The Supplier shall provide staff for each event the Client books during the term.',
  '2. The Client shall pay each invoice within thirty (30) days.',
  '3. The Supplier shall not be liable for any indirect loss.',
  '4. This agreement is governed by the laws of England and Wales.',
].join('\n\n');

const NO_TERMINATION = 'No termination rights clause';

describe('taking part in one event: no way to end it on notice is asked for', () => {
  it('reads a hackathon participation agreement as an event agreement', async () => {
    expect(kindOf(HACKATHON).id).toBe('event');
    expect(missingTitles(await analyzeContractText(HACKATHON, { role: 'client' }))).not.toContain(NO_TERMINATION);
  });

  it('reads contest rules as an event agreement', async () => {
    expect(kindOf(CONTEST_RULES).id).toBe('event');
    expect(missingTitles(await analyzeContractText(CONTEST_RULES, { role: 'client' }))).not.toContain(NO_TERMINATION);
  });

  it('reads a speaker agreement for a conference as an event agreement', async () => {
    expect(kindOf(SPEAKER).id).toBe('event');
    expect(missingTitles(await analyzeContractText(SPEAKER, { role: 'client' }))).not.toContain(NO_TERMINATION);
  });

  it('still expects a way to end staffing services that run over a term', async () => {
    expect(kindOf(SERVICES_WITH_EVENT).id).toBe('services');
    expect(missingTitles(await analyzeContractText(SERVICES_WITH_EVENT, { role: 'client' }))).toContain(NO_TERMINATION);
  });
});

describe('data handed over once for the recipient’s use', () => {
  it('reads a data usage agreement as such and does not ask for a way to end it', async () => {
    expect(kindOf(DATA_USE).id).toBe('data-use');
    expect(missingTitles(await analyzeContractText(DATA_USE, { role: 'client' }))).not.toContain(NO_TERMINATION);
  });
});

describe('prizes are not payment terms', () => {
  it('does not tell a prize as a payment the entrant must make', async () => {
    const result = await analyzeContractText(HACKATHON, { role: 'client' });
    const told = result.keyFindings
      .filter((finding) => finding.title === 'Payment terms and late fees')
      .map((finding) => finding.description)
      .join(' ');
    expect(told).not.toMatch(/when you must pay|late payment costs/iu);
  });
});
