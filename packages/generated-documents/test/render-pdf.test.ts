import { generatedHtmlToText } from '@doclens/api';
import { extractPdfText, stopPdfWorkers } from '@doclens/pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfLimitError, renderGeneratedPdf } from '../src/index';

const LIMITS = { maxPages: 500, planName: 'pro', timeoutMs: 30_000, maxMemoryMb: 512 };

afterAll(() => stopPdfWorkers());

async function pdfText(bytes: Buffer): Promise<{ text: string; pageCount: number }> {
  const outcome = await extractPdfText(new Uint8Array(bytes), LIMITS);
  if (!outcome.ok) throw new Error(`extraction failed: ${outcome.reason}`);
  return { text: outcome.pages.map((page) => page.text).join('\n'), pageCount: outcome.pageCount };
}

/** Words in order; bullets dropped and a space before punctuation (where a run changes font) closed. */
const words = (text: string) =>
  text
    .replace(/\s+([.,;:])/g, '$1')
    .split(/\s+/)
    .filter((word) => word.length > 0 && word !== '•');

const DOCUMENT = [
  '<h1 style="text-align:center">Non-Disclosure Agreement</h1>',
  '<p>This Agreement is made between <strong>Orbital Labs Inc.</strong> and <em>Keystone Partners LLC</em>.</p>',
  '<h2>1. Purpose</h2>',
  '<p style="text-align:right">The parties wish to evaluate a possible investment.</p>',
  '<ul><li><p>First obligation of confidentiality</p></li><li><p>Second obligation, with café and naïve words</p></li></ul>',
  '<h3>Signatures</h3><p>Signed by both parties.</p>',
].join('');

describe('PDF export', () => {
  it("round trip: the product's PDF extractor reads the document's text in order", async () => {
    const bytes = await renderGeneratedPdf('NDA', DOCUMENT);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    expect(words(text).join(' ')).toContain(words(generatedHtmlToText(DOCUMENT).replace(/^- /gm, '')).join(' '));
    expect(text).toContain('Page 1 of 1');
  });

  it('numbers every page of a long document', async () => {
    const paragraphs = Array.from(
      { length: 120 },
      (_, index) =>
        `<p>Paragraph ${index + 1} of the long document, written out to fill the page with a few lines of text.</p>`,
    );
    const bytes = await renderGeneratedPdf('Long', paragraphs.join(''));
    const { text, pageCount } = await pdfText(bytes);
    expect(pageCount).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pageCount} of ${pageCount}`);
    expect(text.indexOf('Paragraph 1 ')).toBeLessThan(text.indexOf('Paragraph 120 '));
  });

  it('refuses a document longer than the page limit', async () => {
    const paragraphs = Array.from(
      { length: 200 },
      () => '<p>A line of text that repeats to make the document long.</p>',
    );
    await expect(renderGeneratedPdf('Too long', paragraphs.join(''), { maxPages: 2 })).rejects.toBeInstanceOf(
      PdfLimitError,
    );
  });

  it('keeps a bold word on the line of the sentence around it, and starts a new line only at a line break', async () => {
    const html = [
      '<p>This Agreement is governed by the laws of <strong>Delaware</strong>, without regard to its conflict of laws rules.</p>',
      '<p><strong>Employer:</strong> Orbital Labs Inc.<br>Signature: ____<br>Date: ____</p>',
    ].join('');
    const lines = (await pdfText(await renderGeneratedPdf('Lines', html))).text.split('\n');
    expect(lines).toContain(
      'This Agreement is governed by the laws of Delaware, without regard to its conflict of laws rules.',
    );
    expect(lines).toEqual(expect.arrayContaining(['Employer: Orbital Labs Inc.', 'Signature: ____', 'Date: ____']));
  });
});
