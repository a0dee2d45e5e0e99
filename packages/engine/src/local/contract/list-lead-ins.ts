import type { DocumentPage } from '../../analysis-engine';
import { MAX_QUOTE_LENGTH } from '../../text/evidence';
import { isBareHeading } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';

/**
 * A right set out as a list ("Either party may terminate this Agreement: a. if the other party fails to
 * cure …; b. for any reason on 30 days' notice") says who acts in its lead-in and why in each item; the
 * splitter keeps them apart. Each item is read here joined to its lead-in, so a sentence-level reading
 * (an exit on notice, a permission to assign) sees the holder and the ground together.
 */

/** One item of a list, told with the lead-in that opens the list, and the sentence it stands in. */
export interface LeadInItem {
  text: string;
  sentence: Sentence;
}

// A lead-in ends in a colon ("… may terminate this Agreement immediately:").
const LEAD_IN_END = /:\s*$/u;
// An item's marker: "a.", "(b)", "ii)", "3." at the start of the text or of a line, or after "; or".
const ITEM_MARK = /(?:^|\n|;\s*(?:(?:and|or)\s+)?)\s*\(?(?:[a-h]|i{1,3}|iv|vi{0,3}|\d{1,2})[.)]\s+/giu;
const OPENS_WITH_MARK = /^\s*\(?(?:[a-h]|i{1,3}|iv|vi{0,3}|\d{1,2})[.)]\s+/iu;
// How many sentences of items may follow one lead-in.
const MOST_ITEM_SENTENCES = 8;

/** Every list item of the contract, each joined to the lead-in of its list. */
export function itemsWithLeadIns(sentences: readonly Sentence[]): LeadInItem[] {
  const items: LeadInItem[] = [];
  sentences.forEach((sentence, at) => {
    if (!LEAD_IN_END.test(sentence.text)) return;
    const leadIn = sentence.text.replace(LEAD_IN_END, '');
    for (const next of sentences.slice(at + 1, at + 1 + MOST_ITEM_SENTENCES)) {
      if (!OPENS_WITH_MARK.test(next.text)) break;
      for (const item of next.text.split(ITEM_MARK)) {
        const words = item.trim();
        if (words !== '') items.push({ text: `${leadIn}: ${words}`, sentence: next });
      }
    }
  });
  return items;
}

// A lead-in left open: ending in a colon, or on words the items go on from ("… warrants that the Products").
const OPEN_LEAD_IN = /:\s*$|\b(?:that|the\s+\p{L}+|to|of|if|when|for|by|with|and|or|shall|will|must|may)\s*$/iu;
// An item's opening, lettered or numbered as lists are ("(a)", "ii.", "6.2.1.").
const OPENS_ITEM = /^\s*(?:\(?(?:[a-h]|i{1,3}|iv|vi{0,3}|\d{1,2})[.)]|\d{1,2}(?:\.\d{1,2}){1,3}\.?)\s+\S/iu;

/**
 * A lead-in quoted alone ("Supplier represents and warrants that:") says nothing of what is promised: the
 * quote takes in the items after it on its page, as many as fit in one quote, so it shows the provision.
 * The text is taken from the page, so the quote stays word for word what the document says.
 */
export function withItsItems<T extends { sentence: Sentence; focus: number }>(
  clause: T,
  byIndex: ReadonlyMap<number, Sentence>,
  pages: readonly DocumentPage[],
): T {
  const { sentence } = clause;
  const page = pages.find((candidate) => candidate.pageNumber === sentence.page);
  if (!page || page.text.slice(sentence.start, sentence.end) !== sentence.text) return clause;
  // Only whole items, as many as fit in one quote; a lead-in too long to take one in is left as it is.
  const last = itemsUnder(sentence, byIndex)
    .filter((item) => item.end - sentence.start <= MAX_QUOTE_LENGTH)
    .at(-1);
  if (!last) return clause;
  const text = page.text.slice(sentence.start, last.end);
  return { ...clause, sentence: { ...sentence, text, end: last.end } };
}

/**
 * The items an open lead-in introduces on its page, in order, up to the one closing the list. What a lead-in
 * promises is in them: "represents and warrants that:" says nothing until its items say of what.
 */
export function itemsUnder(sentence: Sentence, byIndex: ReadonlyMap<number, Sentence>): Sentence[] {
  if (!OPEN_LEAD_IN.test(sentence.text)) return [];
  const items: Sentence[] = [];
  for (let index = sentence.index + 1; ; index += 1) {
    const item = byIndex.get(index);
    if (!item || item.page !== sentence.page || !OPENS_ITEM.test(item.text) || isBareHeading(item.text)) break;
    items.push(item);
    // An item closed by a full stop ends the list; "…;", "…, and" go on to the next.
    if (/\.["'”’)\]]*$/u.test(item.text.trimEnd())) break;
  }
  return items;
}

/** A lead-in read with the items it introduces, as one text. */
export function leadInWithItems(sentence: Sentence, byIndex: ReadonlyMap<number, Sentence>): string {
  return [sentence, ...itemsUnder(sentence, byIndex)].map((part) => part.text).join(' ');
}
