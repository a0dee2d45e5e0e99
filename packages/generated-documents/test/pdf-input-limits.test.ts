import { describe, expect, it } from 'vitest';
import { PDF_INPUT_LIMITS, pdfInputRefusal } from '../src/index';

const word = (length: number) => 'w'.repeat(length);

describe('PDF export input limits', () => {
  it('accepts an ordinary document with lists, marks, line breaks and entities', () => {
    const html =
      '<h1 style="text-align:center">Title</h1><p>Some <strong>bold</strong> and <em>italic</em> text &amp; more.<br>Next line.</p>' +
      '<ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ul>';
    expect(pdfInputRefusal(html)).toBeUndefined();
  });

  it('counts a word split by inline marks as one word, and a block or line break as a break', () => {
    const half = word(600);
    expect(pdfInputRefusal(`<p>${half}<strong>${half}</strong></p>`)?.message).toMatch(/a word of 1,200 characters/);
    expect(pdfInputRefusal(`<p>${half}</p><p>${half}</p>`)).toBeUndefined();
    expect(pdfInputRefusal(`<p>${half}<br>${half}</p>`)).toBeUndefined();
  });

  it('accepts a word at the limit and refuses one past it', () => {
    expect(pdfInputRefusal(`<p>${word(PDF_INPUT_LIMITS.longestWordChars)}</p>`)).toBeUndefined();
    expect(pdfInputRefusal(`<p>${word(PDF_INPUT_LIMITS.longestWordChars + 1)}</p>`)?.statusCode).toBe(400);
  });

  it('counts text after a "<" that opens no tag as text', () => {
    expect(pdfInputRefusal(`<p>a</p> <${word(5_000)}`)?.message).toMatch(/a word of 5,001 characters/);
  });

  it('measures nesting by open elements: void and self-closing ones open none, unclosed ones stay open', () => {
    const depth = PDF_INPUT_LIMITS.nestingDepth;
    expect(pdfInputRefusal(`${'<em>'.repeat(depth)}x${'</em>'.repeat(depth)}`)).toBeUndefined();
    expect(pdfInputRefusal(`<p>${'<br>'.repeat(5_000)}${'<br/>'.repeat(5_000)}</p>`)).toBeUndefined();
    expect(pdfInputRefusal(`${'<em>'.repeat(depth + 1)}x`)?.message).toBe(
      `The document cannot be exported as a PDF: its lists or formatting are nested ${depth + 1} levels deep and the limit is ${depth}.`,
    );
  });

  it('refuses a document over the size limit with 413', () => {
    const refusal = pdfInputRefusal('<p>a b</p>'.repeat(PDF_INPUT_LIMITS.totalChars / 10 + 1));
    expect(refusal?.statusCode).toBe(413);
  });
});
