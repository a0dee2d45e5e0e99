import type { ContractParty } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { DIRECTION_TARGET, labelledSentences, measureDirection } from '../quality/direction-quality';
import { directionOf } from '../src/local/contract/contract-direction';
import { detectParties, partyForRole } from '../src/local/contract/contract-parties';

describe('who owes whom in contract sentences', () => {
  it(`reads the hand-labelled CUAD sentences with accuracy ≥ ${DIRECTION_TARGET}, on each half`, () => {
    const items = labelledSentences();
    expect(items.length).toBeGreaterThanOrEqual(150);
    const figures = measureDirection(items);
    const wrong = figures.wrong.map(({ item, obligor, beneficiary }) => `${item.file}: ${obligor} → ${beneficiary}`);
    expect(figures.correct / figures.total, wrong.join('\n')).toBeGreaterThanOrEqual(DIRECTION_TARGET);
    expect(figures.bySplit.holdout.correct / figures.bySplit.holdout.total).toBeGreaterThanOrEqual(DIRECTION_TARGET);
  });

  const parties: ContractParty[] = [
    { name: 'Northwind Traders Ltd', aliases: ['Northwind', 'Supplier'], side: 'provider', roles: [] },
    { name: 'Contoso LLC', aliases: ['Contoso', 'Customer'], side: 'recipient', roles: [] },
  ];

  it.each([
    ['Supplier shall not, during the Term, compete with Customer in the Territory.', 'duty', 0, 1],
    ['Contoso may terminate this Agreement for convenience on thirty days notice.', 'right', 0, 1],
    ['In no event shall Northwind be liable for lost profits.', 'protection', 1, 0],
    ['The Customer shall pay the Supplier all invoiced amounts within 30 days.', 'duty', 1, 0],
    // A time adverb between the modal and the right does not make the right a duty.
    [
      'If Northwind undergoes a change of control, Contoso shall thereafter have the right to terminate.',
      'right',
      0,
      1,
    ],
    ['After the first year, Contoso shall then be entitled to terminate this Agreement on notice.', 'right', 0, 1],
    // Someone else insures for the named party; a defined term in quotes is still the same words.
    ['Contoso shall be named as an “Additional Insured” on each policy Northwind maintains.', 'protection', 0, 1],
    ["Contoso shall be named as an ''Additional Insured\" on the policies described below.", 'protection', 0, 1],
  ] as const)('%s', (sentence, form, obligor, beneficiary) => {
    expect(directionOf(sentence, parties)).toEqual({
      form,
      obligor: { kind: 'party', party: obligor },
      beneficiary: { kind: 'party', party: beneficiary },
    });
  });

  it('reads "either party", "neither party" and "each of A and B" as binding both', () => {
    for (const sentence of [
      'Either party may terminate this Agreement upon a material breach by the other party.',
      'Neither party shall be liable for indirect damages.',
      'Each of Northwind and Contoso shall keep the Confidential Information of the other confidential.',
      // A right given by name to each of the two parties.
      'This Agreement may be terminated, in whole or in part, by either Northwind or Contoso for any reason upon 30 days notice.',
      'This Agreement may be terminated by Contoso or Northwind on ninety days written notice.',
    ]) {
      expect(directionOf(sentence, parties)?.obligor).toEqual({ kind: 'mutual' });
    }
  });
});

describe('the parties of a contract', () => {
  const preamble =
    'MASTER SERVICES AGREEMENT This Agreement is entered into as of May 1, 2020 by and between Apollo Surgical, Inc., a Delaware corporation (the "Client"), and Brightline Consulting LLC, a Texas limited liability company (hereinafter referred to as "Consultant"). WHEREAS, the Client wishes to engage the Consultant.';

  it('finds each party with its defined short name and side', () => {
    const [client, consultant] = detectParties(preamble);
    expect(client).toMatchObject({ name: 'Apollo Surgical, Inc.', aliases: ['Client'], side: 'recipient' });
    expect(consultant).toMatchObject({ name: 'Brightline Consulting LLC', aliases: ['Consultant'], side: 'provider' });
    // Every reader on the paying side is the client here, every reader on the providing side the consultant.
    expect(client?.roles).toEqual(expect.arrayContaining(['client', 'buyer', 'employer', 'tenant']));
    expect(consultant?.roles).toEqual(expect.arrayContaining(['service-provider', 'seller']));
  });

  it('maps the reader’s role to the party whose defined role matches', () => {
    const found = detectParties(preamble);
    expect(partyForRole(found, 'service-provider')?.name).toBe('Brightline Consulting LLC');
    expect(partyForRole(found, 'buyer')?.name).toBe('Apollo Surgical, Inc.');
  });

  it('reads "Party A (Shipper): Name" openings', () => {
    const found = detectParties(
      'Road Transportation Agreement Party A (Shipper): Harbour Express Co., Ltd. Address: 1 Dock Road Party B (Carrier): Valley Logistics Ltd. Address: 2 Hill Road Due to the need for logistics business, the parties agree.',
    );
    expect(found.map((party) => party.aliases)).toEqual([
      ['Party A', 'Shipper'],
      ['Party B', 'Carrier'],
    ]);
  });
});
