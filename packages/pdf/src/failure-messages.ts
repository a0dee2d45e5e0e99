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
