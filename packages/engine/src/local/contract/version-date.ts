import type { Sentence } from '../../text/sentences';
import { type DateMention, datesAnotherDocument, datesIn, laterThan } from './contract-dates';

// "Version 3.2", "v2.1", "Revision 4", "Rev. 7", "Last updated", "Last revised", "Updated:", "Version Effective Date:",
// "Published: …", "Posted on …": the words that date a wording rather than an agreement.
const VERSION_LABEL =
  /\b(?:version|revision|rev\.|v\d+(?:\.\d+)*|(?:last\s+)?(?:updated|revised|modified)|published|posted)(?!\w)/iu;
/** A heading is a short line: the version words and a date, none of the sentences an agreement is made of. */
const HEADING_WORDS = 10;
/** Standard terms carry their version heading under the title, in the first lines. */
const HEADING_LINES = 12;
/** Or at their foot, after the last clause: "Last updated: 5 March 2021". */
const CLOSING_LINES = 6;
// "These Terms were last updated on 5 March 2021", "This policy has been revised as of 2021-03-05": the document
// dating its own wording in a sentence of its own, however long.
const OWN_WORDING_CHANGED =
  /\b(?:this|these)\s+(?:[\w-]+\s+){0,4}?(?:terms|agreement|polic(?:y|ies)|document|page|conditions|version|guidelines|rules)\b[^.;]{0,60}?\b(?:was|were|ha(?:s|ve)\s+been)\s+(?:last\s+)?(?:updated|revised|modified|changed|amended)\s+(?:on\s+|as\s+of\s+)?(?:the\s+)?$/iu;

// "… Last updated: 5 March 2021 …", "Last revised on 2021-03-05": the label with its date, even where the text layer
// ran the heading into the title or the first clause.
const LABEL_RIGHT_BEFORE =
  /\b(?:last\s+(?:updated|revised|modified|changed|amended)|(?:date\s+)?(?:updated|revised)\s*:)\s*(?:on\b)?\s*:?\s*$/iu;
const LABEL_REACH = 40;

/**
 * The date a heading gives the wording of standard terms: "Version 3.2 — 14th July 2017", "Last updated: March 2,
 * 2019", "Version Effective Date: June 1, 2021", or a date alone on the line under "Version 3.2". It dates this
 * version of the terms, which take effect for each user when that user accepts or signs them: it is neither the
 * date an agreement was made nor when it took effect.
 */
export function versionDateAt(sentences: readonly Sentence[], position: number): DateMention | undefined {
  if (!inHeadingPlace(sentences, position)) return undefined;
  const text = sentences[position]?.text ?? '';
  const mentions = datesIn(text);
  const told = mentions.find(
    (mention) =>
      OWN_WORDING_CHANGED.test(text.slice(0, mention.index)) ||
      (LABEL_RIGHT_BEFORE.test(text.slice(Math.max(0, mention.index - LABEL_REACH), mention.index)) &&
        !datesAnotherDocument(text, mention)),
  );
  if (told) return told;
  const only = mentions.length === 1 ? mentions[0] : undefined;
  if (!only || !isShortLine(text)) return undefined;
  if (VERSION_LABEL.test(text.slice(0, only.index))) return only;
  // The date alone on its line, under a version line that states no date of its own.
  const rest = text.slice(0, only.index) + text.slice(only.index + only.text.length);
  const above = sentences[position - 1]?.text ?? '';
  const labelAbove = VERSION_LABEL.test(above) && datesIn(above).length === 0 && isShortLine(above);
  return !/\p{L}/u.test(rest) && labelAbove ? only : undefined;
}

/**
 * The version heading of the terms, with its date. Where the opening lists versions one under another ("Version 1:
 * 1 January 2019", "Version 2: 5 March 2021") the latest is the wording in force, the others its history. Only when
 * the opening dates no version, and `readFoot` allows, is the foot of the terms read: terms nobody signs date their
 * wording there, where a signed form's footer dates the template it was filled in from.
 */
export function versionDateOf(
  sentences: readonly Sentence[],
  { readFoot = false } = {},
): { sentence: Sentence; mention: DateMention } | undefined {
  let latest: { sentence: Sentence; mention: DateMention } | undefined;
  for (const [position, sentence] of sentences.entries()) {
    if (position >= HEADING_LINES && (latest || !readFoot)) break;
    const mention = versionDateAt(sentences, position);
    if (mention && (!latest || laterThan(mention, latest.mention))) latest = { sentence, mention };
  }
  return latest;
}

// "Effective: 5 March 2021", "Effective date – 2021-03-05", "In force from 5 March 2021": a line that says only when
// the wording takes effect.
const EFFECTIVE_LINE =
  /^\W*(?:effective(?:\s+date)?|in\s+(?:force|effect)(?:\s+(?:from|since|as\s+of))?)\s*[:\-–—]?\s*(?:on\s+|from\s+|as\s+of\s+)?$/iu;

/** The foot of terms that closes with the date they are effective from, on a short line of its own. */
export function closingEffectiveLine(
  sentences: readonly Sentence[],
): { sentence: Sentence; mention: DateMention } | undefined {
  for (const sentence of sentences.slice(-CLOSING_LINES).reverse()) {
    const mentions = datesIn(sentence.text);
    const only = mentions.length === 1 ? mentions[0] : undefined;
    if (only && isShortLine(sentence.text) && EFFECTIVE_LINE.test(sentence.text.slice(0, only.index)))
      return { sentence, mention: only };
  }
  return undefined;
}

function isShortLine(text: string): boolean {
  return text.trim().split(/\s+/u).length <= HEADING_WORDS;
}

/** The first lines, or the last: where terms state the date of their wording. */
function inHeadingPlace(sentences: readonly Sentence[], position: number): boolean {
  return position < HEADING_LINES || (position >= sentences.length - CLOSING_LINES && sentences.length > HEADING_LINES);
}

/** The sentences without the version headings, whose dates are never the agreement's nor its start. */
export function withoutVersionHeadings(sentences: readonly Sentence[]): Sentence[] {
  return sentences.filter((_, position) => versionDateAt(sentences, position) === undefined);
}

// "Change log:", "Revision history", "Version history", "History of changes": the heading of a list of dated changes.
const CHANGE_LOG_HEADING =
  /^\W*(?:change\s*log|revision\s+history|version\s+history|history\s+of\s+(?:changes|revisions)|changes\s+to\s+these\s+terms)\W*$/iu;
/** A log entry opens with its date and a colon or dash: "May 4, 2021: Clarified tax forms." */
const ENTRY_AFTER_DATE = /^\s*[:\-–—]/u;

/**
 * The latest entry of a change log kept at the foot of the terms: the wording in force is the one its last change
 * made. Only dates that open an entry, after the log's heading, are read.
 */
export function changeLogDate(
  sentences: readonly Sentence[],
): { sentence: Sentence; mention: DateMention } | undefined {
  const heading = sentences.findLastIndex((sentence) => CHANGE_LOG_HEADING.test(sentence.text));
  if (heading < 0) return undefined;
  let latest: { sentence: Sentence; mention: DateMention } | undefined;
  for (const sentence of sentences.slice(heading + 1)) {
    for (const mention of datesIn(sentence.text)) {
      const entry = ENTRY_AFTER_DATE.test(sentence.text.slice(mention.index + mention.text.length));
      if (entry && (!latest || laterThan(mention, latest.mention))) latest = { sentence, mention };
    }
  }
  return latest;
}
