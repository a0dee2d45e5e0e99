import { describe, expect, it } from 'vitest';
import { CONTRACT_INTENTS } from './contract-intents';

// Sentences written for these tests (not from any corpus): how contracts state a clause, and nearby
// wording that does not state it.
const clueOf = (category: string): RegExp => {
  const clue = CONTRACT_INTENTS.find((intent) => intent.category === category)?.clue;
  if (!clue) throw new Error(`no clue for ${category}`);
  return clue;
};

describe('termination for convenience, as contracts state it', () => {
  const clue = clueOf('Termination For Convenience');

  it('reads termination named for convenience, even beside a condition about breach', () => {
    expect(
      clue.test(
        'Provided it is not in breach of this Agreement, the Buyer may terminate this Agreement for convenience by written notice.',
      ),
    ).toBe(true);
  });

  it('reads an agreement that runs until a party gives notice, and a free withdrawal', () => {
    expect(
      clue.test(
        'This Agreement shall continue in effect until either Party notifies the other Party in writing of its wish to end it.',
      ),
    ).toBe(true);
    expect(clue.test('Any member shall have the right to withdraw from the venture at any time.')).toBe(true);
    expect(clue.test('This Agreement may be terminated by either party with a notice period of ninety days.')).toBe(
      true,
    );
  });

  it('does not read termination for breach, or a notice that is not about ending the agreement', () => {
    expect(
      clue.test('Either party may terminate this Agreement on thirty days notice if the other party breaches it.'),
    ).toBe(false);
    expect(clue.test('Notices shall be given until either party provides a new address.')).toBe(false);
    expect(
      clue.test('The Agreement may be terminated by the Company upon fifteen days written notice if the Artist dies.'),
    ).toBe(false);
    expect(clue.test('The Distributor may withdraw any purchase order before it is accepted.')).toBe(false);
  });
});

describe('a promise not to compete, as contracts state it', () => {
  const clue = clueOf('Non-Compete');

  it('reads a distributor that shall handle no competing products', () => {
    expect(
      clue.test('During the term the Distributor shall handle no products that are competitive with the Products.'),
    ).toBe(true);
  });

  it('does not read a statement about competition that binds nobody', () => {
    expect(clue.test('The market for the Products is highly competitive.')).toBe(false);
  });
});
