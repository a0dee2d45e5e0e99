import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits, type PdfExtractionSuccess, stopPdfWorkers } from '../src/index';
import { buildTextPdf } from './text-pdf-builder';
import { tokenF1, tokensOf } from './token-f1';

const LIMITS: PdfExtractionLimits = {
  maxPages: 50,
  planName: 'free',
  timeoutMs: 20_000,
  maxMemoryMb: 512,
  maxOcrPages: 10,
};
const LINES = [
  [
    'SERVICES AGREEMENT',
    'The Supplier shall deliver the services described in Schedule A.',
    'Payment is due within thirty days of each invoice.',
  ],
  [
    'Either party may terminate this Agreement on ninety days written notice.',
    'This Agreement is governed by the laws of the State of Oregon.',
  ],
];

function succeeded(outcome: Awaited<ReturnType<typeof extractPdfText>>): PdfExtractionSuccess {
  if (!outcome.ok) throw new Error(`extraction failed: ${outcome.message}`);
  return outcome;
}

describe('OCR of pages without a text layer', () => {
  // One extraction serves every check: OCR takes seconds a page. The limit of one OCR page leaves
  // page 2 of the scan unread, as a plan's limit would.
  let outcome: PdfExtractionSuccess;

  beforeAll(async () => {
    // A text PDF rendered to pictures and wrapped in a new PDF: no text layer is left.
    const scan = await scannedCopyOf(buildTextPdf(LINES), { dpi: 150 });
    outcome = succeeded(await extractPdfText(scan, { ...LIMITS, maxOcrPages: 1 }));
  }, 60_000);
  afterAll(() => stopPdfWorkers());

  it('reads a scanned page, marks it as OCR and keeps its words in the order of its text', () => {
    const [first] = outcome.pages;
    expect(first?.source).toBe('ocr');
    expect(tokenF1(tokensOf(first?.text ?? ''), tokensOf((LINES[0] ?? []).join('\n')))).toBeGreaterThanOrEqual(0.95);
    expect(first?.ocrWords?.map((word) => word.text).join(' ')).toBe(first?.text.replace(/\s+/g, ' '));
  });

  it('places each word where it is printed on the page', () => {
    const title = outcome.pages[0]?.ocrWords?.find((word) => word.text === 'SERVICES');
    // The first line starts 72 units (one inch) from the left and its baseline 72 from the top of a 612 × 792 page.
    const [left, top, right, bottom] = title?.box ?? [];
    expect(left).toBeCloseTo(72 / 612, 1);
    expect(bottom).toBeCloseTo(72 / 792, 1);
    expect(right).toBeGreaterThan(left ?? 1);
    expect(top).toBeLessThan(bottom ?? 0);
  });

  it('stops at the plan’s OCR page limit and says which pages were not read', () => {
    expect(outcome.pages[1]).toEqual({ pageNumber: 2, text: '', source: 'text' });
    expect(outcome.ocrSkippedPages).toEqual([2]);
    expect(outcome.warning).toBe(
      'Page 2 is a scanned image and was not read: the free plan reads up to 1 scanned pages per document. The analysis covers the other pages; choose a plan that reads more, or upload those pages on their own.',
    );
  });

  it('leaves a text PDF to its text layer, without OCR', async () => {
    const { pages } = succeeded(await extractPdfText(buildTextPdf(LINES), LIMITS));
    expect(pages.map((page) => page.source)).toEqual(['text', 'text']);
    expect(pages[0]?.ocrWords).toBeUndefined();
  });
});
