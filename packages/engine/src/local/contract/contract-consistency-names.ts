import type { Sentence } from '../../text/sentences';
import { AMENDS, type TermStatement } from './contract-consistency-statements';

/**
 * Term statements about names: an amount the contract names ("the Deposit", "the License Fee") and
 * the full name a party's short name stands for. Rules of sameness:
 * - named amount: the same defined name (a capitalised "… Fee", "… Price", "Deposit", "Rent",
 *   "Salary"…) given a fixed sum; never a sum per unit or per period stated beside another (rates,
 *   instalments, increases, caps, minimums), whose values differ on purpose.
 * - party name: the same quoted short name ("Acme", "the Supplier") defined for a party's full name
 *   twice; the names differ when they share no word beyond company forms ("Inc.", "Limited").
 */

const CURRENCY = String.raw`(?:US\s?\$|U\.S\.\s?\$|\$|USD\s?|£|GBP\s?|€|EUR\s?)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)`;
const AMOUNT_NAME = String.raw`((?:\p{Lu}[\p{L}-]+\s+){0,3}(?:Fees?|Price|Deposit|Rent|Salary|Retainer|Consideration|Purchase\s+Price|Amount|Sum))`;
// '$10,000 (the "Deposit")', 'Ten Thousand Dollars ($10,000) (the "Fee")'.
const AMOUNT_THEN_NAME = new RegExp(
  String.raw`${CURRENCY}\s*\)?\s*\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]${AMOUNT_NAME}["”]\s*\)`,
  'gu',
);
// "the License Fee shall be $50,000", "a Deposit of $2,000", "the Purchase Price is Ten Dollars ($10)".
const NAME_THEN_AMOUNT = new RegExp(
  String.raw`\b${AMOUNT_NAME}\s+(?:shall\s+be|will\s+be|is|of|equal\s+to|in\s+the\s+(?:amount|sum)\s+of)\s+(?:[\p{L}-]+\s+){0,8}?\(?${CURRENCY}`,
  'gu',
);
// A sum that is one of several by design: a rate, an instalment, a step, a bound.
const NOT_A_FIXED_SUM =
  /\b(?:per|each|every|increase\w*|decrease\w*|adjust\w*|thereafter|first|second|third|instal+ments?|portion|minimum|maximum|up\s+to|exceed\w*|at\s+least|less\s+than|more\s+than|plus|additional|reduc\w*|annual\w*|monthly|quarterly|year\s+\d|percent|%|\[\s*\*\s*\])/iu;

/** The named amounts and party-name definitions of the contract, in document order. */
export function nameStatements(sentences: readonly Sentence[], aliases: ReadonlySet<string>): TermStatement[] {
  return sentences
    .filter((sentence) => !AMENDS.test(sentence.text))
    .flatMap((sentence) => [...namedAmounts(sentence), ...partyNameDefinitions(sentence, aliases)]);
}

function namedAmounts(sentence: Sentence): TermStatement[] {
  const { text } = sentence;
  if (NOT_A_FIXED_SUM.test(text)) return [];
  const found: TermStatement[] = [];
  for (const match of text.matchAll(AMOUNT_THEN_NAME)) {
    found.push(amountStatement(sentence, match, match[3] ?? '', match[1] ?? '', match[2]));
  }
  for (const match of text.matchAll(NAME_THEN_AMOUNT)) {
    found.push(amountStatement(sentence, match, match[1] ?? '', match[2] ?? '', match[3]));
  }
  return found.filter((statement) => statement.item);
}

const WRITTEN_SUM = new RegExp(CURRENCY, 'u');

function amountStatement(
  sentence: Sentence,
  match: RegExpMatchArray,
  name: string,
  whole: string,
  cents: string | undefined,
): TermStatement {
  const item = name
    .replace(/\s+/gu, ' ')
    .replace(/^the\s+/iu, '')
    .trim();
  const value = Number(whole.replace(/,/gu, '')) + Number(cents ?? 0) / 100;
  const shown = WRITTEN_SUM.exec(match[0])?.[0].trim() ?? whole;
  const focus = match.index ?? 0;
  return {
    kind: 'amount',
    item: item.toLowerCase().replace(/licence/gu, 'license'),
    label: `amount of the ${item}`,
    value,
    shown,
    sentence,
    focus,
  };
}

// '… Acme Widgets, Inc., a Delaware corporation ("Acme")', 'XYZ Ltd (hereinafter the "Supplier")'.
const PARTY_DEFINITION =
  /\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?)?["“]([\p{Lu}][\p{L}\d&.' -]{1,30}?)["”]\s*\)/gu;
// Where the description of a party starts ("…, a Delaware corporation"), and where its name starts.
const DESCRIPTION =
  /,?\s+(?:an?|the)\s+\p{Ll}.*$|,?\s+(?:with|having|whose|located|organi[sz]ed|incorporated|residing)\b.*$/su;
const NAME_START = /^.*(?:\b(?:between|among|BETWEEN|AMONG|and|by)\b|[:;()])\s*/su;
// A name as a name is written: capitalised words, company forms included ("Acme Widgets, Inc."); anything
// else (an address, "the party specified on Schedule 1") is not read as a name.
const CLEAN_NAME = /^(?:(?:\p{Lu}[\p{L}\d&'’.-]*,?|of|the|for|de|&)\s+){0,6}\p{Lu}[\p{L}\d&'’.-]*$/u;
const COMPANY_FORMS =
  /^(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l\.l\.c|plc|lp|llp|gmbh|ag|sa|s\.a|nv|bv|pty|the|of|and|&)$/iu;

/** The quoted short names defined in `sentence` for `aliases`, each with the full name before it. */
function partyNameDefinitions(sentence: Sentence, aliases: ReadonlySet<string>): TermStatement[] {
  const found: TermStatement[] = [];
  for (const match of sentence.text.matchAll(PARTY_DEFINITION)) {
    const alias = (match[1] ?? '').trim();
    if (!aliases.has(alias.toLowerCase())) continue;
    const index = match.index ?? 0;
    const before = sentence.text.slice(Math.max(0, index - 160), index);
    const name = before
      .replace(NAME_START, '')
      .replace(DESCRIPTION, '')
      .replace(/[\s,]+$/u, '')
      .trim();
    const words = coreWords(name);
    if (words.length === 0 || !CLEAN_NAME.test(name)) continue;
    found.push({
      kind: 'party-name',
      item: alias.toLowerCase(),
      label: `party called “${alias}”`,
      value: words.join(' '),
      shown: name,
      sentence,
      focus: Math.max(0, index - name.length - 1),
    });
  }
  return found;
}

function coreWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\d&.]+/u)
    .map((word) => word.replace(/\.$/u, ''))
    .filter((word) => word.length > 0 && !COMPANY_FORMS.test(word));
}

/** Names that share a word beyond company forms ("Acme Widgets Ltd" and "Acme Widgets Limited") are one name. */
export function sameName(a: string, b: string): boolean {
  const words = new Set(a.split(' '));
  return b.split(' ').some((word) => words.has(word));
}
