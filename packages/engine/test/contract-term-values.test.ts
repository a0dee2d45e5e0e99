import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: how long an agreement runs, stated as a length, must read as a
// length counted from its start, with its automatic renewal told beside it.

async function clauseValues(...sentences: string[]): Promise<Record<string, string | undefined>> {
  const text = [
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made by and between Northwind Data Ltd. ("Northwind") and Pelican Foods Inc. ("Pelican").',
    'Northwind shall supply the goods listed in Schedule A.',
    ...sentences,
  ].join('\n\n');
  const result = await analyzeContractText(text, { role: 'client', party: 'Pelican' });
  return Object.fromEntries((result.clauses ?? []).map((clause) => [clause.title, clause.value]));
}

describe('a term stated as a length', () => {
  it('reads "will be 4 years from the Effective Date" as the length from the start, not "be 4 years"', async () => {
    const values = await clauseValues(
      'The Term will be 4 years from the Effective Date with automatic 1 year extensions unless either party objects in writing.',
    );
    expect(values['Initial term ends (renews automatically)']).toBe('4 years from the Effective Date');
    expect(values['Renewal term']).toBe('1 year');
  });

  it('gives no expiration date for a term whose length is blacked out', async () => {
    const values = await clauseValues('The term of this Agreement shall be [***] years from the Effective Date.');
    expect(values['Expiration date']).toBeUndefined();
  });

  it('tells an end that an automatic renewal puts off as the end of the initial term, with the renewal beside it', async () => {
    const values = await clauseValues(
      'This Agreement begins on March 1, 2022 and continues for two (2) years, and shall automatically renew for successive one (1) year periods unless either party gives sixty (60) days notice of non-renewal.',
    );
    expect(values['Expiration date']).toBeUndefined();
    expect(values['Initial term ends (renews automatically)']).toBe('2024-03-01');
    expect(values['Renewal term']).toBe('successive 1 year');
  });

  it('keeps an end no renewal puts off as the expiration date', async () => {
    const values = await clauseValues('This Agreement begins on March 1, 2022 and continues for two (2) years.');
    expect(values['Expiration date']).toBe('2024-03-01');
  });

  it('keeps the expiration date when a renewal needs both parties to agree', async () => {
    const values = await clauseValues(
      'This Agreement begins on March 1, 2022 and continues for two (2) years, and may be renewed for successive one (1) year terms by mutual written agreement, unless either party has given notice of termination.',
    );
    expect(values['Expiration date']).toBe('2024-03-01');
  });
});
