import { describe, expect, it } from 'vitest';
import { DECODED_SIZE_LIMITS } from '../src/extract-pdf-text';
import { extractPdfText, type PdfExtractionLimits } from '../src/index';
import { type BombEncoding, buildBombPdf } from './bomb-pdf-builder';
import { buildTextPdf } from './text-pdf-builder';

const LIMITS: PdfExtractionLimits = { maxPages: 50, planName: 'free', timeoutMs: 60_000, maxMemoryMb: 512 };
const MEMORY_FAILURE = {
  ok: false,
  reason: 'out_of_memory',
  message: expect.stringMatching(/needs more memory to read than we allow/),
};
const MB = 1_048_576;
const STREAM_CAP_MB = DECODED_SIZE_LIMITS.maxStreamBytes / MB;
const DOCUMENT_CAP_MB = DECODED_SIZE_LIMITS.maxDocumentBytes / MB;

describe('extractPdfText on a decompression bomb', () => {
  it('refuses a page whose one content stream expands past the per-stream cap, without decoding it', async () => {
    const bomb = buildBombPdf(STREAM_CAP_MB * 1.25);
    expect(bomb.byteLength).toBeLessThan(1_048_576);
    // Memory enough for pdf.js to decode the whole stream and read a page of spaces: only the
    // count before decoding can refuse it.
    const roomy = { ...LIMITS, maxMemoryMb: 4 * STREAM_CAP_MB * 1.25 };
    expect(await extractPdfText(bomb, roomy)).toEqual(MEMORY_FAILURE);
    expect((await extractPdfText(buildTextPdf([['After the bomb']]), LIMITS)).ok).toBe(true);
  });

  it('refuses a document whose streams, each under the per-stream cap, expand past the per-document cap', async () => {
    const streams = 3;
    const perStreamMb = Math.ceil((DOCUMENT_CAP_MB * 1.05) / streams);
    expect(perStreamMb).toBeLessThan(STREAM_CAP_MB);
    expect(await extractPdfText(buildBombPdf(perStreamMb, { streams }), LIMITS)).toEqual(MEMORY_FAILURE);
  });

  // The pre-scan reads only single-layer Flate; these reach pdf.js, and the parsing process's
  // memory limit is what stops them. A small limit stops them early: the decoding before the
  // limit is reached is the test's cost, several seconds of a core at the product's 512 MB.
  it.each<BombEncoding>(['flate-twice', 'hex-flate'])(
    'ends a %s bomb that gets past the pre-scan as out_of_memory, and the caller’s memory stays low',
    async (encoding) => {
      const bomb = buildBombPdf(1_500, { encoding });
      const peak = residentPeak();
      const outcome = await extractPdfText(bomb, { ...LIMITS, maxMemoryMb: 256 }).finally(() => peak.stop());
      expect(outcome).toEqual(MEMORY_FAILURE);
      // pdf.js would hold 1,500 MB of decoded spaces; none of it may land in this process.
      expect((peak.highest - peak.before) / MB).toBeLessThan(100);
      expect((await extractPdfText(buildTextPdf([['After the bomb']]), LIMITS)).ok).toBe(true);
    },
  );
});

/** This process's resident size, sampled every 10 ms until stopped: before, and the highest seen. */
function residentPeak() {
  const before = process.memoryUsage.rss();
  const sampled = { before, highest: before, stop: () => clearInterval(timer) };
  const timer = setInterval(() => {
    sampled.highest = Math.max(sampled.highest, process.memoryUsage.rss());
  }, 10);
  return sampled;
}
