import { describe, expect, it } from 'vitest';
import { matchQuoteInTextItems } from './quote-match';

describe('matchQuoteInTextItems', () => {
  it('finds a quote inside one text item and gives only its characters', () => {
    const items = ['1. Term. This Agreement shall remain in force for five years.'];
    expect(matchQuoteInTextItems(items, 'remain in force for five years')).toEqual([{ item: 0, start: 30, end: 60 }]);
  });

  it('matches across items whatever the whitespace between them', () => {
    const items = ['The Licensee shall', ' ', 'indemnify the', 'Licensor  against all claims', 'Next clause.'];
    const ranges = matchQuoteInTextItems(items, 'shall indemnify the Licensor against');
    expect(ranges).toEqual([
      { item: 0, start: 13, end: 18 },
      { item: 2, start: 0, end: 13 },
      { item: 3, start: 0, end: 17 },
    ]);
    const highlighted = ranges.map(({ item, start, end }) => items[item]?.slice(start, end)).join(' ');
    expect(highlighted).toBe('shall indemnify the Licensor  against');
  });

  it('joins a word split over two items, as pdf.js splits kerned text', () => {
    const items = ['Confiden', 'tial Information means'];
    expect(matchQuoteInTextItems(items, 'Confidential Information')).toEqual([
      { item: 0, start: 0, end: 8 },
      { item: 1, start: 0, end: 16 },
    ]);
  });

  it('ignores case and folds ligatures and no-break spaces', () => {
    const items = ['the ﬁrst\u00a0PARTY'];
    expect(matchQuoteInTextItems(items, 'The first party')).toEqual([{ item: 0, start: 0, end: 14 }]);
  });

  it('finds nothing when the page does not hold the quote, or the quote is blank', () => {
    const items = ['Governing law: the laws of the State of New York.'];
    expect(matchQuoteInTextItems(items, 'the laws of the State of Delaware')).toEqual([]);
    expect(matchQuoteInTextItems(items, '   ')).toEqual([]);
    expect(matchQuoteInTextItems([], 'anything')).toEqual([]);
  });

  it('marks the first occurrence when the quote appears twice', () => {
    const items = ['Party A pays.', 'Party A pays.'];
    expect(matchQuoteInTextItems(items, 'Party A pays.')).toEqual([{ item: 0, start: 0, end: 13 }]);
  });
});
