import { spawnSync } from 'node:child_process';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseOcrEngine, extractPdfTextWith, type PdfExtractionLimits, PdfWorkerPool } from '../src/index';
import { buildTextPdf } from './text-pdf-builder';
import { tokenF1, tokensOf } from './token-f1';

const LIMITS: PdfExtractionLimits = {
  maxPages: 5,
  planName: 'pro',
  timeoutMs: 30_000,
  maxMemoryMb: 512,
  maxOcrPages: 5,
};
const LINES = ['CONSULTING AGREEMENT', 'The Consultant shall report to the Board each quarter.'];
const nativeInstalled = !spawnSync('tesseract', ['--version']).error;

describe('the OCR engine', () => {
  it('is tesseract.js when the native program is missing', () => {
    expect(chooseOcrEngine('/nonexistent/bin/tesseract')).toEqual({ kind: 'embedded' });
  });

  it('is tesseract.js when the program named is not Tesseract', () => {
    expect(chooseOcrEngine('false')).toEqual({ kind: 'embedded' });
  });

  it.skipIf(!nativeInstalled)('is the native program when it is installed with English', () => {
    expect(chooseOcrEngine('tesseract')).toEqual({ kind: 'native', command: 'tesseract' });
  });
});

describe.each([
  ['tesseract.js, the embedded default', chooseOcrEngine('/nonexistent/bin/tesseract'), true],
  ['the native program', chooseOcrEngine('tesseract'), nativeInstalled],
])('a scanned page read by %s', (_label, ocrEngine, available) => {
  const pool = new PdfWorkerPool({ ocrEngine });
  afterAll(() => pool.stop());

  it.skipIf(!available)(
    'gives the page’s words in order, each placed on the page',
    async () => {
      const scan = await scannedCopyOf(buildTextPdf([LINES]), { dpi: 150 });
      const outcome = await extractPdfTextWith(pool, scan, LIMITS);
      const page = outcome.ok ? outcome.pages[0] : undefined;
      expect(page?.source).toBe('ocr');
      expect(tokenF1(tokensOf(page?.text ?? ''), tokensOf(LINES.join('\n')))).toBeGreaterThanOrEqual(0.95);
      const title = page?.ocrWords?.find((word) => word.text === 'CONSULTING');
      // The first line starts one inch (72 of 612 units) from the left edge.
      expect(title?.box[0]).toBeCloseTo(72 / 612, 1);
    },
    60_000,
  );
});
