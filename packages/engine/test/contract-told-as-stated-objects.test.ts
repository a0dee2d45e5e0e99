import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests: a consulting agreement whose restraints and surviving duties are
// told with the objects and the time their own sentences state.
const OPENING = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is made on January 6, 2025 between Harrowgate Analytics, Inc., a Delaware corporation (the "Company"), and Mina Castell (the "Consultant").',
  '1. Services. The Consultant shall provide advisory services to the Company.',
  '2. Fees. The Company shall pay the Consultant a fee of $9,000 per month.',
].join('\n\n');

async function told(clause: string, role: 'client' | 'service-provider', ...titles: string[]): Promise<string> {
  return toldOn(await analyzeContractText(`${OPENING}\n\n${clause}`, { role }), ...titles);
}

const STAFF_ONLY = [
  '3. Staff. For twelve (12) months after this Agreement ends, the Consultant shall not solicit any employee of the Company to leave the Company.',
  '3. Staff. The Consultant shall not, during the term of this Agreement and for one year thereafter, solicit or recruit any personnel of the Company.',
  '3. Staff. The Consultant will not hire or solicit for employment any employee of the Company for two years following termination.',
];
const CLIENTS_ONLY = [
  '3. Clients. For twelve (12) months after this Agreement ends, the Consultant shall not solicit any client of the Company.',
  '3. Clients. The Consultant shall not solicit the customers of the Company for one year following termination.',
  '3. Clients. The Consultant will not approach or solicit any customers or clients of the Company for two years after this Agreement ends.',
];

describe('a non-solicitation is told with the people its sentence names', () => {
  it.each(STAFF_ONLY)('tells a staff-only promise as protecting staff, not clients: %s', async (clause) => {
    const client = await told(clause, 'client', 'Non-solicitation', 'No hiring of staff');
    expect(client).not.toMatch(/clients/u);
    expect(client).toMatch(/staff/u);
    const provider = await told(clause, 'service-provider', 'Non-solicitation', 'No hiring of staff');
    expect(provider).not.toMatch(/who you may work with/u);
  });

  it.each(CLIENTS_ONLY)('tells a client-only promise as protecting clients, not staff: %s', async (clause) => {
    const client = await told(clause, 'client', 'Non-solicitation', 'No approaching customers');
    expect(client).not.toMatch(/clients and staff|clients or staff/u);
    expect(client).toMatch(/clients|customer/u);
  });

  it('keeps both when the sentence names both staff and clients', async () => {
    const client = await told(
      '3. People. The Consultant shall not solicit any employee or client of the Company for one year following termination.',
      'client',
      'Non-solicitation',
    );
    expect(client).toMatch(/clients and staff/u);
  });
});

describe('duties surviving the end are told with the end their sentence states', () => {
  const NO_END = [
    '3. Survival. Upon termination of this Agreement, the Consultant shall return all Company materials and shall continue to cooperate with the Company on pending matters.',
    '3. After Termination. Following termination, the Consultant shall continue to assist the Company in the handover of open files.',
    '3. After Termination. After the expiration of this Agreement, the Consultant shall continue to cooperate with the Company in any litigation concerning the Services.',
  ];
  it.each(NO_END)('names no sale words for a consulting duty after the end: %s', async (clause) => {
    const provider = await told(clause, 'service-provider', 'Obligations after termination');
    expect(provider).not.toMatch(/sell-off|goods|orders/u);
  });

  it('keeps the sale words where the sentence is about selling off stock', async () => {
    const provider = await told(
      '3. Sell-off. Following termination, the Consultant shall continue to sell off its remaining inventory of the Products for ninety (90) days.',
      'service-provider',
      'Obligations after termination',
    );
    expect(provider).toMatch(/sell/u);
  });
});

describe('terms that go on after the end without a stated end are told so', () => {
  const NO_END = [
    '3. After Termination. Upon termination of this Agreement, the Consultant shall remain bound by the restrictions in Section 5.',
    '3. After Termination. Following the expiration of this Agreement, the Consultant shall remain responsible for the accuracy of its reports.',
    '3. After Termination. After termination of this Agreement, the Company shall remain liable for fees earned before that date.',
  ];
  it.each(NO_END)('says there is no stated end: %s', async (clause) => {
    const provider = await told(clause, 'service-provider', 'Obligations after termination');
    expect(provider).not.toMatch(/for the period it states/u);
    expect(provider).toMatch(/this sentence does not say for how long/u);
  });

  const SOME_END = [
    '3. After Termination. Upon termination of this Agreement, the Consultant shall remain bound by the restrictions in Section 5 for two (2) years.',
    '3. After Termination. Following termination, the Consultant shall remain bound by Section 5 until the Company’s public launch.',
    '3. After Termination. After termination, the Consultant shall remain bound by Section 5 during the Restricted Period.',
    // A figure the form proposes in brackets is a stated length; an end tied to other documents is an end too.
    '3. After Termination. The Consultant shall keep complete records of the Services for [6] years after termination of this Agreement.',
    '3. After Termination. Upon termination, this Agreement will remain in effect for the remainder of any active Work Orders.',
  ];
  it.each(SOME_END)('does not say there is no end where the sentence sets one: %s', async (clause) => {
    const provider = await told(clause, 'service-provider', 'Obligations after termination');
    expect(provider).not.toMatch(/with no end stated|does not say for how long/u);
  });
});

describe('outsiders who may enforce the agreement are told without claiming the sentence is silent', () => {
  it('does not say the sentence leaves unsaid whose side they are on', async () => {
    const clause =
      '3. Beneficiaries. The Affiliated Clinics are intended third-party beneficiaries of Section 2 and may enforce it against the Consultant.';
    const lines = await told(clause, 'client', 'Third-party beneficiaries');
    expect(lines).toMatch(
      /Affiliated Clinics are made third-party beneficiaries under Section 2: they may enforce it against Consultant without being a party\./u,
    );
    expect(lines).not.toMatch(/does not say whose side/u);
  });
});
