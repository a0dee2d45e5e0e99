import type { Evidence } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import type { TextSpan } from './text-span';

/** Long enough to show a clause in context, short enough to highlight on a page. */
export const MAX_QUOTE_LENGTH = 320;
const CONTEXT_BEFORE = 80;

/**
 * Evidence quoting a span of the document. Long spans are cut to a window around `focus` (an offset
 * within the span), on word boundaries; the quote is always a verbatim substring of its page.
 */
export function evidenceFrom(span: TextSpan, focus = 0): Evidence {
  return { page: span.page, quote: quoteOf(span.text, focus) };
}

export function quoteOf(text: string, focus = 0): string {
  if (text.length <= MAX_QUOTE_LENGTH) return text;
  let start = Math.max(0, Math.min(focus - CONTEXT_BEFORE, text.length - MAX_QUOTE_LENGTH));
  if (start > 0) {
    const nextSpace = text.indexOf(' ', start);
    if (nextSpace !== -1 && nextSpace < focus) start = nextSpace + 1;
  }
  let end = Math.min(text.length, start + MAX_QUOTE_LENGTH);
  if (end < text.length) {
    const lastSpace = text.lastIndexOf(' ', end);
    if (lastSpace > start) end = lastSpace;
  }
  return text.slice(start, end).trim();
}

/** Every evidence object anywhere inside an analysis result. */
export function collectEvidence(value: unknown): Evidence[] {
  if (Array.isArray(value)) return value.flatMap(collectEvidence);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = isEvidence(record.evidence) ? [record.evidence] : [];
  const thesis = isEvidence(record.thesisEvidence) ? [record.thesisEvidence] : [];
  const nested = Object.entries(record)
    .filter(([key]) => key !== 'evidence' && key !== 'thesisEvidence')
    .flatMap(([, child]) => collectEvidence(child));
  return [...own, ...thesis, ...nested];
}

/** Evidence whose quote is not found verbatim on the page it names (a model may invent quotes). */
export function evidenceNotInDocument(evidence: readonly Evidence[], pages: readonly DocumentPage[]): Evidence[] {
  const byNumber = new Map(pages.map((page) => [page.pageNumber, page.text]));
  return evidence.filter((item) => !(byNumber.get(item.page)?.includes(item.quote) ?? false));
}

function isEvidence(value: unknown): value is Evidence {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.page === 'number' && typeof candidate.quote === 'string';
}
