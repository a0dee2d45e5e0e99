import type { Sentence } from '../../text/sentences';
import { type DateMention, datesIn } from './contract-dates';

// "Version 3.2", "v2.1", "Revision 4", "Rev. 7", "Last updated", "Last revised", "Updated:", "Version Effective Date:".
const VERSION_LABEL = /\b(?:version|revision|rev\.|v\d+(?:\.\d+)*|(?:last\s+)?(?:updated|revised|modified))(?!\w)/iu;
/** A heading is a short line: the version words and a date, none of the sentences an agreement is made of. */
const HEADING_WORDS = 10;
/** Standard terms carry their version heading under the title, in the first lines. */
const HEADING_LINES = 12;

/**
 * The date a heading gives the wording of standard terms: "Version 3.2 — 14th July 2017", "Last updated: March 2,
 * 2019", "Version Effective Date: June 1, 2021", or a date alone on the line under "Version 3.2". It dates this
 * version of the terms, which take effect for each user when that user accepts or signs them: it is neither the
 * date an agreement was made nor when it took effect.
 */
export function versionDateAt(sentences: readonly Sentence[], position: number): DateMention | undefined {
  if (position >= HEADING_LINES) return undefined;
  const text = sentences[position]?.text ?? '';
  const mentions = datesIn(text);
  const only = mentions.length === 1 ? mentions[0] : undefined;
  if (!only || text.trim().split(/\s+/u).length > HEADING_WORDS) return undefined;
  if (VERSION_LABEL.test(text.slice(0, only.index))) return only;
  // The date alone on its line, under a version line that states no date of its own.
  const rest = text.slice(0, only.index) + text.slice(only.index + only.text.length);
  const above = sentences[position - 1]?.text ?? '';
  const labelAbove =
    VERSION_LABEL.test(above) && datesIn(above).length === 0 && above.trim().split(/\s+/u).length <= HEADING_WORDS;
  return !/\p{L}/u.test(rest) && labelAbove ? only : undefined;
}

/** The first version heading of the terms, with its date. */
export function versionDateOf(
  sentences: readonly Sentence[],
): { sentence: Sentence; mention: DateMention } | undefined {
  for (const [position, sentence] of sentences.slice(0, HEADING_LINES).entries()) {
    const mention = versionDateAt(sentences, position);
    if (mention) return { sentence, mention };
  }
  return undefined;
}

/** The sentences without the version headings, whose dates are never the agreement's nor its start. */
export function withoutVersionHeadings(sentences: readonly Sentence[]): Sentence[] {
  return sentences.filter((_, position) => versionDateAt(sentences, position) === undefined);
}
