import { MAX_QUOTE_LENGTH } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { clauseEvidence } from '../src/local/contract/clause-quote';

// Sentences written for these tests.
function span(text: string) {
  return { text, page: 1, start: 0, end: text.length };
}

describe('clause quotes keep what changes their meaning', () => {
  it('ends a sentence cut by the page on the last part it holds whole, not on a dangling word', () => {
    const text =
      'SAVE FOR CLAIMS UNDER SECTION 12, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY INDIRECT OR CONSEQUENTIAL LOSS, WHETHER';
    expect(clauseEvidence(span(text), text.indexOf('IN NO EVENT')).quote).toBe(
      'SAVE FOR CLAIMS UNDER SECTION 12, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY INDIRECT OR CONSEQUENTIAL LOSS',
    );
  });

  it('does not cut a long sentence back to before the proviso it has begun to quote', () => {
    const text =
      'The Reseller may not assign, delegate, sublicense or otherwise transfer this Agreement or any of its rights, licences or obligations under it, whether voluntarily, by operation of law, by merger, by sale of shares or assets or otherwise, to any person, firm or company, provided that the Reseller may assign this Agreement without consent to a company that acquires the whole of the business to which this Agreement relates and that agrees in writing to be bound by all of its terms.';
    const quote = clauseEvidence(span(text), 0).quote;
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH);
    expect(text.startsWith(quote)).toBe(true);
    expect(quote).toContain('provided that the Reseller may assign');
  });

  it('does not end the quote before an earlier aside when a proviso follows it', () => {
    const text =
      'The Reseller may not assign or otherwise transfer this Agreement or any of its rights, licences or obligations, whether voluntarily or by operation of law, by merger or by sale of shares or assets, to any person, firm or company anywhere, provided that the Reseller may assign this Agreement without consent to a company that acquires the whole of the business to which this Agreement relates.';
    const quote = clauseEvidence(span(text), 0).quote;
    expect(quote).toContain('provided that the Reseller may assign');
  });

  it('still ends a long sentence before an aside it would only begin', () => {
    const text =
      'Each party shall keep confidential all technical, commercial and financial information that it receives from the other party under or in connection with this Agreement and shall use that information only for the purposes of this Agreement and the services described in each statement of work, including any information about the other party’s customers, suppliers, employees, prices, plans, products, methods and know-how of every kind.';
    const quote = clauseEvidence(span(text), 0).quote;
    expect(quote.endsWith('statement of work')).toBe(true);
  });
});
