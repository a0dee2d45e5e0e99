import { describe, expect, it } from 'vitest';
import { type PdfjsTextItem, pageTextFromItems } from './page-text.mjs';

function item(str: string, x: number, y: number, options: Partial<PdfjsTextItem> = {}): PdfjsTextItem {
  return { str, transform: [12, 0, 0, 12, x, y], width: str.length * 6, height: 12, hasEOL: false, ...options };
}

describe('pageTextFromItems', () => {
  it('breaks lines where pdf.js marks the end of a line', () => {
    const text = pageTextFromItems([item('First line', 72, 720, { hasEOL: true }), item('Second line', 72, 704)]);
    expect(text).toBe('First line\nSecond line');
  });

  it('breaks lines on a large jump in y even without an end-of-line mark', () => {
    // A page number at the top right followed by the footer at the bottom, as in the SEC filings.
    const text = pageTextFromItems([item('30', 534, 533), item('Source: ACME INC, 8-K', 60, 36, { height: 8 })]);
    expect(text).toBe('30\nSource: ACME INC, 8-K');
  });

  it('keeps superscripts on their line', () => {
    const text = pageTextFromItems([item('E = mc', 72, 700), item('2', 108, 705, { height: 7, width: 4 })]);
    expect(text).toBe('E = mc2');
  });

  it('puts a space between items of one line separated by a gap, and none between touching ones', () => {
    const text = pageTextFromItems([
      item('Gov', 72, 700, { width: 18 }),
      item('erning', 90, 700, { width: 36 }),
      item('Law', 146, 700, { width: 18 }),
    ]);
    expect(text).toBe('Governing Law');
  });

  it('separates cells written out of order on the same line', () => {
    const text = pageTextFromItems([item('Total', 300, 700, { width: 30 }), item('Item', 72, 700, { width: 24 })]);
    expect(text).toBe('Total Item');
  });

  it('does not double spaces that pdf.js already put in', () => {
    const text = pageTextFromItems([item('Term ', 72, 700, { width: 30 }), item('of years', 120, 700)]);
    expect(text).toBe('Term of years');
  });

  it('collapses runs of spaces and unusual spaces, trims lines, and keeps at most one blank line', () => {
    const text = pageTextFromItems([
      item('  Section\u00a0\u00a01.  Definitions\t ', 72, 700, { hasEOL: true }),
      item('', 72, 690, { hasEOL: true, height: 0, width: 0 }),
      item('', 72, 680, { hasEOL: true, height: 0, width: 0 }),
      item('', 72, 670, { hasEOL: true, height: 0, width: 0 }),
      item('Body', 72, 650),
    ]);
    expect(text).toBe('Section 1. Definitions\n\nBody');
  });

  it('drops control characters that cannot be stored, such as NUL', () => {
    expect(pageTextFromItems([item('Price\u0000 list\u0007', 72, 700)])).toBe('Price list');
  });

  it('passes over marked-content markers, which carry no string', () => {
    const text = pageTextFromItems([
      { type: 'beginMarkedContent' },
      item('Clause 1', 72, 700, { hasEOL: true }),
      { type: 'endMarkedContent' },
      item('Clause 2', 72, 686),
    ]);
    expect(text).toBe('Clause 1\nClause 2');
  });

  it('gives an empty string for a page without text items', () => {
    expect(pageTextFromItems([])).toBe('');
    expect(pageTextFromItems([item('   ', 72, 700, { hasEOL: true })])).toBe('');
  });
});
