import type { PdfExtractionFailure, PdfFailureReason } from './extraction-outcome';

const SPLIT_ADVICE = 'Split it into shorter PDFs, or choose a plan that allows more pages, and upload it again.';
const TOO_HEAVY_ADVICE = 'It may be very large or unusually complex; try a smaller or simpler file.';

const FIXED_MESSAGES: Record<Exclude<PdfFailureReason, 'too_many_pages'>, string> = {
  password_protected: 'This PDF is password-protected. Remove the password and upload it again.',
  damaged: 'This PDF is damaged and could not be read. Try saving or exporting it as a PDF again, then upload it.',
  no_text:
    'No text found in this PDF. It may be a scanned image, or its text cannot be read; upload a PDF with selectable text.',
  timeout: `This PDF took too long to read. ${TOO_HEAVY_ADVICE}`,
  out_of_memory: `This PDF needs more memory to read than we allow. ${TOO_HEAVY_ADVICE}`,
};

export function failure(reason: Exclude<PdfFailureReason, 'too_many_pages'>): PdfExtractionFailure {
  return { ok: false, reason, message: FIXED_MESSAGES[reason] };
}

export function tooManyPages(pageCount: number, planName: string, maxPages: number): PdfExtractionFailure {
  return {
    ok: false,
    reason: 'too_many_pages',
    message: `This PDF has ${pageCount} pages; the ${planName} plan allows up to ${maxPages}. ${SPLIT_ADVICE}`,
  };
}

/** Told on a document that was read, but whose scanned pages past the plan's OCR limit were not. */
export function ocrLimitWarning(skippedPages: readonly number[], planName: string, maxOcrPages: number): string {
  const pages =
    skippedPages.length === 1
      ? `Page ${skippedPages[0]} is a scanned image and was`
      : `${skippedPages.length} pages (${pageRanges(skippedPages)}) are scanned images and were`;
  return `${pages} not read: the ${planName} plan reads up to ${maxOcrPages} scanned pages per document. The analysis covers the other pages; choose a plan that reads more, or upload those pages on their own.`;
}

/** "3-5, 9": consecutive page numbers as ranges. */
function pageRanges(pages: readonly number[]): string {
  const ranges: string[] = [];
  let start = pages[0];
  for (let index = 1; index <= pages.length; index++) {
    const previous = pages[index - 1];
    if (start === undefined || previous === undefined) break;
    if (pages[index] === previous + 1) continue;
    ranges.push(start === previous ? `${start}` : `${start}–${previous}`);
    start = pages[index];
  }
  return ranges.join(', ');
}
