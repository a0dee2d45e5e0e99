import { durationLabel, durationsIn } from './durations';

/** How long a restraint or a surviving duty lasts, as its own sentence states it. */
export interface StatedPeriod {
  /** "18 months": the length after the end, or undefined when it lasts only while the agreement runs. */
  afterEnd?: string;
  /** It also binds while the agreement runs ("During the Term and for …"). */
  duringTerm: boolean;
}

// "… after the termination", "following any expiry", "from the date of termination", "after this Agreement ends".
const AFTER_END_FOLLOWS =
  /^\s*(?:immediately\s+)?(?:after|following|from|beyond|of)\s+(?:(?:the|any|such|its|his|her)\s+)?(?:date\s+of\s+(?:the\s+|any\s+|such\s+)?)?(?:expiration|expiry|termination|end|cessation)\b|^\s*(?:immediately\s+)?(?:after|following)\s+(?:this|the)\s+(?:agreement|contract|employment|engagement)\s+(?:terminates|ends|expires)\b/iu;
// "… thereafter", counted from the end of a term named just before it.
const THEREAFTER_FOLLOWS = /^\s*(?:immediately\s+)?thereafter\b/iu;
// "During the Term and for a period of" just before the length.
const TERM_AND_BEFORE =
  /\b(?:during|throughout|for)\s+(?:the\s+)?(?:term|course|period|duration|life|time)\b[^.;]{0,80}\band\s+(?:for\s+)?(?:a\s+(?:further\s+)?period\s+of\s+)?(?:up\s+to\s+)?$/iu;
// "During the Term", with no length after it.
const DURING_TERM = /\b(?:during|throughout)\s+the\s+(?:term|course\s+of\s+this\s+agreement)\b/iu;

/**
 * The period a sentence sets for what binds after the agreement ends: "During the Term and for twelve (12)
 * months thereafter" binds while it runs and twelve months after; "for two years following termination" two
 * years after. A length counted from another event (the effective date, a launch) is not one.
 */
export function statedPeriod(sentence: string): StatedPeriod | undefined {
  for (const duration of durationsIn(sentence)) {
    const before = sentence.slice(Math.max(0, duration.index - 120), duration.index);
    const after = sentence.slice(duration.index + duration.text.length);
    const termBefore = TERM_AND_BEFORE.test(before);
    if (AFTER_END_FOLLOWS.test(after) || (termBefore && THEREAFTER_FOLLOWS.test(after)))
      return { afterEnd: durationLabel(duration), duringTerm: termBefore };
  }
  return DURING_TERM.test(sentence) ? { duringTerm: true } : undefined;
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
