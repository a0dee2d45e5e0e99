import { durationLabel, durationsIn } from './durations';

/** How long a restraint or a surviving duty lasts, as its own sentence states it. */
export interface StatedPeriod {
  /** "18 months": the length after the end, or undefined when it lasts only while the agreement runs. */
  afterEnd?: string;
  /** It also binds while the agreement runs ("During the Term and for …"). */
  duringTerm: boolean;
}

// "… after the termination", "following any expiry", "from the date of termination", "after this Agreement ends",
// "after her employment ends", "after the Consultant's engagement terminates".
const AFTER_END_FOLLOWS =
  /^\s*(?:immediately\s+)?(?:after|following|from|beyond|of)\s+(?:(?:the|any|such|its|his|her)\s+)?(?:date\s+of\s+(?:the\s+|any\s+|such\s+)?)?(?:expiration|expiry|termination|end|cessation)\b|^\s*(?:immediately\s+)?(?:after|following)\s+(?:this|the)\s+(?:agreement|contract|employment|engagement)\s+(?:terminates|ends|expires)\b|^\s*(?:immediately\s+)?(?:after|following)\s+(?:his|her|its|their|the\s+\p{Lu}[\p{L}-]*['’]s?)\s+(?:employment|engagement|services?)(?:\s+(?:with|by|for)\s+(?:the\s+)?\p{Lu}[\p{L}-]*)?\s+(?:terminates|ends|expires|ceases)\b/iu;
// "… thereafter", counted from the end of a term named just before it.
const THEREAFTER_FOLLOWS = /^\s*(?:immediately\s+)?thereafter\b/iu;
// "During the Term and for a period of" just before the length.
const TERM_AND_BEFORE =
  /\b(?:during|throughout|for)\s+(?:the\s+)?(?:term|course|period|duration|life|time)\b[^.;]{0,200}\band\s+(?:for\s+)?(?:a\s+(?:further\s+)?period\s+of\s+)?(?:up\s+to\s+)?$/iu;
// "During the Term", with no length after it.
const DURING_TERM = /\b(?:during|throughout)\s+the\s+(?:term|course\s+of\s+this\s+agreement)\b/iu;

/**
 * The words after a length count it from the end of the term ("… following the end of the Supply Period", "…
 * after its termination", "… thereafter"): a period that runs once the agreement is over, never its term.
 */
export function runsAfterTheEnd(textAfterLength: string): boolean {
  return AFTER_END_FOLLOWS.test(textAfterLength) || THEREAFTER_FOLLOWS.test(textAfterLength);
}

/**
 * The period a sentence sets for what binds after the agreement ends: "During the Term and for twelve (12)
 * months thereafter" binds while it runs and twelve months after; "for two years following termination" two
 * years after. A length counted from another event (the effective date, a launch) is not one.
 */
export function statedPeriod(stated: string): StatedPeriod | undefined {
  const sentence = withFiguresUnbracketed(stated);
  for (const duration of durationsIn(sentence)) {
    const before = sentence.slice(Math.max(0, duration.index - 300), duration.index);
    const after = sentence.slice(duration.index + duration.text.length);
    const termBefore = TERM_AND_BEFORE.test(before);
    if (AFTER_END_FOLLOWS.test(after) || (termBefore && THEREAFTER_FOLLOWS.test(after)))
      return { afterEnd: durationLabel(duration), duringTerm: termBefore };
  }
  // A sentence that also runs after the end ("… and for a period thereafter") binds for more than the term,
  // even where the length was not read.
  return DURING_TERM.test(sentence) && !AFTER_THE_END.test(sentence) ? { duringTerm: true } : undefined;
}

/**
 * A figure a form proposes in brackets ("for [6] years after its termination") is a stated length all the same:
 * read without its brackets.
 */
export function withFiguresUnbracketed(text: string): string {
  return text.replace(/\[\s*(\d+)\s*\]/gu, '$1');
}

// The placeholders rule impacts use where the sentence's own period was not read.
const FOR_A_PERIOD = /,\s+for\s+a\s+period(?=\.)/u;
const FOR_THE_PERIOD_IT_STATES = /,\s+for\s+the\s+period\s+it\s+states(?=\.)/u;

/** A line with "for a period" / "for the period it states" told with the period the sentence states. */
export function withStatedPeriod(line: string, sentence: string): string {
  if (!FOR_A_PERIOD.test(line) && !FOR_THE_PERIOD_IT_STATES.test(line)) return line;
  const period = statedPeriod(sentence);
  if (period === undefined) return line;
  const { afterEnd, duringTerm } = period;
  const whole =
    afterEnd === undefined
      ? 'while the agreement runs'
      : duringTerm
        ? `during the agreement and for ${afterEnd} after it ends`
        : `for ${afterEnd} after the agreement ends`;
  const told = line.replace(FOR_A_PERIOD, `, ${whole}`);
  return afterEnd === undefined ? told : told.replace(FOR_THE_PERIOD_IT_STATES, `, for ${afterEnd}`);
}

/** When a restraint binds, as its own sentence states it. */
export type RestraintTime =
  /** After the end: for the stated length when there is one, and also while it runs when it says so. */
  | { runs: 'after-end'; afterEnd?: string; duringTerm: boolean }
  /** Only while the agreement runs ("during the term of this Agreement"). */
  | { runs: 'during-term' }
  /** The sentence says neither. */
  | { runs: 'unstated' };

// Words that make a restraint run after the end: it survives, runs "after termination", "thereafter",
// "whether during or after", forever, or "after the Consultant ceases to provide services".
const AFTER_END_WORDS = String.raw`\bsurviv\w*|\b(?:after|following|beyond|upon|from)\s+(?:the\s+|any\s+|its\s+|such\s+)?(?:date\s+of\s+(?:the\s+|any\s+|such\s+)?)?(?:expiration\s+or\s+|expiry\s+or\s+)?(?:termination|expiration|expiry|end|cessation)\b|\b(?:after|following)\s+(?:this|the)\s+(?:agreement|contract|term)\s+(?:terminates|ends|expires)\b|\b(?:after|following)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}?(?:ceases?|leaves?|departure|separation)\b|\bthereafter\b|\bpost-?(?:termination|term)\b|\bperpetu\w*|\bwhether\s+during\s+or\s+after\b`;
// "during the term", "while this Agreement is in effect", "for so long as this Agreement remains in force".
const DURING_TERM_WORDS = String.raw`\b(?:during|throughout)\s+the\s+(?:term|continuance|existence|life|currency|course\s+of\s+this\s+(?:agreement|contract))\b|\bwhile\s+this\s+(?:agreement|contract)\b|\b(?:so|as)\s+long\s+as\s+this\s+(?:agreement|contract)\b`;
const AFTER_THE_END = new RegExp(AFTER_END_WORDS, 'iu');
const WHILE_IT_RUNS = new RegExp(DURING_TERM_WORDS, 'iu');

/** A sentence that binds only while the agreement runs: it says so, and says nothing of after the end. */
export const DURING_TERM_ONLY = new RegExp(
  `^(?![\\s\\S]*(?:${AFTER_END_WORDS}))(?=[\\s\\S]*(?:${DURING_TERM_WORDS}))`,
  'iu',
);

/**
 * When a restraint binds, from its sentence: "for twelve (12) months after its termination" after the end,
 * for that length; "shall survive termination" after the end; "during the term of this Agreement" only while
 * it runs; neither, unstated.
 */
export function restraintTime(sentence: string): RestraintTime {
  const period = statedPeriod(sentence);
  if (period?.afterEnd) return { runs: 'after-end', afterEnd: period.afterEnd, duringTerm: period.duringTerm };
  if (AFTER_THE_END.test(sentence)) return { runs: 'after-end', duringTerm: WHILE_IT_RUNS.test(sentence) };
  return WHILE_IT_RUNS.test(sentence) ? { runs: 'during-term' } : { runs: 'unstated' };
}

/**
 * How long a restraint lasts, in words to end a line with ("for 12 months after the agreement ends"),
 * undefined when the sentence states no period after the end.
 */
export function restraintSpan(time: RestraintTime): string | undefined {
  if (time.runs === 'during-term') return 'while the agreement runs';
  if (time.runs !== 'after-end' || time.afterEnd === undefined) return undefined;
  return time.duringTerm
    ? `while the agreement runs and for ${time.afterEnd} after it ends`
    : `for ${time.afterEnd} after the agreement ends`;
}

// The restraint rules' claims that they bind after the end: "… in your field after the agreement ends.",
// "… whom you may sell to, during and after the agreement."
const AFTER_END_CLAIM = /\s+after\s+the\s+agreement\s+ends(?=\.)/gu;
const DURING_AND_AFTER_CLAIM = /,\s+during\s+and\s+after\s+the\s+agreement(?=\.)/gu;

/**
 * A restraint's line ("It can stop you … after the agreement ends.") told as its sentence states the time:
 * with the stated length, "while the agreement runs" for one limited to the term, without the claim when
 * the sentence is silent, and as it is when the sentence makes it survive with no length.
 */
export function withRestraintTimeAsStated(line: string, sentence: string): string {
  if (!line.match(AFTER_END_CLAIM) && !line.match(DURING_AND_AFTER_CLAIM)) return line;
  const time = restraintTime(sentence);
  if (time.runs === 'after-end' && time.afterEnd === undefined) return line;
  const span = restraintSpan(time);
  const told = span ? ` ${span}` : '';
  return line.replace(AFTER_END_CLAIM, told).replace(DURING_AND_AFTER_CLAIM, span ? `,${told}` : '');
}
