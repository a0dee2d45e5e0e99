import { describe, expect, it } from 'vitest';
import { isBareHeading } from '../src/text/quote-shape';
import { analyzeContractText } from './result-checks';

// Headings on a line of their own, as PDF text gives them: the heading is a "sentence" by itself.
const DISTRIBUTION = `DISTRIBUTION AGREEMENT

This Distribution Agreement is entered into on May 2, 2019 by and between Northwind Tools, Inc. ("Supplier") and Harbor Retail LLC ("Distributor").

18.2 Termination for Convenience.
Either party may end this Agreement at any time upon ninety (90) days' prior written notice to the other party.

f. Force Majeure.
Neither party shall be liable for any delay caused by events beyond its reasonable control.

16.4 Liquidated Damages.
If Distributor fails to meet the minimum order, Distributor shall pay Supplier liquidated damages of $10,000 for each missed quarter.`;

describe('contract quotes', () => {
  it('quotes the clause under a heading, never the bare heading', async () => {
    const result = await analyzeContractText(DISTRIBUTION, { role: 'client' });
    const quotes = (result.clauses ?? []).map((clause) => clause.evidence.quote);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.filter((quote) => isBareHeading(quote))).toEqual([]);
    const convenience = result.clauses?.find((clause) => clause.category === 'Termination For Convenience');
    expect(convenience?.evidence.quote).toMatch(/^Either party may end this Agreement/u);
  });
});
