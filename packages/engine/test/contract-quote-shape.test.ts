import { describe, expect, it } from 'vitest';
import { quoteOf } from '../src/text/evidence';
import { isBareHeading, startsMidSentence } from '../src/text/quote-shape';
import { analyzeContractText } from './result-checks';

const LONG_CONDITION =
  'If the Distributor has not placed orders for at least the Minimum Quantity during any Contract Year, and provided that the Supplier has delivered every order placed by the Distributor in that Contract Year within the delivery times set out in Schedule 2 and has not itself been in breach of any of its obligations under this Agreement during that Contract Year, and further provided that the Supplier has given the Distributor written notice of the shortfall within thirty days after the end of that Contract Year, then the Supplier may terminate the exclusivity granted to the Distributor under this Agreement.';

describe('quotes read as whole sentences', () => {
  it('cuts a long sentence at the end, keeping its opening condition, even when the matched words lie beyond the cut', () => {
    const focus = LONG_CONDITION.indexOf('terminate the exclusivity');
    const quote = quoteOf(LONG_CONDITION, focus);
    expect(startsMidSentence(quote)).toBe(false);
    expect(quote.startsWith('If the Distributor has not placed orders')).toBe(true);
    expect(LONG_CONDITION.includes(quote)).toBe(true);
  });

  it('quotes a key term from a sentence using it, not from the heading naming it', async () => {
    const text = [
      'SUPPLY AGREEMENT',
      'The Buyer shall pay each invoice within thirty (30) days of receipt.',
      '14. Force Majeure.',
      'Neither party shall be liable for any failure to perform caused by a force majeure event, such as fire, flood or war, beyond its reasonable control.',
      'This Agreement shall be governed by the laws of the State of Oregon.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const quotes = result.keyTerms.map((term) => term.evidence?.quote ?? '');
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.filter((quote) => isBareHeading(quote))).toEqual([]);
  });
});
