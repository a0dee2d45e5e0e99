import { type Sentence, stopsAnAbbreviation } from '../../text/sentences';
import { DEBTS_STATED, SELLERS_EXPOSURE_IN_A_SALE, withoutOtherActs } from './other-acts';
import type { NarrowScope } from './provision-scope';

/** The ceiling the contract puts on a party's liability, as it states it. */
export interface LiabilityCap {
  cap: string;
  sentence: Sentence;
  focus: number;
  /**
   * For a cap set at an amount another document states (`stated-cap.ts`): that document, as the
   * contract names it ("Order Form", "Cover Page"), or '' where the contract does not say which.
   */
  setIn?: string | undefined;
  /** How its sentence limits what the cap covers ("for beta features"), when it is no general cap. */
  narrow?: NarrowScope | undefined;
  /** A cap the contract sets beside this general one for a narrower case ("for free-of-charge use, $50"). */
  narrower?: { limit: string; cap: string } | undefined;
}

const LIABILITY = /\bliabilit(?:y|ies)\b|\bliable\b|\bdamages\b/iu;
/**
 * Liability capped under the name of responsibility: "our total responsibility shall not exceed …", "in no event
 * will we be responsible for more than …". A party responsible for costs above a sum ("responsible for any usage in
 * excess of 500 messages") pays them, and caps nothing.
 */
export const RESPONSIBILITY_CAPPED = new RegExp(
  [
    String.raw`\b(?:total|aggregate|entire|maximum|cumulative|whole|overall)\s+(?:[\p{L}'’-]+\s+){0,2}?responsibility\b[^.;]{0,160}?\b(?:(?:shall|will|may|does|do|to)\s+not(?:\s*,[^,.;]{1,40},)?(?:\s+in\s+(?:the\s+)?aggregate)?\s+exceed|(?<!\bnot\s)(?:is|are|shall\s+be|will\s+be|be)\s+limited\s+to|(?:is|are|shall\s+be|will\s+be|be)\s+capped\s+at)\b`,
    String.raw`(?:\b(?:in\s+no\s+event|under\s+no\s+circumstances?)\b[^.;]{0,80}?|\b(?:shall|will)\s+not\s+)\bbe\s+(?:held\s+)?responsible\s+(?:to\s+[^.;]{1,40}?\s+)?for\s+(?:any\s+(?:amounts?|sums?|damages)\s+)?(?:more\s+than|in\s+excess\s+of|exceeding|greater\s+than)\b`,
  ].join('|'),
  'iu',
);
// What follows "shall not exceed", "limited to", "in excess of": the ceiling itself.
// "Including but not limited to" lists examples and caps nothing, so a ceiling is read after it.
// A total stated as what the liability is: "the maximum total liability of the Studio for any claims is $50". Only an
// amount just after the verb is a ceiling ("is $50", "shall be the greater of …"), not "is several" or "is limited".
const AMOUNT_NEXT = String.raw`(?=\s+(?:the\s+(?:greater|lesser|total|sum|amount)\b|an?\s+amount\b|[$€£]|US\$|USD\b|EUR\b|GBP\b|\d|(?:one|two|three|five|ten|twenty|fifty|one\s+hundred)\b))`;
const TOTAL_IS = new RegExp(
  String.raw`(?<=\b(?:maximum|total|aggregate|entire|cumulative)\s+(?:[\p{L}'’-]+\s+){0,3}?liabilit(?:y|ies)\b[^.;]{0,200}?)\b(?:is|are|shall\s+be|will\s+be)${AMOUNT_NEXT}`,
  'iu',
);
const CEILING = new RegExp(
  String.raw`\b(?:shall|will|may|does|to)\s+not\s+exceed|\bnot\s+to\s+exceed|\bexceed(?:s|ing)?\b|\bin\s+excess\s+of|\bmore\s+than|\b(?:be\s+)?(?:greater|higher)\s+than|\b(?<!\bnot\s)(?:be\s+)?limited\s+to|\bcapped\s+at|\bmaximum\s+(?:aggregate\s+)?(?:liability|amount)\s+of${AMOUNT_NEXT}|${TOTAL_IS.source}`,
  'giu',
);
// A sum in words: "one hundred", "five thousand", "twenty-five million".
const NUMBER_WORDS = String.raw`(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine|hundred|thousand|million|and))*)`;
// What was paid or payable for the deal: the amount a fees-based cap names.
const FEES_PAID = String.raw`\b(?:fees?|amounts?|sums?|price|compensation|remuneration|consideration|payments?|royalties|charges)\b[^.;]{0,40}?\b(?:paid|payable|received|receives|earned)`;
// A multiple of the fees ("one times the annual Fees", "two (2) times the Charges"): an amount however it is set.
const FEES_MULTIPLE = String.raw`\b(?:one|two|three|four|five|\d+(?:\.\d+)?)\s*(?:\(\d+(?:\.\d+)?\)\s*)?(?:times|x)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:fees|charges|contract\s+value|price)\b`;
// The fees of a period ("six (6) months' spend", "twelve months of fees"): what was paid, named by its time.
const PERIOD_SPEND = String.raw`\b(?:\d+|${NUMBER_WORDS})\s*(?:\(\d+\)\s*)?(?:months?|years?)['’]?\s+(?:of\s+)?(?:spend|fees|charges|payments)\b`;
// The value of a thing of the deal that has a price: "the total amount of the prize offered", "the value of the order".
const VALUE_OF = String.raw`\b(?:total\s+|aggregate\s+|full\s+)?(?:amount|value)\s+of\s+(?:the\s+|any\s+|a\s+|each\s+|one\s+)?(?:[\p{L}-]+\s+){0,2}?(?:prizes?|awards?|grants?|purchase\s+price|price|orders?|invoices?|contract)\b`;
// A ceiling names an amount: money, in figures or words, or what was paid or payable.
const AMOUNT = new RegExp(
  String.raw`(?:[$€£]\s?[\d,.]+(?:\s*(?:million|thousand))?|\b(?:US\$|USD|EUR|GBP)\s?[\d,.]+|\b(?:[\d,.]+|${NUMBER_WORDS})\s+(?:(?:U\.?S\.?|United\s+States|Canadian|Australian)\s+)?(?:dollars|euros|pounds)|${FEES_PAID}|${FEES_MULTIPLE}|${PERIOD_SPEND}|${VALUE_OF})`,
  'iu',
);
const MAX_CAP_WORDS = 220;
// The second limb of a cap in parts ("the greater of (a) … ; or (b) $500"): the cap goes on to it.
const NEXT_LIMB = String.raw`(?!\s*(?:(?:and|or)\s+)?\(?(?:b|ii|2)\))`;
// "…, or $1,000, whichever is greater": the other limb of the cap, not a new clause.
const NOT_WHICHEVER = String.raw`(?![^.;]{0,80}\bwhichever\b)`;
// Where the cap's words end: a semicolon or a new clause ("…, provided that"), but not before its next limb; or a
// full stop, unless it is an abbreviation's ("ONE HUNDRED U.S. DOLLARS").
const CAP_END = new RegExp(
  String.raw`;${NEXT_LIMB}|,\s+(?:(?:and|or)${NEXT_LIMB}${NOT_WHICHEVER}|provided|except|whether|whatever|however|howsoever|regardless|even)\b|\.\s`,
  'giu',
);
// How far after its ceiling a cap may name its amount: room for "on a cumulative basis, two (2) times the …".
const AMOUNT_WITHIN = 100;

/** Every sentence that caps liability at a stated amount, in the order of the text. */
export function liabilityCaps(sentences: readonly Sentence[]): LiabilityCap[] {
  return sentences.flatMap((sentence) => {
    const cap = capIn(sentence);
    return cap ? [cap] : [];
  });
}

/** The cap a sentence states, at its first ceiling followed by an amount. */
function capIn(sentence: Sentence): LiabilityCap | undefined {
  if (!LIABILITY.test(sentence.text) && !RESPONSIBILITY_CAPPED.test(sentence.text)) return undefined;
  // A party's statement of what it owes today ("has no liabilities in excess of $50,000") caps nothing, nor
  // does a limit on what a seller owes the buyer in a sale of the company.
  const text = withoutOtherActs({ otherActs: [DEBTS_STATED, SELLERS_EXPOSURE_IN_A_SALE] }, sentence.text);
  for (const ceiling of text.matchAll(CEILING)) {
    const cap = capAfter(text.slice(ceiling.index + ceiling[0].length));
    if (cap) return { cap: withPeriodNamed(cap, text.slice(0, ceiling.index)), sentence, focus: ceiling.index };
  }
  return undefined;
}

// A cap that counts what was paid in a period named before its ceiling: "in that period", "during such period".
const PERIOD_POINTED_TO = /\b(?:that|such|the\s+same|this)\s+period\b/iu;
// The period named before the ceiling: "in any twelve month period", "during each Contract Year".
const PERIOD_NAMED =
  /\b(?:in|during|within|for)\s+((?:any|each|every|the|a)\s+(?:[\p{L}\d()-]+\s+){0,4}(?:period|months?|years?))\b/giu;

/** "the fees you paid in that period" told with the period it points to: "(any twelve month period)". */
function withPeriodNamed(cap: string, beforeCeiling: string): string {
  if (!PERIOD_POINTED_TO.test(cap)) return cap;
  const period = [...beforeCeiling.matchAll(PERIOD_NAMED)].at(-1)?.[1]?.replace(/\s+/gu, ' ');
  return period ? `${cap} (${period})` : cap;
}

/** The amount a ceiling names, read from the words after it; none when no amount follows closely. */
export function capAfter(text: string): string | undefined {
  const rest = text.slice(0, MAX_CAP_WORDS);
  const amount = AMOUNT.exec(rest);
  if (!amount || amount.index > AMOUNT_WITHIN) return undefined;
  // "the fees paid by the Client in the twelve (12) months preceding the claim": up to the clause's end.
  const cap = rest
    .slice(0, capEnd(rest))
    .replace(/\s+/gu, ' ')
    .replace(/^[\s:,]+|[\s.,]+$/gu, '')
    // "exceed, in the aggregate, the greater of …": how the cap counts, not its figure.
    .replace(/^(?:in\s+(?:the\s+)?aggregate\s*,?\s*)/iu, '')
    .replace(/^(?:an?\s+amount\s+(?:equal\s+to\s+)?)/iu, '');
  return cap || undefined;
}

/** Where the cap's words end in the text after its ceiling: the first end that is no abbreviation's stop. */
function capEnd(rest: string): number {
  for (const end of rest.matchAll(CAP_END)) {
    if (end[0].startsWith('.') && stopsAnAbbreviation(rest.slice(0, end.index))) continue;
    return end.index;
  }
  return rest.length;
}

// A cap that names every party: "each party's liability", "neither party shall be liable", "the parties' liability".
const EVERY_PARTY = /\b(?:either|each|neither|both|any)\s+part(?:y|ies)\b|\bparties\b/iu;
// The party a cap names as the one whose liability it limits: "Acme's total liability", "the liability
// of Acme", "any liability for Acme under this agreement", "shall Acme be liable". A name is one to three
// capitalised words; in a passage set in capitals every word is one, so the words around it are read in
// any case there (`shoutedNames`).
const NAME = String.raw`\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*){0,2}`;
const CAPPED_PARTY = [
  String.raw`\b(?:the\s+)?(${NAME})(?:['’]s?)\s+(?:(?:total|aggregate|entire|cumulative|maximum|sole)\s+)*liabilit`,
  String.raw`\bliabilit(?:y|ies)\s+of\s+(?:the\s+)?(${NAME})`,
  // "liability for Acme" names whose liability it is only where the clause goes on at once: "liability for
  // Acme under this agreement", not "liability for Acme's acts".
  String.raw`\bliabilit(?:y|ies)\s+for\s+(?:the\s+)?(${NAME})(?=\s*,|\s+(?:under|hereunder|arising|in\s+connection|to\s+you|to\s+the|is|are|shall|will)\b)`,
  String.raw`\b(?:shall|will)\s+(?:the\s+)?(${NAME})\s+be\s+liable\b`,
  // "shall Acme or Brill Ltd be liable": both are limited.
  String.raw`\b(?:shall|will)\s+(?:the\s+)?(${NAME})\s+(?:or|and)\s+(?:the\s+)?(${NAME})\s+be\s+liable\b`,
];
const CAPPED_PARTY_CASED = CAPPED_PARTY.map((pattern) => new RegExp(pattern, 'gu'));
const CAPPED_PARTY_SHOUTED = CAPPED_PARTY.map((pattern) => new RegExp(pattern, 'giu'));
// What a capitalised run before "liability" may be other than a name: the words that open or carry the clause,
// and what a liability is "for" ("liability for Losses", "LIABILITY FOR ANY DAMAGES").
// A party's people and suppliers ("OUR SUPPLIERS' AND LICENSORS' TOTAL LIABILITY") are no party's name either.
const NOT_A_NAME_WORD =
  /^(?:in|the|its|their|our|your|such|any|all|each|no|this|these|that|under|arising|out|of|or|and|to|for|event|total|licensors|suppliers|affiliates|officers|directors|employees|agents|subcontractors|contractors|partners|members|aggregate|losses?|damages?|claims?|costs?|expenses?|liabilit(?:y|ies)|fees?|breach(?:es)?|services?|products?|content|data|software|shall|will|be|is|are)$/iu;

/** The capitalised words of a name, without the clause's own words that open the run. */
function nameIn(run: string): string | undefined {
  const words = run.split(/\s+/u);
  while (words.length > 0 && NOT_A_NAME_WORD.test(words[0] ?? '')) words.shift();
  return words.length > 0 && !words.some((word) => NOT_A_NAME_WORD.test(word)) ? words.join(' ') : undefined;
}

/**
 * The parties a cap limits, as its sentence names them up to its ceiling; undefined where it names
 * every party (or none by name), so it may cover either side.
 */
export function cappedParties(cap: LiabilityCap): readonly string[] | undefined {
  const before = cap.sentence.text.slice(0, cap.focus).replace(/\s+/gu, ' ');
  if (EVERY_PARTY.test(before)) return undefined;
  // Words in capitals throughout ("MOZILLA’S TOTAL LIABILITY"): the cap's own words are read in any case.
  const patterns = /\p{Ll}/u.test(before) ? CAPPED_PARTY_CASED : CAPPED_PARTY_SHOUTED;
  const named = patterns.flatMap((pattern) => [...before.matchAll(pattern)].flatMap((match) => match.slice(1)));
  const parties = named
    .map((run) => (run === undefined ? undefined : nameIn(run)))
    .filter((name): name is string => name !== undefined && name !== '');
  return parties.length > 0 ? [...new Set(parties)] : undefined;
}

// Words that leave indemnities outside a cap: "except for a party's indemnification obligations", "shall not apply
// to … obligations to indemnify".
const INDEMNITIES_LEFT_OUT =
  /\b(?:except(?:\s+(?:for|with\s+respect\s+to|in\s+respect\s+of))?|excluding|other\s+than|save\s+for|(?:shall|will|does|do)\s+not\s+apply\s+to)\b[^.;]{0,160}?\bindemni(?:fy|fies|fied|fication|ties|ty)\b(?:\s+obligations?)?/iu;
// A later sentence about the cap itself: "The limitation in this Section shall not apply to …".
const ABOUT_THE_CAP = /\b(?:limitations?|cap|ceiling|limits?)\b[^.;]{0,80}\b(?:shall|will|does|do)\s+not\s+apply\b/iu;
// How many sentences after the cap may still carve out of it.
const CARVE_OUT_SENTENCES = 2;

/** The words that leave indemnities outside the cap, from its sentence or one just after about the cap; none when it covers them. */
export function indemnitiesLeftOut(cap: LiabilityCap, sentences: readonly Sentence[]): string | undefined {
  const at = sentences.indexOf(cap.sentence);
  const after = at < 0 ? [] : sentences.slice(at + 1, at + 1 + CARVE_OUT_SENTENCES);
  const candidates = [cap.sentence.text, ...after.map(({ text }) => text).filter((text) => ABOUT_THE_CAP.test(text))];
  for (const text of candidates) {
    const carveOut = INDEMNITIES_LEFT_OUT.exec(text);
    if (carveOut) return carveOut[0].replace(/\s+/gu, ' ');
  }
  return undefined;
}

/** "Pelletier’s liability" for a cap that names only Pelletier; "liability" for one that names every party or none. */
export function cappedLiability(cap: LiabilityCap): string {
  const parties = cappedParties(cap);
  return parties ? `${parties.map((party) => `${party}’s`).join(' and ')} liability` : 'liability';
}
