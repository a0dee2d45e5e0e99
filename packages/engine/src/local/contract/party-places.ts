import type { ContractParty } from '@doclens/api';
import { escapeRegExp } from '../../text/words';
import { countriesOfCitiesIn } from './city-countries';
import { placesNamedIn } from './governing-law';
import { letterheadOf } from './party-letterhead';

/** How far after a party's name its description (incorporation, address) is read. */
const DESCRIPTION_CHARS = 320;
/** The opening where the parties are described. */
const OPENING_CHARS = 6_000;

/**
 * The places the contract's opening says a party is organised in or based at: "Acme Inc., a Texas
 * corporation", "incorporated in England and Wales", "with offices at …, Houston, Texas". Read from
 * the words after the party's first mention, and after each later mention that goes on to describe it,
 * up to the next party's.
 */
export function placesOfParty(
  pages: readonly { text: string }[],
  parties: readonly ContractParty[],
  party: ContractParty,
): string[] {
  const opening = pages
    .map((page) => page.text)
    .join('\n')
    .slice(0, OPENING_CHARS)
    .replace(/[ \t\u00a0]+/gu, ' ');
  // "Upper Ohio Valley Savings Bank": a place in a party's name says nothing of where any party is.
  const unnamed = withoutNames(opening, parties);
  const described = mentionsOf(opening, party).filter(
    ({ end }, index) =>
      index === 0 ||
      DESCRIPTION_START.test(opening.slice(end, end + 80)) ||
      ADDRESS_LABEL.test(opening.slice(end, end + 80)),
  );
  const places = described.flatMap(({ at, end: nameEnd }) => {
    const others = parties
      .filter((other) => other !== party)
      .map((other) => firstMentionAfter(opening, other, nameEnd))
      .filter((index): index is number => index !== undefined);
    const end = Math.min(at + DESCRIPTION_CHARS, ...others);
    const description = descriptionIn(unnamed.slice(at, end));
    return [...placesIn(description), ...placesIn(labelledAddress(unnamed.slice(nameEnd, end)))];
  });
  const first = described[0];
  const before = first ? withoutNames(describedBefore(opening, parties, party, first.at), parties) : '';
  const letterhead = letterheadOf(opening, parties, party);
  const sentFrom = letterhead ? placesIn(withoutNames(letterhead, parties)) : [];
  return [...new Set([...places, ...placesIn(before), ...sentFrom, ...noticePlaces(pages, parties, party)])];
}

// `NAME, a company incorporated under the laws of X ("Short")`: when the party is known by its short name only,
// its first mention is the bracket, and its description is what comes before it, back to the previous party's.
const SHORT_NAME_BRACKET = /\((?:the\s+)?["“”']$/u;
const DESCRIBES =
  /\b(?:organi[sz]ed|incorporated|existing|formed|corporation|company|offices?|place\s+of\s+business)\b/iu;
const PARTY_BOUNDARY = /.*(?:;|\bbetween\s*:?|\band\s*-)/isu;

/** The description written just before the party's short name in brackets, or '' when there is none. */
function describedBefore(opening: string, parties: readonly ContractParty[], party: ContractParty, at: number): string {
  if (!SHORT_NAME_BRACKET.test(opening.slice(Math.max(0, at - 8), at))) return '';
  let window = opening.slice(Math.max(0, at - DESCRIPTION_CHARS), at);
  const boundary = PARTY_BOUNDARY.exec(window);
  if (boundary) window = window.slice(boundary[0].length);
  // Another party named in the window ends its own description there.
  for (const other of parties.filter((candidate) => candidate !== party)) {
    for (const name of namesOf(other)) {
      const index = window.toLowerCase().lastIndexOf(name.toLowerCase());
      if (index >= 0) window = window.slice(index + name.length);
    }
  }
  return DESCRIBES.test(window) ? window : '';
}

// A party set out as a block ("Party A: / Acme Co., Ltd. / Address: / 12 Garden Road, …, Shanghai"): its address is
// the line after the label, read up to the next label ("Contact:", "Telephone:") or the next party's block.
// The label may follow the party's own line: "Party A: Acme Co., Ltd. / Address: …", the name written as it likes.
const ADDRESS_LABEL = /^(?:\s*:[^\n:]{2,120}\n)?[\s.,]*(?:(?:registered|business|office|mailing)\s+)?address\s*:\s*/iu;
const NEXT_LABEL =
  /\n\s*\n(?=\s*[\p{L} ]{2,30}:)|\b(?:contact|tel(?:ephone)?|fax|e-?mail|attention|attn|legal\s+representative)\s*:/iu;
const ADDRESS_CHARS = 200;

/** The address on the labelled line just after the party's name, or '' when none follows it. */
function labelledAddress(afterName: string): string {
  const label = ADDRESS_LABEL.exec(afterName);
  if (!label) return '';
  const address = afterName.slice(label[0].length, label[0].length + ADDRESS_CHARS);
  const end = NEXT_LABEL.exec(address);
  return end ? address.slice(0, end.index) : address;
}

/** How far after "If to X:" the address a notice to X goes to is read. */
const NOTICE_ADDRESS_CHARS = 300;
// Where that address ends: a copy sent to someone else (often counsel elsewhere), the next party's, or
// the next numbered section ("11.6 Applicable Law"), whose places are not the party's.
const NOTICE_ADDRESS_END = /\b(?:with\s+(?:a\s+)?cop(?:y|ies)|copy\s+to|cc\s*:|if\s+to)\b/iu;
const NEXT_SECTION = /\s\d{1,2}\.\d{1,2}\.?\s+[A-Z][a-z]/u;
// The paragraph break after an address has begun (a street number or postal code read): "If to X:" may stand
// alone on its line, with the address in the next paragraph.
const PARAGRAPH_AFTER_ADDRESS = /(?<=\d[^\n]*)\n\n/u;

/**
 * The places of the address a notice to the party is sent to ("If to the Customer: …, Dallas, Texas
 * 75201", "To the Customer: …"), or given as its address under the signatures: many contracts give the
 * parties' addresses only there.
 */
function noticePlaces(
  pages: readonly { text: string }[],
  parties: readonly ContractParty[],
  party: ContractParty,
): string[] {
  // Paragraphs are kept apart: an address ends with its paragraph, and the next (often the governing-law clause)
  // names places that are not the party's.
  const text = pages
    .map((page) => page.text)
    .join('\n')
    .split(/\n[ \t\u00a0]*\n/u)
    .map((paragraph) => paragraph.replace(/\s+/gu, ' ').trim())
    .join('\n\n');
  const places: string[] = [];
  for (const name of namesOf(party)) {
    // "Address: Acme Inc. 12 Main St. …" under the signatures names whose address follows.
    const noticeTo = new RegExp(
      `\\b(?:if\\s+to\\s+(?:the\\s+)?${escaped(name)}(?![\\p{L}\\d])|to\\s+(?:the\\s+)?${escaped(name)}\\s*:|address\\s*:\\s*(?:the\\s+)?${escaped(name)}(?![\\p{L}\\d]))`,
      'giu',
    );
    for (const match of text.matchAll(noticeTo)) {
      const from = (match.index ?? 0) + match[0].length;
      let address = text.slice(from, from + NOTICE_ADDRESS_CHARS);
      for (const end of [
        NOTICE_ADDRESS_END.exec(address),
        NEXT_SECTION.exec(address),
        PARAGRAPH_AFTER_ADDRESS.exec(address),
      ]) {
        if (end) address = address.slice(0, end.index);
      }
      const other = firstMentionOfOthers(address, parties, party);
      if (other !== undefined) address = address.slice(0, other);
      places.push(...placesIn(withoutNames(address, parties)));
    }
  }
  return places;
}

/** The text with every party's full name blanked out, each character kept in place by a space. */
function withoutNames(text: string, parties: readonly ContractParty[]): string {
  let blanked = text;
  for (const { name } of parties) {
    if (name.trim().length < 4) continue;
    blanked = blanked.replace(new RegExp(escaped(name.trim()), 'giu'), (found) => ' '.repeat(found.length));
  }
  return blanked;
}

/** The states, countries and cities a description or an address names. */
function placesIn(text: string): string[] {
  return [...placesNamedIn(text), ...postalStatesIn(text), ...citiesIn(text), ...countriesOfCitiesIn(text)];
}

function namesOf(party: ContractParty): string[] {
  return [party.name, ...party.aliases]
    .map((name) => name.replace(/^the\s+/iu, '').trim())
    .filter((name) => name.length >= 2);
}

/** Where another party is first named in the text, if at all. */
function firstMentionOfOthers(
  text: string,
  parties: readonly ContractParty[],
  party: ContractParty,
): number | undefined {
  const found = parties
    .filter((other) => other !== party)
    .map((other) => firstMentionAfter(text, other, 0))
    .filter((index): index is number => index !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
}

function escaped(text: string): string {
  return escapeRegExp(text);
}

/**
 * The places every party is organised in or based at: when the reader's own party is not known, a
 * place they all share is still the reader's, whichever party they are.
 */
export function placesOfEveryParty(pages: readonly { text: string }[], parties: readonly ContractParty[]): string[] {
  if (parties.length < 2) return [];
  const [first, ...rest] = parties.map((party) => placesOfParty(pages, parties, party));
  return (first ?? []).filter((place) => rest.every((places) => places.includes(place)));
}

/**
 * A mention of a party followed by its description ("…, a Texas corporation", "… (\"Buyer\"), with
 * offices at", "… 12 Quay Road"): a cover page or a heading may name the parties before the preamble describes them.
 */
const DESCRIPTION_START =
  /^[\s,.]*(?:\([^)]{0,60}\)[\s,]*)?(?:an?\s|organi[sz]ed\b|incorporated\b|existing\b|with\s|whose\s|having\s|located\b|residing\b|of\s+\d)|^\s+\d{1,6}\s+\p{Lu}/iu;

/** Where each mention of the party starts and its name ends, in order. */
function mentionsOf(text: string, party: ContractParty): { at: number; end: number }[] {
  const lower = text.toLowerCase();
  const names = [party.name, ...party.aliases]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length >= 2);
  const mentions: { at: number; end: number }[] = [];
  for (let from = 0; ; ) {
    const found = names
      .map((name) => ({ at: lower.indexOf(name, from), end: lower.indexOf(name, from) + name.length }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at || b.end - a.end)[0];
    if (!found) return mentions;
    mentions.push(found);
    from = found.end;
  }
}

/** A party's description ends with its sentence or paragraph: what follows is about something else. */
const DESCRIPTION_END =
  /\n\s*\n|(?<!\b(?:Inc|Ltd|Corp|Co|Llc|LLC|Plc|No|St|Ste|Ave|Blvd|Rd|Dr|Ft|Mt|Pkwy|Hwy|S\.A|N\.A|L\.P|P\.O|[A-Z]))\.\s+(?=\p{Lu})/u;

function descriptionIn(text: string): string {
  const end = DESCRIPTION_END.exec(text);
  const described = end ? text.slice(0, end.index) : text;
  // A copy sent to counsel is addressed elsewhere.
  const copy = NOTICE_ADDRESS_END.exec(described);
  return copy ? described.slice(0, copy.index) : described;
}

function firstMentionAfter(text: string, party: ContractParty, from: number): number | undefined {
  const lower = text.toLowerCase();
  const found = [party.name, ...party.aliases]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length >= 2)
    .map((name) => lower.indexOf(name, from))
    .filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : undefined;
}

/**
 * Whether the places a clause names (its governing law, its courts) are all ones the reader's party is
 * organised in or based at.
 */
export function isReadersPlace(place: string | undefined, readerPlaces: readonly string[]): boolean {
  if (!place || readerPlaces.length === 0) return false;
  const named = placesNamedIn(place).map(sameCountry);
  const readers = readerPlaces.map(sameCountry);
  if (named.length > 0) return named.every((where) => readers.includes(where));
  // Courts named by their city alone ("the competent courts of Tel-Aviv") are the reader's where it is based there.
  const written = comparableCity(place);
  return readerPlaces.some(
    (where) =>
      where.startsWith(CITY_MARK) &&
      new RegExp(`(?<![\\p{L}])${escaped(where.slice(CITY_MARK.length))}(?![\\p{L}])`, 'u').test(written),
  );
}

/**
 * One place to a party based there, whichever name the contract gives it: "The People's Republic of China"
 * and "China"; "England and Wales" (one legal system) and "England".
 */
const SAME_PLACE: Record<string, string> = { "People's Republic of China": 'China', 'England and Wales': 'England' };

export function sameCountry(place: string): string {
  return SAME_PLACE[place] ?? place;
}

/** A city in a party's places is marked apart from the states and countries `placesNamedIn` knows. */
const CITY_MARK = 'city: ';

/** Whether a party's place is a city (marked), not a state or country. */
export function isCityPlace(place: string): boolean {
  return place.startsWith(CITY_MARK);
}

// An address names its city just before its state or country, a postal code sometimes between:
// "…, Ramat Gan, 5252007, Israel", "…, Houston, TX 77002", "offices in Fresno, California".
const CITY_BEFORE_REGION =
  /(?<![\p{L}\d])(\p{Lu}[\p{L}'’.]*(?:[\s-]+\p{Lu}[\p{L}'’.]*){0,2}),\s*(?:\d[\d -]{2,8}\d,?\s*)?(?=([A-Z]{2}\s+\d{5}|\p{Lu}[^,;:()\d\n]{1,39}))/gu;
// Words that end a street, a building or a company's name, not a city's.
const NOT_A_CITY =
  /(?:^|\s)(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|drive|way|suite|floor|building|center|centre|plaza|tower|house|park|square|place|court|highway|parkway|box|attention|attn|inc|llc|ltd|limited|corp|corporation|company|co|plc|gmbh|ag|sa|bv|nv|lp|llp)\.?$/iu;

const STREET_BEFORE_CITY =
  /^.*(?:^|\s)(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|drive|way|suite|floor|plaza|square|highway|parkway|box)\.?\s+(?=\S)/iu;

/** The cities an address or description puts the party in, marked as cities. */
function citiesIn(text: string): string[] {
  const cities: string[] = [];
  for (const match of text.matchAll(CITY_BEFORE_REGION)) {
    // "200 Congress Avenue Austin, Texas": the city follows the street's last word.
    const city = (match[1] ?? '').replace(STREET_BEFORE_CITY, '');
    const region = match[2] ?? '';
    const regionIsPlace = postalStatesIn(region).length > 0 || placesNamedIn(region).length > 0;
    if (!regionIsPlace || NOT_A_CITY.test(city) || placesNamedIn(city).length > 0) continue;
    cities.push(`${CITY_MARK}${comparableCity(city)}`);
  }
  return cities;
}

/** "Tel-Aviv" and "TEL AVIV" are the same city. */
function comparableCity(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/gu, ' ');
}

/** A US address gives its state as a postal abbreviation before the ZIP code ("Salem, OR 97301"). */
// A postal code cut short still marks the state after a city: "Salem, OR 973".
const POSTAL_STATE = /\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\b|(?<=\p{L},\s*)([A-Z]{2})\s+\d{3,4}\b/gu;
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

function postalStatesIn(text: string): string[] {
  return [...text.matchAll(POSTAL_STATE)]
    .map((match) => US_STATES[match[1] ?? match[2] ?? ''])
    .filter((state): state is string => state !== undefined)
    .flatMap((state) => placesNamedIn(state));
}
