import { type Evidence, MAX_QUOTE_LENGTH } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import { matchesOf } from './pattern-matches';
import type { TextSpan } from './text-span';

export { MAX_QUOTE_LENGTH };

/**
 * Evidence quoting a span of the document. Long spans are cut at the end, on a word boundary, from
 * the start of the sentence (or of the clause holding `focus`, an offset within the span, when the
 * sentence is too long to reach it); the quote is always a verbatim substring of its page.
 */
export function evidenceFrom(span: TextSpan, focus = 0): Evidence {
  return { page: span.page, quote: quoteOf(span.text, focus) };
}

/** Room kept after the point of interest, so the quote shows what the clause says, not only its first words. */
const ROOM_AFTER_FOCUS = 120;
/** Where a clause of a long sentence starts: after a semicolon or colon, at a list marker "(c)". */
const CLAUSE_START = /(?:[;:]\s+|\s)(?=\(?[a-z\divx]{1,4}\)\s)|[;:]\s+(?=\p{Lu})/gu;

export function quoteOf(text: string, focus = 0): string {
  if (text.length <= MAX_QUOTE_LENGTH) return text;
  const start = quoteStart(text, focus);
  let end = Math.min(text.length, start + MAX_QUOTE_LENGTH);
  if (end < text.length) {
    const lastSpace = text.lastIndexOf(' ', end);
    if (lastSpace > start) end = lastSpace;
  }
  return text.slice(start, end).trim();
}

/**
 * The sentence's start when the point of interest fits after it, keeping the condition that opens
 * it ("If …", "Notwithstanding …"); otherwise the start of the clause holding the point ("(c) …",
 * "; The Licensee …"); failing both, the sentence's start again: a quote cut at the end still reads
 * as a sentence, one opening in the middle never does.
 */
function quoteStart(text: string, focus: number): number {
  if (focus + ROOM_AFTER_FOCUS <= MAX_QUOTE_LENGTH) return 0;
  const clauseStarts = [...matchesOf(CLAUSE_START, text)]
    .map((match) => match.index + match[0].length)
    .filter((start) => start <= focus && focus + ROOM_AFTER_FOCUS - start <= MAX_QUOTE_LENGTH);
  return clauseStarts.at(-1) ?? 0;
}

/** Every evidence object anywhere inside an analysis result. */
export function collectEvidence(value: unknown): Evidence[] {
  if (Array.isArray(value)) return value.flatMap(collectEvidence);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = isEvidence(record.evidence) ? [record.evidence] : [];
  const thesis = isEvidence(record.thesisEvidence) ? [record.thesisEvidence] : [];
  // The other clause of a contradiction within a contract (key findings' relatedEvidence).
  const related = Array.isArray(record.relatedEvidence) ? record.relatedEvidence.filter(isEvidence) : [];
  const nested = Object.entries(record)
    .filter(([key]) => key !== 'evidence' && key !== 'thesisEvidence' && key !== 'relatedEvidence')
    .flatMap(([, child]) => collectEvidence(child));
  return [...own, ...thesis, ...related, ...nested];
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
