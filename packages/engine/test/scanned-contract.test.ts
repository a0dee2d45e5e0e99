import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractPdfText, type PdfExtractionLimits, type PdfPage, stopPdfWorkers } from '@doclens/pdf';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenF1, tokensOf } from '../quality/extraction-quality';
import { analyzeContractPages } from './result-checks';

const LIMITS: PdfExtractionLimits = {
  maxPages: 50,
  planName: 'free',
  timeoutMs: 30_000,
  maxMemoryMb: 512,
  maxOcrPages: 10,
};
/** A trademark licence whose page 4 holds its governing-law clause (California). */
const CONTRACT = join(
  FIXTURES_DIR,
  'contracts',
  'HertzGroupRealtyTrustInc_20190920_S-11A_EX-10.8_11816941_EX-10.8_Trademark_License_Agreement.pdf',
);
const GOVERNING_LAW_PAGE = 4;

async function pagesOf(bytes: Uint8Array): Promise<PdfPage[]> {
  const outcome = await extractPdfText(bytes, LIMITS);
  if (!outcome.ok) throw new Error(`extraction failed: ${outcome.message}`);
  return outcome.pages;
}

async function governingLaw(pages: PdfPage[]) {
  const analysis = await analyzeContractPages(pages, { role: 'client' });
  return analysis.keyFindings.find((finding) => finding.title === 'Governing law');
}

// One page only: OCR takes seconds a page (docs/performance.md); `npm run bench` reads whole scans.
describe.skipIf(!fixturesPresent)('a scanned contract read by OCR', () => {
  let textPage: PdfPage;
  let scannedPage: PdfPage;

  beforeAll(async () => {
    const original = new Uint8Array(readFileSync(CONTRACT));
    const textPages = await pagesOf(original);
    const scanned = await pagesOf(await scannedCopyOf(original, { pages: [GOVERNING_LAW_PAGE] }));
    textPage = { ...(textPages[GOVERNING_LAW_PAGE - 1] as PdfPage), pageNumber: 1 };
    scannedPage = scanned[0] as PdfPage;
  }, 90_000);
  afterAll(() => stopPdfWorkers());

  it('reads the scanned page with a token F1 of at least 0.95 against the text layer', () => {
    expect(scannedPage.source).toBe('ocr');
    expect(tokenF1(tokensOf(scannedPage.text), tokensOf(textPage.text))).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the same governing law in the scan as in the text PDF', async () => {
    const fromText = await governingLaw([textPage]);
    const fromScan = await governingLaw([scannedPage]);
    expect(fromText?.description).toContain('California');
    expect(fromScan?.description).toBe(fromText?.description);
  });
});
