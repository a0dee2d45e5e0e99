import { describe, expect, it } from 'vitest';
import { keyFindingAdvice, keyFindingSaid } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests, read by a reader who takes part in person, and by a business.
const HACKATHON = (bar: string) =>
  [
    'RIVERBEND CODE WEEKEND: PARTICIPATION TERMS',
    'These Terms are between the Riverbend Software Guild ("Organizer") and each person who registers ("Participant").',
    'Participants must register before the opening ceremony and may form teams of up to four.',
    bar,
    'These Terms are governed by the laws of the State of Oregon.',
  ].join('\n\n');

const ARCHIVE = [
  'TERMS OF ACCESS TO THE TIDEWATER SOUND ARCHIVE',
  'These Terms are between the Tidewater Archive Trust ("Trust") and the person granted access ("Researcher").',
  'Subject to these Terms, the Trust grants the Researcher a limited, non-transferable, personalised, revocable right to access the Archive for research purposes.',
  'These Terms are governed by the laws of England and Wales.',
].join('\n\n');

const RESELLER = [
  'RESELLER AGREEMENT',
  'This Reseller Agreement is made between Corvane Systems Inc. ("Corvane") and Hollis Distribution Ltd ("Reseller").',
  'Reseller shall pay Corvane the prices in Exhibit A within thirty (30) days of each invoice.',
  'Corvane grants Reseller a non-exclusive, non-transferable licence to use the Corvane software for demonstrations.',
  'Reseller may not assign this Agreement without the prior written consent of Corvane.',
  'This Agreement is governed by the laws of the State of Oregon.',
].join('\n\n');

describe('a reader who takes part in person is not asked for a transfer to a buyer of its business', () => {
  it.each([
    ['Participants may not assign their rights under these Terms without the Organizer’s written consent.'],
    [
      'A Participant may not transfer its place or any rights under these Terms to anyone else without the Organizer’s consent.',
    ],
  ])('asks only for the same bar on the other side of "%s"', async (bar) => {
    const result = await analyzeContractText(HACKATHON(bar), { role: 'client', party: 'Participant' });
    const advice = keyFindingAdvice(result, 'Assignment');
    expect(advice).not.toMatch(/buyer of your/iu);
    expect(advice).toMatch(/bound the same way/iu);
  });

  it('tells a researcher holding a personalised access right that there is nothing to pass on', async () => {
    const result = await analyzeContractText(ARCHIVE, { role: 'client', party: 'Researcher' });
    expect(keyFindingAdvice(result, 'Non-transferable license')).toMatch(/^No change needed/u);
    expect(keyFindingSaid(result, 'Non-transferable license')).not.toMatch(/buyer of your business/iu);
  });

  it('still asks a business for transfers to a buyer of its business', async () => {
    const result = await analyzeContractText(RESELLER, { role: 'client', party: 'Reseller' });
    expect(keyFindingAdvice(result, 'Assignment')).toMatch(/buyer of your whole business/iu);
    expect(keyFindingAdvice(result, 'Non-transferable license')).toMatch(/buyer of your business/iu);
  });
});
