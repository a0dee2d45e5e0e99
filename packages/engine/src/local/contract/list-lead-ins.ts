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
