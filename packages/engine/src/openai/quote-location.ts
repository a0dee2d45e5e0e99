import type { Evidence } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import { escapeRegExp } from '../text/words';

/**
 * The evidence with its quote as the page spells it. Models often re-flow whitespace (a PDF line
 * break becomes a space); such a quote is mapped back to the exact text of the page. Returns
 * undefined when the words are not on that page at all: the model invented or misplaced it.
 */
export function locateEvidence(evidence: Evidence, pages: readonly DocumentPage[]): Evidence | undefined {
  const pageText = pages.find((page) => page.pageNumber === evidence.page)?.text;
  if (pageText === undefined) return undefined;
  if (pageText.includes(evidence.quote)) return evidence;
  const words = evidence.quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'));
  const match = pattern.exec(pageText);
  return match ? { page: evidence.page, quote: match[0] } : undefined;
}

/** Evidence for a passage the model copied without saying where: the first page that has it. */
export function findQuote(quote: string, pages: readonly DocumentPage[]): Evidence | undefined {
  if (!quote.trim()) return undefined;
  for (const page of pages) {
    const located = locateEvidence({ page: page.pageNumber, quote }, pages);
    if (located) return located;
  }
  return undefined;
}
