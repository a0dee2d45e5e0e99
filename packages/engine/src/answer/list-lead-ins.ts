import type { DocumentPage } from '../analysis-engine';
import type { Passage } from '../local/retrieval/passage-index';

/** A list item's marker: "(a) ", "b) ", "(iv) ", "(2) ". */
const ITEM_MARKER = /^\(?(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)\s/iu;
/** A sentence that introduces a list ends with a colon: "Upon termination of this Agreement:", "The Distributor shall not:". */
const LEAD_IN_END = /:\s*$/u;
/** A numbered section or article starts a new provision: an item after it belongs to its own lead-in. */
const SECTION_START = /^(?:\d{1,3}(?:\.\d{1,3})*\.?\s|(?:section|article|clause)\s+\d)/iu;
/** How many passages back an item's lead-in may stand (earlier items, and items of more than one sentence, between). */
const ITEM_REACH = 8;

/** A list item read with the sentence that introduces its list. */
export interface ListReading {
  /** Lead-in and item, one after the other. */
  text: string;
  /** The lead-in's passage index. */
  leadIn: number;
}

/**
 * What each list item says once read with its lead-in. An item states half a clause ("(f) act as
 * agent for any goods competitive with the Product") and its lead-in the other half ("During the term
 * the Distributor shall not:"). Passages that are not list items under a lead-in are absent.
 */
export function listReadings(passages: readonly Passage[]): Map<number, ListReading> {
  const readings = new Map<number, ListReading>();
  for (const passage of passages) {
    if (!ITEM_MARKER.test(passage.text)) continue;
    const leadIn = leadInOf(passages, passage);
    if (leadIn) readings.set(passage.index, { text: `${leadIn.text} ${passage.text}`, leadIn: leadIn.index });
  }
  return readings;
}

/** The nearest passage before an item that introduces a list, within the item's provision. */
function leadInOf(passages: readonly Passage[], item: Passage): Passage | undefined {
  for (let index = item.index - 1; index >= Math.max(0, item.index - ITEM_REACH); index--) {
    const before = passages[index];
    if (!before) return undefined;
    if (LEAD_IN_END.test(before.text)) return before;
    if (SECTION_START.test(before.text)) return undefined;
  }
  return undefined;
}

/**
 * A lead-in quoted with its first item, when both stand on one page: "On termination of this agreement:"
 * says nothing a user can act on, "… (a) the Supplier may buy back the stock" does. Any other passage
 * is quoted as it is.
 */
export function withFirstItem(passage: Passage, passages: readonly Passage[], pages: readonly DocumentPage[]): Passage {
  if (!LEAD_IN_END.test(passage.text)) return passage;
  const item = passages[passage.index + 1];
  const page = pages.find((candidate) => candidate.pageNumber === passage.page);
  if (!item || !page || item.page !== passage.page || !ITEM_MARKER.test(item.text)) return passage;
  return { ...passage, text: page.text.slice(passage.start, item.end), end: item.end };
}
