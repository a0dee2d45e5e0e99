import { describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits } from '../src/index';
import { buildBombPdf } from './bomb-pdf-builder';
import { buildTextPdf } from './text-pdf-builder';

const LIMITS: PdfExtractionLimits = { maxPages: 50, planName: 'free', timeoutMs: 60_000, maxMemoryMb: 512 };
const MEMORY_FAILURE = {
  ok: false,
  reason: 'out_of_memory',
  message: expect.stringMatching(/needs more memory to read than we allow/),
};

describe('extractPdfText on a decompression bomb', () => {
  it('refuses a page whose one content stream expands past the per-stream cap, without decoding it', async () => {
    const bomb = await buildBombPdf(600);
    expect(bomb.byteLength).toBeLessThan(1_048_576);
    const startedAt = Date.now();
    expect(await extractPdfText(bomb, LIMITS)).toEqual(MEMORY_FAILURE);
    // Far less than pdf.js would take to decode 600 MB: the count stops at the cap.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect((await extractPdfText(buildTextPdf([['After the bomb']]), LIMITS)).ok).toBe(true);
  });

  it('refuses a document whose streams, each under the per-stream cap, expand past the per-document cap', async () => {
    const bomb = await buildBombPdf(200, 3);
    expect(await extractPdfText(bomb, LIMITS)).toEqual(MEMORY_FAILURE);
  });
});
