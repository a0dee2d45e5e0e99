import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits, type PdfReadingProgress, stopPdfWorkers } from '../src/index';
import { buildTextPdf } from './text-pdf-builder';

const LIMITS: PdfExtractionLimits = {
  maxPages: 50,
  planName: 'pro',
  timeoutMs: 20_000,
  maxMemoryMb: 512,
  maxOcrPages: 10,
};
const PAGES = [
  ['Page one of a short notice.', 'It has a text layer of its own.'],
  ['Page two of the same notice.', 'Its text is selectable as well.'],
  ['Page three ends the notice.', 'Nothing more follows.'],
];

async function progressOf(bytes: Uint8Array, limits: PdfExtractionLimits): Promise<PdfReadingProgress[]> {
  const reports: PdfReadingProgress[] = [];
  const outcome = await extractPdfText(bytes, limits, { onProgress: (progress) => reports.push(progress) });
  expect(outcome.ok).toBe(true);
  return reports;
}

describe('reading progress', () => {
  afterAll(() => stopPdfWorkers());

  it('reports the page count at once, then how far the reading got as batches of pages arrive', async () => {
    const reports = await progressOf(buildTextPdf(PAGES), LIMITS);
    // Pages reach the worker in batches; a short document arrives in one, after its first report.
    expect(reports[0]).toEqual({ page: 1, pageCount: 3, ocr: false });
    const pagesReported = reports.map((report) => report.page);
    expect(pagesReported).toEqual([...pagesReported].sort((a, b) => a - b));
    expect(reports.every((report) => report.pageCount === 3 && report.page <= 3)).toBe(true);
  });

  it('says when a scanned page goes to OCR, the slow part of reading it', async () => {
    const scan = await scannedCopyOf(buildTextPdf(PAGES.slice(0, 2)), { dpi: 100 });
    expect(await progressOf(scan, LIMITS)).toEqual([
      { page: 1, pageCount: 2, ocr: false },
      { page: 1, pageCount: 2, ocr: true },
      { page: 2, pageCount: 2, ocr: false },
      { page: 2, pageCount: 2, ocr: true },
    ]);
  }, 60_000);
});
