import { isBareHeading } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';
import { MUST_GO_TO_COURTS } from './clause-operatives';

/**
 * Courts a sentence names only by pointing back to them: "such courts", "these courts", "the said courts",
 * "the courts referred to above". The sentence ("You consent to the jurisdiction of such courts") leans on an
 * earlier one for which courts they are and whether they are the only ones.
 */
const COURTS_BY_REFERENCE =
  /\b(?:such|these|those|said|the\s+(?:above|aforesaid|aforementioned|foregoing))\s+(?:[\p{L}-]+\s+){0,3}?(?:courts?|tribunals?|venues?|fora|forums?)\b|\bcourts?\s+(?:referred\s+to|named|identified|specified|set\s+out)\s+(?:above|in\s+the\s+(?:preceding|previous)\s+sentence)\b/iu;

/** A sentence that names courts of its own: a forum proceedings go to, or a jurisdiction of named courts. */
const NAMES_COURTS = new RegExp(
  String.raw`${MUST_GO_TO_COURTS.source}|\b(?:brought|commenced|instituted|filed|litigated)\s+(?:\w+\s+){0,2}in\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,5}courts?\b|\bjurisdiction\s+of\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,5}?courts?\s+(?:of|in|located|sitting|serving)\b`,
  'iu',
);

/** A pointer that also sets a term of its own (a jury or class waiver, an arbitration) is quoted for that term. */
const SETS_MORE = /\bjury\b|\bclass\s+(?:action|arbitration)|\barbitrat/iu;

/** How far back the courts a reference points to may be named: the same short paragraph. */
const REACH = 2;

/**
 * The earlier sentence naming the courts the quoted sentence only points back to, which decides where a dispute
 * goes and whether those courts are the only ones: it is quoted in place of the pointer. Undefined when the
 * quoted sentence names its courts itself, or no sentence just before it names any.
 */
export function courtsReferredTo(quoted: Sentence, sentences: readonly Sentence[]): Sentence | undefined {
  if (!COURTS_BY_REFERENCE.test(quoted.text) || NAMES_COURTS.test(quoted.text) || SETS_MORE.test(quoted.text))
    return undefined;
  const at = sentences.findIndex((sentence) => sentence.index === quoted.index);
  for (const before of sentences.slice(Math.max(0, at - REACH), Math.max(0, at)).reverse()) {
    // A heading starts another clause: courts named before it are not the ones pointed to.
    if (isBareHeading(before.text)) return undefined;
    if (NAMES_COURTS.test(before.text)) return before;
  }
  return undefined;
}
