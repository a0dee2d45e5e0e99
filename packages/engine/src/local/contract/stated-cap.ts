import type { Sentence } from '../../text/sentences';
import { type LiabilityCap, liabilityCap } from './liability-cap';

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
 */
export function statedLiabilityCap(sentences: readonly Sentence[]): LiabilityCap | undefined {
  const amount = liabilityCap(sentences);
  // A sum that caps only a trial or free use ("liability for Betas will not exceed $1,000") is not the
  // cap on the agreement, where another sentence caps the rest by reference.
  if (amount && !capsOnlyTrialUse(amount)) return amount;
  return capByReference(sentences) ?? amount;
}

// Use that is tried or given for nothing: "Trials and Betas", "the evaluation", "free services".
const TRIAL_USE =
  /\b(?:trials?|betas?|previews?|evaluations?|pilots?)\b|\bfree\s+(?:of\s+charge|services?|version|tier|plan|use|accounts?)\b/iu;

/** The cap's own sentence names a trial or free use before its ceiling. */
function capsOnlyTrialUse(cap: LiabilityCap): boolean {
  return TRIAL_USE.test(cap.sentence.text.slice(0, cap.focus));
}

/** The first cap set at an amount another document states, with that document where the words name it. */
export function capByReference(sentences: readonly Sentence[]): LiabilityCap | undefined {
  for (const sentence of sentences) {
    if (!LIABILITY.test(sentence.text)) continue;
    for (const ceiling of sentence.text.matchAll(CEILING)) {
      const after = sentence.text.slice(ceiling.index + ceiling[0].length);
      const cap = referencedAmount(after, sentences);
      if (cap) return { cap: cap.amount, sentence, focus: ceiling.index, setIn: cap.setIn ?? '' };
    }
  }
  return undefined;
}

function referencedAmount(
  after: string,
  sentences: readonly Sentence[],
): { amount: string; setIn: string | undefined } | undefined {
  const set = AMOUNT_SET_IN.exec(after);
  if (set?.[1]) return { amount: withArticle(set[1]), setIn: set[2] };
  const defined = (isShouted(after) ? SHOUTED_AMOUNT : DEFINED_AMOUNT).exec(after);
  if (!defined?.[1]) return undefined;
  const term = defined[1];
  const setIn = SET_IN_AFTER.exec(after.slice(term.length))?.[1] ?? definedIn(term, sentences);
  return { amount: `the ${term}`, setIn };
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

/** The document a definition of the term says sets it: "“General Cap Amount” means the amount stated on the Cover Page". */
function definedIn(term: string, sentences: readonly Sentence[]): string | undefined {
  const quoted = new RegExp(`["“']${term.replace(/\s+/gu, '\\s+')}["”']`, 'u');
  const definition = sentences.find(({ text }) => quoted.test(text) && /\b(?:means|shall\s+mean|is)\b/iu.test(text));
  if (!definition) return undefined;
  return new RegExp(String.raw`(?:${SET_IN}|\b(?:in|on)\s+)${FIGURES_DOCUMENT}`, 'iu').exec(definition.text)?.[1];
}

/**
 * The cap as the reader is told it: a cap set elsewhere says where its figure stands ("the General Cap
 * Amount, whose figure is set in the Cover Page: check that amount there"), so it reads as a cap, not as none.
 */
export function capAsTold(cap: LiabilityCap): string {
  if (cap.setIn === undefined || (cap.setIn !== '' && cap.cap.includes(cap.setIn))) {
    return cap.setIn === undefined ? cap.cap : `${cap.cap}: check that amount there`;
  }
  const where = cap.setIn === '' ? 'outside these terms, such as on a cover page or order form' : `in the ${cap.setIn}`;
  return `${cap.cap}, whose figure is set ${where}: check that amount there`;
}
