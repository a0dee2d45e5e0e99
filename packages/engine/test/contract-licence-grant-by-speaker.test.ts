import type { ContractParty } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';

// Standard terms written in their author's voice: "you" is the user, "we" the publisher. Sentences written for
// these tests.
const PARTIES = [
  { name: 'the user', side: 'recipient', aliases: ['you', 'your'] },
  { name: 'Brindlecote Archive', side: 'provider', aliases: ['Brindlecote Archive', 'we', 'us', 'our'] },
] as unknown as ContractParty[];
const USER = { kind: 'party', party: 0 };
const PUBLISHER = { kind: 'party', party: 1 };

describe('a licence granted by the pronoun before the grant verb', () => {
  it('is the user’s grant where an earlier clause names the publisher ("… through the Archive is treated as carrying, and you hereby grant to us …")', () => {
    const reading = readClause(
      'Any photograph shared, posted or otherwise made available through the Brindlecote Archive is treated as carrying, and you hereby grant to us, a perpetual, irrevocable licence to reproduce and display it.',
      PARTIES,
    );
    expect(reading.grant?.obligor).toEqual(USER);
    expect(reading.grant?.beneficiary).toEqual(PUBLISHER);
  });

  it('is the publisher’s grant when "we" grants to the user', () => {
    const reading = readClause(
      'On these terms, we hereby grant you a revocable, limited licence to view the Brindlecote Archive.',
      PARTIES,
    );
    expect(reading.grant?.obligor).toEqual(PUBLISHER);
    expect(reading.grant?.beneficiary).toEqual(USER);
  });
});
