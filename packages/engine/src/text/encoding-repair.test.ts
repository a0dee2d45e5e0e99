import { describe, expect, it } from 'vitest';
import { quoteAsWritten, repairEncoding, withQuotesAsWritten } from './encoding-repair';

/** Text saved as UTF-8 and read back as Windows-1252: what the writer typed, garbled. */
function garbled(text: string): string {
  const windows1252 = new Map([
    [0x80, '€'],
    [0x93, '“'],
    [0x94, '”'],
    [0x98, '˜'],
    [0x99, '™'],
    [0x9c, 'œ'],
  ]);
  return [...new TextEncoder().encode(text)].map((byte) => windows1252.get(byte) ?? String.fromCharCode(byte)).join('');
}

describe('repairing quotation marks, apostrophes and dashes garbled by a wrong encoding', () => {
  it('gives back the apostrophes of contractions and possessives', () => {
    expect(repairEncoding('We donâ€™t know if itâ€™s true, and Samâ€™s dog wonâ€™t say.')).toBe(
      'We don’t know if it’s true, and Sam’s dog won’t say.',
    );
  });

  it('gives back curly quotation marks, dashes and the ellipsis', () => {
    const typed = 'She called it ‘a fair deal’ — then “a trap” … pages 4–6.';
    expect(repairEncoding(garbled(typed))).toBe(typed);
  });

  it('reads the closing double mark whose last byte Windows-1252 cannot show', () => {
    expect(repairEncoding('He said â€œwait hereâ€\u009d and left.')).toBe('He said “wait here” and left.');
    expect(repairEncoding('He said â€œwait hereâ€, and left.')).toBe('He said “wait here”, and left.');
  });

  it('reads the same marks read as Latin-1, with control characters for the bytes', () => {
    expect(repairEncoding('I canâ\u0080\u0099t swim.')).toBe('I can’t swim.');
  });

  it('gives back an apostrophe whose other two bytes were dropped, before a contraction ending', () => {
    expect(repairEncoding('They donât care and weâre late.')).toBe('They don’t care and we’re late.');
  });

  it('leaves accented words and correct text as they are', () => {
    const text = 'The pâté at the château was fine; “don’t” — she said… it’s 3–4 km.';
    expect(repairEncoding(text)).toBe(text);
  });
});

describe('quotes of repaired text', () => {
  const page = 'Our coach said â€œwe donâ€™t quitâ€\u009d and we believed her.';

  it('are given back as the page has them, so the viewer finds them', () => {
    const quote = 'Our coach said “we don’t quit” and we believed her.';
    expect(quoteAsWritten(quote, page)).toBe(page);
    expect(quoteAsWritten('we don’t quit', page)).toBe('we donâ€™t quit');
  });

  it('are given back inside an analysis result, leaving other text repaired', () => {
    const result = { thesisText: 'we don’t quit', items: [{ evidence: { page: 1, quote: 'we don’t quit' } }] };
    expect(withQuotesAsWritten(result, [{ pageNumber: 1, text: page }])).toEqual({
      thesisText: 'we don’t quit',
      items: [{ evidence: { page: 1, quote: 'we donâ€™t quit' } }],
    });
  });
});
