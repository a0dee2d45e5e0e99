import type { ContractParty } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { directionOf } from '../src/local/contract/contract-direction';

// Parties and sentences written for these tests.
const parties: ContractParty[] = [
  { name: 'Halvorsen Engineering Ltd', aliases: ['Halvorsen'], side: 'provider', roles: [] },
  { name: 'Pinewood Foods Inc', aliases: ['Pinewood'], side: 'recipient', roles: [] },
];

describe('a cap protects the party whose liability it caps', () => {
  it.each([
    ["Pinewood's total liability under this Agreement shall not exceed the fees paid.", 1],
    ['The aggregate liability of Halvorsen shall be limited to the fees paid by Pinewood.', 0],
    ['In no event shall the liability of Pinewood exceed ten thousand dollars.', 1],
  ])('%s', (sentence, protectedParty) => {
    const direction = directionOf(sentence, parties);
    expect(direction?.form).toBe('protection');
    expect(direction?.beneficiary).toEqual({ kind: 'party', party: protectedParty });
  });

  it('a party that pays another’s liabilities above an amount owes a duty; it is no cap on the other', () => {
    const direction = directionOf(
      "Pinewood shall reimburse Halvorsen's liabilities in excess of the insurance deductible.",
      parties,
    );
    expect(direction?.form).toBe('duty');
    expect(direction?.obligor).toEqual({ kind: 'party', party: 1 });
  });
});

describe('a cap on the liability a possessive pronoun owns protects that pronoun’s party', () => {
  const addressed: ContractParty[] = [
    { name: 'Brightwater Apps Ltd', aliases: ['we', 'us'], side: 'provider', roles: [] },
    { name: 'the user', aliases: ['you'], side: 'recipient', roles: [] },
  ];
  const signer: ContractParty[] = [
    { name: 'Northfield Cycling Association', aliases: ['Association'], side: 'recipient', roles: [] },
    { name: 'the speaker', aliases: ['I'], side: 'provider', roles: [] },
  ];
  it.each([
    ['Our total liability to you under these terms shall not exceed $100.', addressed, 0],
    ['Your aggregate liability to us shall be limited to fifty dollars.', addressed, 1],
    ['My total liability under this agreement shall not exceed the fee paid to me.', signer, 1],
  ] as const)('%s', (sentence, named, protectedParty) => {
    const direction = directionOf(sentence, named);
    expect(direction?.form).toBe('protection');
    expect(direction?.beneficiary).toEqual({ kind: 'party', party: protectedParty });
  });
});
