import { describe, expect, it } from 'vitest';
import { verifiedCitations, verifiedQuote } from './quote-verification';

const PAGE =
  'This Agreement shall be governed by the laws of the State of New York,\nwithout regard to its conflict of laws principles. Either party may terminate this Agreement upon “thirty (30) days” written notice.';

describe('quote verification', () => {
  it('keeps a quote found verbatim on its page', () => {
    expect(verifiedQuote('governed by the laws of the State of New York', PAGE)).toBe(
      'governed by the laws of the State of New York',
    );
  });

  it('finds a quote whose spacing, case and quotation marks differ, and returns the page wording', () => {
    const quote = 'the State of NEW YORK, without regard to its conflict';
    expect(verifiedQuote(quote, PAGE)).toBe('the State of New York,\nwithout regard to its conflict');
    expect(verifiedQuote('upon "thirty (30) days" written notice', PAGE)).toBe(
      'upon “thirty (30) days” written notice',
    );
  });

  it('accepts a long quote with one word changed, as the page words it', () => {
    const quote = 'Either party can terminate this Agreement upon thirty (30) days written notice.';
    expect(verifiedQuote(quote, PAGE)).toBe(
      'Either party may terminate this Agreement upon “thirty (30) days” written notice.',
    );
  });

  it('refuses a quote the page does not say, and a short one with a word changed', () => {
    expect(verifiedQuote('governed by the laws of the State of California', PAGE)).toBeUndefined();
    expect(
      verifiedQuote('Either party may terminate this Agreement at any time for any reason whatsoever.', PAGE),
    ).toBeUndefined();
  });

  it('drops citations of a page that does not hold the quote', () => {
    const pages = [
      { pageNumber: 1, text: 'Cover page.' },
      { pageNumber: 2, text: PAGE },
    ];
    expect(
      verifiedCitations(
        [
          { page: 1, quote: 'governed by the laws of the State of New York' },
          { page: 2, quote: 'governed by the laws of the State of New York' },
          { page: 9, quote: 'Cover page.' },
        ],
        pages,
      ),
    ).toEqual([{ page: 2, quote: 'governed by the laws of the State of New York' }]);
  });
});
