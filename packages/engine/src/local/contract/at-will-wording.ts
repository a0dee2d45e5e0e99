/**
 * The words drafters use for an act (ending the agreement, suspending a service, raising the rent) that a
 * party may do whenever and for whatever reason it likes, or without telling the other side first. Each is
 * defined once here: the rules, the statements and the advice that read them must agree on what they cover.
 * Each pattern has no `g` flag, so `test` keeps no state; `.source` composes them into larger patterns.
 */

/** No notice at all: "without notice", "without any prior written notice", "without further notice". */
export const WITHOUT_NOTICE = /\bwithout\s+(?:any\s+)?(?:prior\s+|advance\s+|further\s+)?(?:written\s+)?notice\b/iu;

/** Whenever the holder likes: "at any time". */
export const AT_ANY_TIME = /\bat\s+any\s+time\b/iu;

/** No ground needed: "for any reason", "for any or no reason", "for no reason", "with or without cause", "without reason". */
export const NO_REASON_NEEDED =
  /\bfor\s+(?:any\s+(?:or\s+no\s+)?|no\s+)reason\b|\b(?:with\s+or\s+)?without\s+(?:any\s+)?(?:cause|reason)\b/iu;

/** For the holder's own convenience: "for convenience", "for its convenience". */
export const FOR_CONVENIENCE = /\bfor\s+(?:its\s+)?convenience\b/iu;

/** At will: "at will", "at-will". */
export const AT_WILL = /\bat[-\s]will\b/iu;

/** Any of the patterns, as one: the sentence lets its holder act whenever or for whatever reason it likes. */
export function eitherOf(...patterns: readonly RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.source).join('|'), 'iu');
}

/**
 * The holder may act whenever and for whatever reason it likes: at any time, for any or no reason, without cause,
 * for convenience, at will.
 */
export const WHENEVER_IT_LIKES = eitherOf(AT_ANY_TIME, NO_REASON_NEEDED, FOR_CONVENIENCE, AT_WILL);
