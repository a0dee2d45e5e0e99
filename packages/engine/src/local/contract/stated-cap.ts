import type { Sentence } from '../../text/sentences';
import { capAfter, type LiabilityCap, liabilityCaps } from './liability-cap';
import { dealScope, narrowScope } from './provision-scope';
import { isTokenSum } from './token-cap';

const LIABILITY = /\bliabilit(?:y|ies)\b|\bliable\b|\bdamages\b/iu;
// Where a ceiling is stated: "will not exceed", "In no event shall … exceed", "is limited to", "capped at".
const CEILING =
  /\b(?:(?:shall|will|may|does|to)\s+not\s+exceed|not\s+to\s+exceed|(?<=\b(?:shall|will)\b[^.;]{0,80}\s)exceed|(?<!\bnot\s)(?:be\s+)?limited\s+to|capped\s+at|in\s+excess\s+of|be\s+(?:greater|more|higher)\s+than)\s+(?:the\s+)?/giu;
// An amount named by a defined term, every word capitalised, ending in a word for an amount:
// "the General Cap Amount", "the Liability Amount", "the Maximum Liability", "the Fees".
const DEFINED_AMOUNT =
  /^((?:[\p{Lu}][\p{L}-]*\s+){0,3}(?:Amount|Cap|Limit|Limitation|Fees|Charges|Price|Sum|Maximum|Liability|Ceiling))\b/u;
// In text set in capitals, where every word looks defined: only a plain word for a cap's amount, ending
// the clause or followed by where it is set ("WILL NOT EXCEED THE GENERAL CAP AMOUNT.").
const SHOUTED_AMOUNT =
  /^((?:[\p{L}-]+\s+){0,3}?(?:AMOUNT|CAP|LIMIT|CEILING))(?=\s*(?:[.,;(]|$)|\s+(?:SET|STATED|SPECIFIED|IDENTIFIED|SHOWN|IN|ON|UNDER)\b)/u;
// The documents that carry a deal's figures apart from its standard terms.
const FIGURES_DOCUMENT = String.raw`(?:the\s+|an?\s+|any\s+|each\s+|your\s+)?((?:applicable\s+)?(?:Order\s+Form|Cover\s+Page|Cover\s+Sheet|Order|Schedule(?:\s+[A-Z\d]{1,3}\b)?|Statement\s+of\s+Work|SOW|Key\s+Terms|Quote|Quotation|Proposal|Subscription\s+Form|Service\s+Order|Purchase\s+Order))`;
const SET_IN = String.raw`\b(?:set\s+(?:out|forth)|stated|specified|identified|listed|shown|indicated|designated|agreed)\s+(?:as\s+such\s+)?(?:in|on|under)\s+`;
// An amount the words say another document sets: "the amount set out in the Cover Page".
const AMOUNT_SET_IN = new RegExp(
  String.raw`^((?:an?\s+|the\s+)?(?:total\s+|aggregate\s+|maximum\s+)?(?:amount|sum|fees?|limit|cap)\b[^.;,]{0,40}?${SET_IN}${FIGURES_DOCUMENT})`,
  'iu',
);
// Where a defined amount is set, as the words just after it say ("… Liability Amount stated in the Order Form").
const SET_IN_AFTER = new RegExp(`^[^.;]{0,30}?${SET_IN}${FIGURES_DOCUMENT}`, 'iu');

/**
 * The cap the contract states: at an amount (`liability-cap.ts`), or at an amount it sets elsewhere (a
 * cover page, an order form) and names here by a defined term or by where it stands. Such a cap exists,
 * whatever its figure: the reader is told to check the figure there, never that nothing is capped.
 * The contract's general cap is the one told; a cap only for trials and betas, free use or an evaluation
 * (`provision-scope.ts`) is told after it, or alone with what it is limited to where there is no other.
 */
export function statedLiabilityCap(sentences: readonly Sentence[]): LiabilityCap | undefined {
  // Each step of advice asks again for the same document's cap: it is read once.
  if (!capOf.has(sentences)) capOf.set(sentences, generalCapFirst(sentences));
  return capOf.get(sentences);
}

const capOf = new WeakMap<readonly Sentence[], LiabilityCap | undefined>();

function generalCapFirst(sentences: readonly Sentence[]): LiabilityCap | undefined {
  const deal = dealScope(sentences);
  const scoped = (caps: readonly LiabilityCap[]) =>
    caps.map((cap) => {
      const narrow = narrowScope(cap.sentence.text, deal);
      return narrow ? { ...cap, narrow } : cap;
    });
  const atAmounts = scoped(liabilityCaps(sentences));
  // A cap by reference is looked for only where no general cap is stated at an amount.
  const caps = atAmounts.some((cap) => cap.narrow === undefined)
    ? atAmounts
    : [...atAmounts, ...scoped(capsByReference(sentences))];
  const general = caps.find((cap) => cap.narrow === undefined);
  const narrower = caps.find((cap) => cap.narrow !== undefined);
  if (general && narrower?.narrow) return { ...general, narrower: { limit: narrower.narrow.limit, cap: narrower.cap } };
  return general ?? narrower;
}

/** The caps set at an amount another document states, with that document where the words name it. */
function capsByReference(sentences: readonly Sentence[]): LiabilityCap[] {
  return sentences.flatMap((sentence) => {
    if (!LIABILITY.test(sentence.text)) return [];
    for (const ceiling of sentence.text.matchAll(CEILING)) {
      const after = sentence.text.slice(ceiling.index + ceiling[0].length);
      const cap = referencedAmount(after, sentences);
      if (cap) return [{ cap: cap.amount, sentence, focus: ceiling.index, setIn: cap.setIn }];
    }
    return [];
  });
}

/**
 * The amount a ceiling names by reference, and where it is set: '' where the contract does not say which
 * document, undefined where its own definition states the amount ("“Liability Ceiling” means the fees paid …").
 */
function referencedAmount(
  after: string,
  sentences: readonly Sentence[],
): { amount: string; setIn: string | undefined } | undefined {
  const set = AMOUNT_SET_IN.exec(after);
  if (set?.[1]) return { amount: withArticle(set[1]), setIn: set[2] ?? '' };
  const defined = (isShouted(after) ? SHOUTED_AMOUNT : DEFINED_AMOUNT).exec(after);
  if (!defined?.[1]) return undefined;
  const term = defined[1];
  const setIn = SET_IN_AFTER.exec(after.slice(term.length))?.[1] ?? definedIn(term, sentences);
  if (setIn !== undefined) return { amount: `the ${term}`, setIn };
  const amount = definedAmount(term, sentences);
  return amount ? { amount: `the ${term} (${amount})`, setIn: undefined } : { amount: `the ${term}`, setIn: '' };
}

/** Text in capitals throughout tells no defined term by its capitals. */
function isShouted(text: string): boolean {
  const words = text.slice(0, 60).match(/\p{L}+/gu) ?? [];
  return words.length > 2 && words.every((word) => word === word.toUpperCase());
}

function withArticle(amount: string): string {
  const trimmed = amount.replace(/\s+/gu, ' ').trim();
  return /^(?:an?|the)\s/iu.test(trimmed) ? trimmed : `the ${trimmed}`;
}

/** The definition of a defined term, in any of its quoted forms: "“Liability Ceiling” means …". */
function definitionOf(term: string, sentences: readonly Sentence[]): Sentence | undefined {
  const quoted = new RegExp(`["“']${term.replace(/\s+/gu, '\\s+')}["”']`, 'u');
  return sentences.find(({ text }) => quoted.test(text) && /\b(?:means|shall\s+mean|is)\b/iu.test(text));
}

/** The amount the term's own definition states ("means the fees paid … in the prior year"). */
function definedAmount(term: string, sentences: readonly Sentence[]): string | undefined {
  const definition = definitionOf(term, sentences);
  const means = definition && /\b(?:means|shall\s+mean|is)\b/iu.exec(definition.text);
  if (!definition || !means) return undefined;
  return capAfter(definition.text.slice(means.index + means[0].length));
}

/** The document a definition of the term says sets it: "“General Cap Amount” means the amount stated on the Cover Page". */
function definedIn(term: string, sentences: readonly Sentence[]): string | undefined {
  const definition = definitionOf(term, sentences);
  if (!definition) return undefined;
  return new RegExp(String.raw`(?:${SET_IN}|\b(?:in|on)\s+)${FIGURES_DOCUMENT}`, 'iu').exec(definition.text)?.[1];
}

/**
 * The cap as the reader is told it: a cap set elsewhere says where its figure stands ("the General Cap
 * Amount, whose figure is set in the Cover Page: check that amount there"), so it reads as a cap, not as none.
 */
export function capAsTold(cap: LiabilityCap): string {
  if (cap.setIn === undefined && isTokenSum(cap.cap)) return withItsReach(cap, `${cap.cap}, a token sum`);
  if (cap.setIn === undefined || (cap.setIn !== '' && cap.cap.includes(cap.setIn))) {
    return withItsReach(cap, cap.setIn === undefined ? cap.cap : `${cap.cap}: check that amount there`);
  }
  const where = cap.setIn === '' ? 'outside these terms, such as on a cover page or order form' : `in the ${cap.setIn}`;
  return withItsReach(cap, `${cap.cap}, whose figure is set ${where}: check that amount there`);
}

/**
 * The cap told with what it reaches: a general cap with the narrower one beside it ("…; for free-of-charge
 * use, $50"), a cap only for trials and betas with that limit ("$1,000 (only for the Beta Features)").
 */
export function withItsReach(cap: LiabilityCap, told: string): string {
  if (cap.narrower) return `${told}; ${cap.narrower.limit}, ${cap.narrower.cap}`;
  return cap.narrow ? `${told} (only ${cap.narrow.limit})` : told;
}
