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

/**
 * Losses an exclusion may name as heads of their own, each told in the reader's words. Named beside the kinds of
 * loss ("indirect or consequential damages, or any loss of profits"), they are shut out however directly they
 * arise; named after "including" or "such as", they only give examples of those kinds.
 */
const NAMED_HEADS: readonly [RegExp, string][] = [
  [
    /\b(?:loss(?:es)?\s+of\s+(?:\w+\s+(?:or|and)\s+)?(?:profits?|revenues?|income|earnings)|lost\s+(?:profits?|revenues?|income|earnings))\b/iu,
    'lost profits or revenue',
  ],
  [
    /\b(?:(?:loss(?:es)?|corruption)\s+of\s+(?:\w+\s+(?:or|and)\s+)?data|lost\s+data|(?:loss|corruption)\s+(?:or\s+corruption\s+)?of\s+(?:or\s+damage\s+to\s+)?data)\b/iu,
    'lost data',
  ],
  [
    /\bcosts?\s+of\s+(?:procur\w*|obtain\w*|acquir\w*|buy\w*)\s+(?:of\s+)?(?:any\s+)?(?:substitute|replacement|alternative)\b/iu,
    'the cost of substitute goods or services',
  ],
  [/\b(?:loss\s+of\s+(?:\w+\s+(?:or|and)\s+)?goodwill|lost\s+goodwill)\b/iu, 'lost goodwill'],
  // Being unable to use what was bought, or to run the business: "interruption of use", "loss of use", "downtime".
  [
    /\b(?:interruption\s+of\s+(?:use|service|business)|business\s+interruption|loss\s+of\s+use|downtime)\b/iu,
    'loss of use or business interruption',
  ],
];
// Words opening examples of what comes before them, or the cause of a loss: a head after them is not one of its own.
const EXAMPLES_OR_CAUSE =
  /\b(?:including|includes|such\s+as|for\s+example|e\.g\.|namely|in\s+particular|arising|resulting|caused|due\s+to|relat(?:ed|ing)\s+to|by\s+reason\s+of|in\s+connection\s+with)\b/iu;
// The kinds of loss an exclusion names.
const KIND_OF_LOSS = /\b(?:indirect|consequential|incidental|special|punitive|exemplary)\b/giu;
// A bracket, which holds examples or a definition and no head of the exclusion itself; a list mark's bracket is kept.
const BRACKETED = /\((?![a-z0-9]{1,4}\))[^()]*\)/giu;

// "loss of profits, use, goodwill, or data": one "loss of" over a list of what is lost.
const LOSS_OF_LIST = /\b(loss(?:es)?\s+of)\s+([\p{L}-]+(?:\s*,\s*(?:(?:or|and)\s+)?[\p{L}-]+)+)/giu;

/** Each item of a list after one "loss of" told as its own loss: "loss of profits, loss of use, loss of goodwill". */
function withEachLossNamed(text: string): string {
  return text.replace(LOSS_OF_LIST, (_whole, lossOf: string, list: string) =>
    list
      .split(/\s*,\s*/u)
      .map((item, at) => (at === 0 ? `${lossOf} ${item}` : item.replace(/^((?:or|and)\s+)?/iu, `$1${lossOf} `)))
      .join(', '),
  );
}

/**
 * The losses an exclusion of kinds of loss shuts out as heads of their own, beyond those kinds, in the order
 * the reader is told them: "indirect damages, or any loss of profits, whether incurred directly or indirectly"
 * shuts out lost profits however they arise. Empty where it names none, or names them only as examples or causes.
 */
export function headsExcludedOutright(sentence: string): string[] {
  const text = withEachLossNamed(sentence.replace(/\s+/gu, ' ').replace(BRACKETED, ' '));
  const freed = FREED_FROM_LIABILITY.exec(text);
  if (!freed) return [];
  const kinds = [...text.matchAll(KIND_OF_LOSS)];
  if (kinds.length === 0) return [];
  return NAMED_HEADS.flatMap(([head, told]) => {
    const named = head.exec(text.slice(freed.index));
    if (!named) return [];
    const at = freed.index + named.index;
    // The words from the last kind of loss before the head (or from the exclusion's verb) to the head itself.
    const from = kinds.filter((kind) => kind.index < at).at(-1)?.index ?? freed.index;
    return EXAMPLES_OR_CAUSE.test(text.slice(from, at)) ? [] : [told];
  });
}
