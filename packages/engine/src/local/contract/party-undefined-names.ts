import { isPartyWord } from './contract-roles';
import type { Draft } from './party-draft';
import { normalised } from './party-draft';

/**
 * Parties the opening names by their company name alone, without a short name: "made between Quillon
 * Systems Inc. and Harrow Media LLC", or a second party after a first that has one ("between Tallis Radio,
 * Inc. (herein "Tallis") … and Brookfield Paging Corporation located at …"). Only a name that ends in a
 * company form ("Inc.", "LLC", "Corporation", "a.s.") is taken: words after "between" that end in none
 * may be anything.
 */

const COMPANY_FORM = String.raw`(?:Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.|Ltd\.?|Limited|L\.L\.C\.|LLC|LLP|L\.P\.|plc|PLC|GmbH|AG|S\.A\.|S\/A|B\.V\.|N\.V\.|a\.s\.|Pty\.?\s+Ltd\.?|S\.r\.l\.|S\.R\.L\.|S\.p\.A\.|S\.P\.A\.)`;
// Up to six capitalised words (with "&" or "of" between them), then the company form.
// A word of a name starts with a capital or a digit, or is styled with a small first letter ("eVolta").
const NAME_WORD = String.raw`(?:[\p{Lu}\d]|\p{Ll}+\p{Lu})[\p{L}\d&'.-]*`;
const COMPANY_NAME = String.raw`((?:${NAME_WORD}\s+(?:(?:&|of)\s+)?){0,5}?${NAME_WORD},?\s+${COMPANY_FORM})(?![\p{L}\d])`;
// A title page may set the word in capitals: "BETWEEN ORRIN LABS Inc. … AND VESTA BIO S.R.L.".
const FIRST_NAMED = new RegExp(String.raw`\b(?:between|Between|BETWEEN)\s*:?\s+(?:the\s+)?${COMPANY_NAME}`, 'u');
const NEXT_NAMED = new RegExp(String.raw`\s(?:and|AND)\s+(?:the\s+)?${COMPANY_NAME}`, 'u');
/** How far after the first party's name the second is looked for: its description and address. */
const SECOND_WITHIN_CHARS = 300;

/** The opening's parties with those it names without a short name added, when that makes exactly two. */
export function withUndefinedParties(opening: string, defined: readonly Draft[]): Draft[] {
  if (defined.length > 1) return [...defined];
  const first = FIRST_NAMED.exec(opening);
  if (!first?.[1]) return [...defined];
  const afterFirst = first.index + first[0].length;
  const second = NEXT_NAMED.exec(opening.slice(afterFirst, afterFirst + SECOND_WITHIN_CHARS));
  if (!second?.[1]) return [...defined];
  const named = [
    { name: first[1], at: first.index + first[0].length - first[1].length },
    { name: second[1], at: afterFirst + second.index + second[0].length - second[1].length },
  ];
  // A defined party must be one of the two named: otherwise the "between" is about something else.
  const known = defined[0];
  if (known && !named.some((party) => sameCompany(party.name, known.name))) return [...defined];
  return named.map((party, index) => {
    if (known && sameCompany(party.name, known.name)) return known;
    const name = party.name.trim();
    const described = opening.slice(party.at + party.name.length, named[index + 1]?.at ?? party.at + DESCRIBED_CHARS);
    return undefinedDraft(name, party.at, quotedShortNames(described, name));
  });
}

/** How far after the last party's name its description, and a quoted short name, are looked for. */
const DESCRIBED_CHARS = 250;
const QUOTED = /["“]([^"“”]{2,30})["”]/gu;

/**
 * Short names quoted after a party's address without brackets ('… Zurich "Licensor" / "Marrow"'): a role
 * word, or the first words of the party's own name. Other quoted words there name something else.
 */
function quotedShortNames(described: string, name: string): string[] {
  // A misplaced bracket ('"(Harrow")') is not part of the short name.
  const terms = [...described.matchAll(QUOTED)].map((match) => (match[1] ?? '').replace(/^[\s(]+|[\s)]+$/gu, ''));
  return terms.filter((term) => isPartyWord(term) || `${normalised(name)} `.startsWith(`${normalised(term)} `));
}

function undefinedDraft(name: string, at: number, quoted: readonly string[]): Draft {
  // Without a quoted short name, the name without its company form is how the clauses speak of the party
  // ("Harrow Media agrees to pay").
  const short = name.replace(new RegExp(`,?\\s*${COMPANY_FORM}$`, 'u'), '').trim();
  const aliases = quoted.length > 0 ? [...new Set(quoted)] : short.length >= 3 && short !== name ? [short] : [name];
  const definition = quoted.length > 0 ? `${name} ${quoted.map((term) => `"${term}"`).join(' / ')}` : name;
  return { name, aliases, at, definitions: new Map(aliases.map((alias) => [alias, definition])) };
}

function sameCompany(a: string, b: string): boolean {
  const [first, second] = [normalised(a), normalised(b)];
  return first === second || first.startsWith(second) || second.startsWith(first);
}
