import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests.
describe('a date of a document the agreement cites is not the agreement’s', () => {
  const BODY = [
    'The Supplier shall deliver the Products within thirty (30) days of each order.',
    'This Agreement shall be governed by the laws of the State of Ohio.',
  ].join('\n\n');

  async function dateFact(category: string, text: string): Promise<string | undefined> {
    const result = await analyzeContractText(text, { role: 'client' });
    return result.clauses?.find((clause) => clause.category === category)?.value;
  }

  it('does not take the effective date of the master agreement it is made under', async () => {
    const opening =
      'This Support Agreement is entered into by Lakeside Tools, Inc. and Orbit Retail Ltd. under the Master Services Agreement effective as of January 1, 2019 between them.';
    const text = `SUPPORT AGREEMENT\n\n${opening}\n\n${BODY}`;
    expect(await dateFact('Agreement Date', text)).not.toBe('2019-01-01');
    expect(await dateFact('Effective Date', text)).not.toBe('2019-01-01');
  });

  it('does not take the date a cited policy was last updated', async () => {
    const opening =
      'This Supply Agreement is made by and between Lakeside Tools, Inc. and Orbit Retail Ltd., and the handling of personal data is subject to the Supplier’s Privacy Policy (last updated March 3, 2020).';
    const text = `SUPPLY AGREEMENT\n\n${opening}\n\n${BODY}`;
    expect(await dateFact('Agreement Date', text)).not.toBe('2020-03-03');
    expect(await dateFact('Effective Date', text)).not.toBe('2020-03-03');
  });

  it('does not take the end of the master agreement for this agreement’s expiry date', async () => {
    const term =
      'This Agreement shall remain in force until the expiration of the Master Services Agreement dated March 1, 2026 between the parties.';
    const text = `SUPPORT AGREEMENT\n\nThis Support Agreement is made as of May 2, 2024 by and between Lakeside Tools, Inc. and Orbit Retail Ltd.\n\n${term}\n\n${BODY}`;
    expect(await dateFact('Agreement Date', text)).toBe('2024-05-02');
    expect(await dateFact('Expiration Date', text)).not.toBe('2026-03-01');
  });
});
