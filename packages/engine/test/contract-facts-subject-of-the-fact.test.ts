import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';

function factsOf(text: string): Map<string, string | undefined> {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text }]));
  return new Map(facts.map((fact) => [fact.category, fact.value]));
}

describe('a fact is read from a sentence about the whole agreement', () => {
  it('does not take how long a duty lasts for the expiration date', () => {
    const facts = factsOf(
      'The Supplier shall keep the drawings secret. The Supplier’s duties of non-use shall continue for three (3) years from the date each drawing is delivered.',
    );
    expect(facts.get('Expiration Date')).toBeUndefined();
  });

  it('still reads the term the agreement itself continues for', () => {
    const facts = factsOf(
      'This Agreement shall continue for three (3) years from the date of delivery of the first unit.',
    );
    expect(facts.get('Expiration Date')).toMatch(/^3 years|three \(3\) years/u);
    const led = factsOf(
      'Subject to the restrictions in Section 4, this Agreement shall continue for three (3) years from the date of delivery of the first unit.',
    );
    expect(led.get('Expiration Date')).toMatch(/^3 years|three \(3\) years/u);
    // All the obligations under the agreement lasting a time is the agreement's own term.
    const all = factsOf('The Supplier’s obligations under this Agreement shall remain in effect for three (3) years.');
    expect(all.get('Expiration Date')).toMatch(/three \(3\) years/u);
  });

  it('prefers the law chosen for the whole agreement to the law named for one part of it', () => {
    const facts = factsOf(
      'Any agreement with a subcontractor shall be governed by the laws of Ireland. This Agreement shall be governed by the laws of the State of Delaware.',
    );
    expect(facts.get('Governing Law')).toBe('the State of Delaware');
    const clauses = factsOf(
      'Where a subcontractor is engaged, the subcontracting agreement shall be governed by the laws of Ireland. These Clauses shall be governed by the laws of Germany.',
    );
    expect(clauses.get('Governing Law')).toBe('Germany');
    const terms = factsOf(
      'The privacy terms are governed by the laws of Ireland. This Agreement shall be governed by the laws of the State of Delaware.',
    );
    expect(terms.get('Governing Law')).toBe('the State of Delaware');
  });
});
