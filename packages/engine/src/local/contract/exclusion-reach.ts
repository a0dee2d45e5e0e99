/**
 * How far an exclusion of liability reaches, as its sentence says: which damages it shuts out, and which
 * losses. "Damages of any kind, including special or consequential damages" shuts out every kind of damages,
 * direct loss included: the list after "including" only gives examples. An exclusion "on account of the
 * termination of this Agreement" reaches only loss caused by the agreement ending, not every claim under it.
 * Patterns follow how such exclusions are commonly drafted, never the wording of particular documents.
 */

// The kinds of loss an exclusion may name; "indirect, special or other damages of any kind" shuts out those kinds only.
const KIND_BEFORE = String.raw`(?<!\b(?:indirect|consequential|incidental|special|punitive|exemplary|multiple|treble|such)\b[^.;]{0,80})`;

/**
 * Damages named as a whole: "damages of any kind", "any damages whatsoever", "any damages, including …",
 * "any and all damages (such as …)".
 */
const EVERY_KIND_OF_DAMAGES = new RegExp(
  String.raw`${KIND_BEFORE}\b(?:damages|losses|compensation)\s+(?:of\s+any\s+(?:kind|nature|type|sort|character|description)(?:\s+whatsoever)?|of\s+whatever\s+(?:kind|nature)|whatsoever)\b|\bany\s+(?:and\s+all\s+)?(?:damages|losses)\s*(?:,|\()?\s*(?:including|such\s+as|whether)\b`,
  'iu',
);

// A party freed from liability: "shall not be liable", "shall have no liability", "in no event … be liable".
const FREED_FROM_LIABILITY =
  /\b(?:(?:shall|will)\s+not\s+be\s+(?:held\s+)?(?:liable|responsible)|(?:shall|will)\s+have\s+no\s+(?:liability|responsibility)|(?:is|are)\s+not\s+liable)\b|\b(?:in\s+no\s+event|under\s+no\s+circumstances?|neither|no\s+party)\b[^.;]{0,80}\b(?:shall|will)\s+(?:\w+\s+){0,3}?be\s+(?:held\s+)?liable\b/iu;

// A ceiling on the amount: a cap, not an exclusion.
const NAMES_AN_AMOUNT =
  /\b(?:exceed\w*|(?<!\bnot\s)limited\s+to|capped|cap\s+on|maximum|aggregate|total\s+liability|amounts?\s+(?:paid|payable)|fees\s+paid)\b|[$€£]/iu;

/** The sentence frees a party from damages of every kind, not only from kinds of loss, and sets no amount. */
export function excludesEveryKindOfDamages(sentence: string): boolean {
  return FREED_FROM_LIABILITY.test(sentence) && EVERY_KIND_OF_DAMAGES.test(sentence) && !NAMES_AN_AMOUNT.test(sentence);
}

const ENDING = String.raw`(?:expiration|expiry|termination|non-?renewal|cancell?ation)`;
/**
 * Losses named by what causes them, and that cause the agreement's ending alone: "on account of the termination
 * of this Agreement", "arising from the expiration or termination of this Agreement". "Arising from the
 * performance or termination of this Agreement" reaches more, and is not read as the ending alone.
 */
const CAUSED_BY_ENDING = new RegExp(
  String.raw`\b(?:on\s+account\s+of|by\s+reason\s+of|arising\s+(?:out\s+of|from)|resulting\s+from|due\s+to|as\s+a\s+(?:result|consequence)\s+of|caused\s+by|because\s+of|in\s+connection\s+with|with\s+respect\s+to|solely\s+(?:by\s+reason|because)\s+of)\s+(?:the\s+|any\s+|such\s+|its\s+|a\s+)?${ENDING}(?:\s*(?:,|or|and|and\/or)\s+(?:the\s+)?${ENDING})*\b(?!\s*(?:,|or|and|and\/or)\s+(?!${ENDING}))`,
  'iu',
);

/** The exclusion reaches only loss caused by the agreement ending (its termination or expiry). */
export function reachesOnlyLossFromEnding(sentence: string): boolean {
  return FREED_FROM_LIABILITY.test(sentence) && CAUSED_BY_ENDING.test(sentence);
}
