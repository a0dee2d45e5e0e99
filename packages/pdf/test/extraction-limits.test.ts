import { describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits } from '../src/index';
import { buildTextPdf } from './text-pdf-builder';

const LIMITS: PdfExtractionLimits = { maxPages: 50, planName: 'free', timeoutMs: 20_000, maxMemoryMb: 256 };

const LEASE = buildTextPdf([
  ['RESIDENTIAL LEASE AGREEMENT', 'The Tenant shall pay rent of $1,200 (one thousand two hundred dollars)'],
  [],
  ['Either party may end this lease with 30 days notice.'],
]);

describe('extractPdfText', () => {
  it('reads a hand-written PDF page by page, in reading order, keeping empty pages', async () => {
    const outcome = await extractPdfText(LEASE, LIMITS);
    expect(outcome).toEqual({
      ok: true,
      pageCount: 3,
      pages: [
        {
          pageNumber: 1,
          text: 'RESIDENTIAL LEASE AGREEMENT\nThe Tenant shall pay rent of $1,200 (one thousand two hundred dollars)',
          source: 'text',
        },
        { pageNumber: 2, text: '', source: 'text' },
        { pageNumber: 3, text: 'Either party may end this lease with 30 days notice.', source: 'text' },
      ],
      metadata: { pdfVersion: '1.4' },
      ocrSkippedPages: [],
    });
  });

  it('leaves the caller’s bytes untouched', async () => {
    const bytes = buildTextPdf([['Untouched']]);
    const before = Buffer.from(bytes);
    await extractPdfText(bytes, LIMITS);
    expect(bytes.byteLength).toBe(before.byteLength);
    expect(Buffer.from(bytes).equals(before)).toBe(true);
  });

  it('refuses a PDF with more pages than the plan allows, naming the plan and its limit', async () => {
    const outcome = await extractPdfText(LEASE, { ...LIMITS, maxPages: 2, planName: 'free' });
    expect(outcome).toEqual({
      ok: false,
      reason: 'too_many_pages',
      message:
        'This PDF has 3 pages; the free plan allows up to 2. Split it into shorter PDFs, or choose a plan that allows more pages, and upload it again.',
    });
  });

  it('accepts a PDF with exactly the allowed number of pages', async () => {
    const outcome = await extractPdfText(LEASE, { ...LIMITS, maxPages: 3 });
    expect(outcome.ok).toBe(true);
  });

  it('ends an extraction that takes too long as a timeout, and the next extraction still works', async () => {
    // Hundreds of pages: a warm process reads the three-page lease in about a millisecond, which
    // a 1 ms deadline does not reliably beat.
    const long = buildTextPdf(
      Array.from({ length: 500 }, (_, page) => [`Clause ${page}`, 'The tenant shall pay rent.']),
    );
    const slow = await extractPdfText(long, { ...LIMITS, maxPages: 500, timeoutMs: 20 });
    // A timeout, not the text: the limit stopped the work rather than waiting for it.
    expect(slow).toMatchObject({ ok: false, reason: 'timeout', message: expect.stringMatching(/too long/) });
    const next = await extractPdfText(LEASE, LIMITS);
    expect(next.ok && next.pages[0]?.text).toMatch(/^RESIDENTIAL LEASE AGREEMENT/);
  });

  it('ends an extraction that exceeds its memory limit as out_of_memory, and the next one still works', async () => {
    const starved = await extractPdfText(LEASE, { ...LIMITS, maxMemoryMb: 2 });
    expect(starved).toMatchObject({ ok: false, reason: 'out_of_memory', message: expect.stringMatching(/memory/) });
    expect((await extractPdfText(LEASE, LIMITS)).ok).toBe(true);
  });

  it('says a file that is not a PDF at all is damaged', async () => {
    const outcome = await extractPdfText(new TextEncoder().encode('%PDF-1.7\nnot really'), LIMITS);
    expect(outcome).toMatchObject({ ok: false, reason: 'damaged' });
  });

  it('stops at once when the caller aborts, rejecting with the abort reason', async () => {
    const controller = new AbortController();
    const extraction = extractPdfText(LEASE, LIMITS, { signal: controller.signal });
    controller.abort(new Error('shutting down'));
    await expect(extraction).rejects.toThrow('shutting down');
    await expect(extractPdfText(LEASE, LIMITS, { signal: controller.signal })).rejects.toThrow('shutting down');
  });
});
