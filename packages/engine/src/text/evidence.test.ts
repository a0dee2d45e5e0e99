import { describe, expect, it } from 'vitest';
import { collectEvidence, evidenceFrom, evidenceNotInDocument, MAX_QUOTE_LENGTH, quoteOf } from './evidence';
import { splitSentences } from './sentences';

const longClause =
  'Notwithstanding anything to the contrary in this Agreement, and except as otherwise expressly provided in Schedule B, ' +
  'each Party shall indemnify, defend and hold harmless the other Party and its officers, directors, employees and agents ' +
  'from and against any and all losses, damages, liabilities, costs and expenses, including reasonable attorneys’ fees, ' +
  'arising out of or relating to any breach of its representations, warranties or covenants under this Agreement.';

describe('quotes', () => {
  it('keeps a short sentence whole', () => {
    expect(quoteOf('The term is one year.')).toBe('The term is one year.');
  });

  it('cuts a long sentence at the end, on a word boundary, from its start when no clause holds the point of interest', () => {
    const focus = longClause.indexOf('any breach');
    const quote = quoteOf(longClause, focus);
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH);
    expect(longClause).toContain(quote);
    // A quote opening mid-sentence hides its subject and condition; one cut at the end does not.
    expect(longClause.startsWith(quote)).toBe(true);
    expect(['', ' ']).toContain(longClause.charAt(quote.length));
  });

  it('starts a long sentence at its beginning when the point of interest fits, keeping its condition', () => {
    const focus = longClause.indexOf('each Party shall indemnify');
    const quote = quoteOf(longClause, focus);
    expect(quote.startsWith('Notwithstanding anything to the contrary')).toBe(true);
    expect(quote).toContain('each Party shall indemnify');
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH);
  });

  it('starts at the clause holding the point of interest when the sentence is too long for it', () => {
    const listed =
      'Supplier may terminate this Agreement upon written notice if any of the following occurs: ' +
      '(a) Distributor fails to pay any amount due within thirty (30) days after written notice of non-payment from Supplier; ' +
      '(b) Distributor becomes insolvent, makes an assignment for the benefit of creditors or has a receiver appointed for its assets; ' +
      '(c) Distributor sells competing products in the Territory without the prior written consent of Supplier, which consent may be withheld.';
    const focus = listed.indexOf('sells competing products');
    const quote = quoteOf(listed, focus);
    expect(quote.startsWith('(c) Distributor sells competing products')).toBe(true);
    expect(listed).toContain(quote);
  });

  it('quotes exactly the text of the page, line breaks included', () => {
    const page = {
      pageNumber: 3,
      text: 'Heading\n\nThe Supplier may terminate this Agreement on thirty days written notice to\nthe Customer at any time. Next.',
    };
    const [, clause] = splitSentences([page]);
    const evidence = evidenceFrom(clause ?? { text: '', page: 0, start: 0, end: 0 });
    expect(evidence).toEqual({
      page: 3,
      quote: 'The Supplier may terminate this Agreement on thirty days written notice to\nthe Customer at any time.',
    });
    expect(evidenceNotInDocument([evidence], [page])).toEqual([]);
  });
});

describe('evidence checks', () => {
  const pages = [
    { pageNumber: 1, text: 'Energy use fell by 8% this quarter.' },
    { pageNumber: 2, text: 'The roof still leaks.' },
  ];

  it('finds every evidence object, however deeply nested', () => {
    const result = {
      keyFindings: [{ evidence: { page: 1, quote: 'Energy use fell' } }],
      argumentClarity: { thesisEvidence: { page: 2, quote: 'roof' } },
      recommendations: { contractImprovements: [{ issue: 'x', evidence: { page: 2, quote: 'leaks' } }] },
    };
    expect(collectEvidence(result)).toEqual([
      { page: 1, quote: 'Energy use fell' },
      { page: 2, quote: 'roof' },
      { page: 2, quote: 'leaks' },
    ]);
  });

  it('finds the second clause a contradiction quotes', () => {
    const result = {
      keyFindings: [{ evidence: { page: 1, quote: 'Energy use fell' }, relatedEvidence: [{ page: 2, quote: 'roof' }] }],
    };
    expect(collectEvidence(result)).toEqual([
      { page: 1, quote: 'Energy use fell' },
      { page: 2, quote: 'roof' },
    ]);
  });

  it('flags quotes that are not on the page they name', () => {
    const invented = { page: 1, quote: 'Energy use rose' };
    const wrongPage = { page: 2, quote: 'Energy use fell' };
    const missingPage = { page: 9, quote: 'roof' };
    const genuine = { page: 2, quote: 'roof still leaks' };
    expect(evidenceNotInDocument([invented, wrongPage, missingPage, genuine], pages)).toEqual([
      invented,
      wrongPage,
      missingPage,
    ]);
  });
});
