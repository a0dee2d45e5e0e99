import nlp from 'compromise';
import { ARTICLES, oneOf, PLACE_AND_TIME_PREPOSITIONS, POSSESSIVE_DETERMINERS } from '../../grammar/word-classes';
import type { TextSpan } from '../../text/text-span';
import { startsWithActionVerb } from './action-verbs';

/**
 * Where one statement ends and the next begins inside a line: after a full stop, semicolon, "!" or
 * "?" that follows a word (two letters or a figure, so "B.Sc." and "U.S." stay whole) and comes
 * before a capital, with or without a space between. A PDF runs bullets together this way
 * ("…by 15%.Increased…"), and each bullet is a statement of its own.
 */
const STATEMENT_END = /(?<=[\p{Ll}\d%)]{2}[.;!?])[\s\u00a0\u00c2]*(?=\p{Lu})/gu;
/** Words after which a capitalised word continues the phrase: it names something, it opens nothing. */
const LINKING_WORDS = ['and', 'or', 'of', 'for', 'with', 'to', 'from', 'by', 'as', 'into', 'per', 'via', 'using'];
/**
 * A duty opener inside a line, capitalised after a word that ends the statement before it: how
 * bullets read once a PDF has run them together ("…front desk Assisted in the scheduling…").
 */
const RUN_ON_DUTY =
  /(?<=[\p{Ll}\d).;]\s+)(?:Responsible\s+for|Duties\s+(?:included|include)|Tasks\s+(?:included|include)|Worked\s+on|Helped(?:\s+with|\s+to)?|Assisted(?:\s+with|\s+in)?|Assist\s+(?:with|in)|In\s+charge\s+of|Involved\s+in|Participated\s+in|Tasked\s+with)\b/gu;
/**
 * A capitalised word after a lower-case word and before another, not right after a word that needs
 * more after it ("the Lead role", "in Process improvement"): where a capitalised verb here opens a
 * bullet the PDF ran on ("…against the orders Logged the returns…").
 */
const CAPITAL_AFTER_WORD = new RegExp(
  `(?<=(?<!\\p{L})(?!(?:${oneOf(ARTICLES, POSSESSIVE_DETERMINERS, PLACE_AND_TIME_PREPOSITIONS, LINKING_WORDS)})\\s)\\p{Ll}{2,}\\s+)\\p{Lu}\\p{Ll}+(?=\\s+\\p{Ll})`,
  'gu',
);
/** A bullet mark inside a line ("…2014 ·Replenished stock"): the statement after it is a bullet of its own. */
const INLINE_BULLET = /[\u00c2]?[·•▪●◦](?=\s*\p{L})/gu;
/** Spaces, stray encoding marks ("Â", a no-break space) and bullet dots around a statement. */
const EDGE_NOISE_START = /^[\s\u00a0\u00c2·•]+/u;
const EDGE_NOISE_END = /[\s\u00a0\u00c2·•]+$/u;

/**
 * The statements of one line, each the exact span of its page: one for a line holding one
 * statement, several for bullets run together. A statement's text is `line.text` sliced, so it is
 * quoted as the page shows it.
 */
export function statementSegments(line: TextSpan): TextSpan[] {
  const cuts = new Set<number>([0, line.text.length]);
  for (const match of line.text.matchAll(STATEMENT_END)) cuts.add(match.index + match[0].length);
  for (const match of line.text.matchAll(RUN_ON_DUTY)) if (match.index > 0) cuts.add(match.index);
  for (const match of line.text.matchAll(INLINE_BULLET)) if (match.index > 0) cuts.add(match.index);
  for (const match of line.text.matchAll(CAPITAL_AFTER_WORD)) if (opensRunOnBullet(match[0])) cuts.add(match.index);
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TextSpan[] = [];
  for (let index = 0; index + 1 < points.length; index += 1) {
    const segment = trimmed(line, points[index] ?? 0, points[index + 1] ?? 0);
    if (segment) segments.push(segment);
  }
  return segments;
}

/** Whether a capitalised word inside a line is a verb that opens a bullet: an action verb, or a past tense ("Logged"). */
function opensRunOnBullet(word: string): boolean {
  if (startsWithActionVerb(word)) return true;
  return /^\p{Lu}\p{Ll}{2,}ed$/u.test(word) && nlp(`they ${word.toLowerCase()} it`).terms().eq(1).has('#PastTense');
}

function trimmed(line: TextSpan, from: number, to: number): TextSpan | undefined {
  const raw = line.text.slice(from, to);
  const lead = EDGE_NOISE_START.exec(raw)?.[0].length ?? 0;
  const trail = EDGE_NOISE_END.exec(raw)?.[0].length ?? 0;
  const start = from + lead;
  const end = Math.max(start, to - trail);
  const text = line.text.slice(start, end);
  if (!/\p{L}/u.test(text)) return undefined;
  return { text, page: line.page, start: line.start + start, end: line.start + end };
}
