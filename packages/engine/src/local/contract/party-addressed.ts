import { type ContractSide, isRoleWord, sideOfRoleWord } from './contract-roles';
import { definitionsIn, namesAParty } from './party-definitions';
import { type Draft, sameName } from './party-draft';
import { partyName } from './party-names';
import { namedOtherParty, partyBesideAddressedRole, partyBesideYou, readerCalled } from './party-second-person';

/**
 * Standard terms a provider writes to its customer ("These Terms are between you and Acme, Inc. ("Acme",
 * "we", "us")") name one party and address the other as "you": the addressed reader is the provider's
 * customer, and the party that speaks as "we" is the provider.
 */

const FIRST_PERSON = /^(?:we|us|our)$/iu;
const SECOND_PERSON = /^(?:you|your)$/iu;
// "between you and", "and you", "You agree", "your account": the terms speak to their reader.
const ADDRESSES_READER = /\b(?:you|your)\b/iu;
const ADDRESSED_AT = /\b(?:between\s+)?you\b/iu;

/** The name of the party that terms address as "you" without naming it. */
export const ADDRESSED_NAME = 'the customer these terms address';

/**
 * Why the reader is the addressed party: the terms speak to it as "you" and the provider speaks as "we", or
 * name the one other party only in the third person ("Northwind may terminate these terms").
 */
export function addressedReason(
  reader: { name: string; aliases: readonly string[] },
  parties: readonly { name: string; aliases: readonly string[] }[],
): string | undefined {
  if (!isAddressed(reader)) return undefined;
  const speaker = parties.find((party) => party.aliases.some((alias) => FIRST_PERSON.test(alias)));
  if (speaker)
    return `these terms call their reader “you” and ${speaker.name} “we”, so you are ${speaker.name}’s customer.`;
  // Terms that name the other party only in the third person ("Northwind may terminate these terms").
  const others = parties.filter((party) => party !== reader);
  const [other] = others;
  if (!other || others.length !== 1) return undefined;
  if (reader.name === ADDRESSED_NAME)
    return `these terms address their reader as “you” and name ${other.name} as the other party.`;
  // 'between you, a member ("Member"), and Acme': the reader is the party the terms define beside "you".
  const role = reader.aliases.find((alias) => !SECOND_PERSON.test(alias));
  return role && addressedByRole(reader)
    ? `these terms address their reader as “you”, call them the ${role}, and name ${other.name} as the other party.`
    : undefined;
}

export interface AddressedSide {
  side: ContractSide;
  quote: string;
  kind: 'definition';
}

/** Where terms without "between" name the provider that speaks as "we" ("organised by Acme Ltd ("Acme", "we")"). */
const SPEAKER_CHARS = 2_000;

/**
 * The drafts with the addressed reader added as a party, when one party speaks as "we" and none is "you";
 * terms that name no party by "between" may still name the provider that speaks as "we".
 */
export function withAddressedParty(found: readonly Draft[], opening: string): Draft[] {
  return withSpeakerAsWe(addressedAdded(found, opening), opening);
}

function addressedAdded(found: readonly Draft[], opening: string): Draft[] {
  const speaker =
    found.length === 0
      ? (speakingProvider(opening) ??
        termsOwner(opening) ??
        partyBesideAddressedRole(opening) ??
        partyBesideYou(opening) ??
        namedOtherParty(opening))
      : undefined;
  const drafts = speaker ? [speaker] : found;
  if (drafts.some(isAddressed)) return [...drafts];
  // 'between you, being a member ("Member"), and Acme': the party defined beside "you" is the one addressed.
  const role = readerCalled(opening);
  const called = role ? drafts.find((draft) => sameName(draft.aliases, role)) : undefined;
  if (called) return drafts.map((draft) => (draft === called ? addressedAs(draft) : draft));
  const speakers = drafts.filter((draft) => draft.aliases.some((alias) => FIRST_PERSON.test(alias)));
  // "between you and Acme", "you agree to these Terms of Acme": one named party, the other addressed, with no "we".
  const namesYou = drafts.length === 1 && (speaker !== undefined || BETWEEN_YOU.test(opening));
  if (speakers.length !== 1 && !namesYou) return [...drafts];
  if (!ADDRESSES_READER.test(opening)) return [...drafts];
  const others = drafts.filter((draft) => !speakers.includes(draft) && !namesYou);
  // A second party named by its role ("Customer", "Developer") is the one the terms address as "you".
  const [other] = others;
  if (other && others.length === 1) return drafts.map((draft) => (draft === other ? addressedAs(draft) : draft));
  if (others.length > 1) return [...drafts];
  const at = ADDRESSED_AT.exec(opening)?.index ?? 0;
  // 'you ("Participant")': the role the terms call their reader by is a name of the addressed party too.
  const aliases = role ? ['you', 'your', role] : ['you', 'your'];
  const addressed: Draft = { name: ADDRESSED_NAME, aliases, at, definitions: new Map() };
  return [...drafts, addressed].sort((first, second) => first.at - second.at);
}

// "These Terms are between you and Acme, Inc.", "… between Acme, Inc. and you.": the reader is a party.
const BETWEEN_YOU =
  /\bbetween\s+you\s+and\b|\bbetween\s+[^.;]{3,160}?\band\s+you\b(?!\s+(?:agree|acknowledge|represent|warrant|shall|will|may|must)\b)/iu;

// "By using the Service, you agree to these Terms of Acme Inc.": the provider whose terms the reader accepts.
const TERMS_OF =
  /\byou\s+(?:agree|consent)\s+to\s+(?:be\s+bound\s+by\s+)?(?:these|the)\s+(?:[\p{Lu}][\p{L}-]*\s+){0,4}(?:Terms|Conditions|Agreement)(?:\s+(?:of\s+(?:Service|Use)|and\s+Conditions))?\s+of\s+(?=[\p{Lu}\d])/u;

const ABBREVIATED = /\b(?:Inc|Ltd|Corp|Co|Llc|Plc|Pty|Gmbh|Ag|Bv|Nv)$/iu;

function termsOwner(opening: string): Draft | undefined {
  const text = opening.slice(0, SPEAKER_CHARS);
  const terms = TERMS_OF.exec(text);
  if (!terms) return undefined;
  const at = terms.index + terms[0].length;
  const named = partyName(text.slice(at, at + SENTENCE_CHARS).replace(/[.;]\s[\s\S]*$/u, ''))?.replace(/,$/u, '');
  // "Acme Inc." keeps the full stop of its abbreviation, which may also end the sentence.
  const name = named && ABBREVIATED.test(named) && text.startsWith('.', at + named.length) ? `${named}.` : named;
  return name ? { name, aliases: [], at, definitions: new Map() } : undefined;
}

// "We may suspend …", "we will notify you", "our service": the terms speak in the first person plural.
const SPEAKS_AS_WE = /(?<![\p{L}\d])(?:[Ww]e|[Oo]ur)\s+(?!and\b)\p{Ll}/u;
const FIRST_PERSON_ALIASES = ['we', 'us', 'our'];

/**
 * Terms made "between you and Acme" that go on to speak as "we" without defining the word: of two parties, one
 * addressed as "you", the one that speaks is the other. "We" defined as someone else is already that one's alias.
 */
function withSpeakerAsWe(drafts: Draft[], opening: string): Draft[] {
  if (drafts.length !== 2 || !SPEAKS_AS_WE.test(opening)) return drafts;
  if (drafts.some((draft) => draft.aliases.some((alias) => FIRST_PERSON.test(alias)))) return drafts;
  const addressed = drafts.filter(isAddressed);
  if (addressed.length !== 1) return drafts;
  return drafts.map((draft) =>
    isAddressed(draft) ? draft : { ...draft, aliases: [...draft.aliases, ...FIRST_PERSON_ALIASES] },
  );
}

function addressedAs(draft: Draft): Draft {
  return { ...draft, aliases: [...draft.aliases, 'you', 'your'] };
}

export function isAddressed(draft: { aliases: readonly string[] }): boolean {
  return draft.aliases.some((alias) => SECOND_PERSON.test(alias));
}

/**
 * With one party speaking as "we" and the other addressed as "you", the addressed party receives what the
 * terms provide and the speaker provides it; the quote is the sentence of the opening that names them.
 */
export function addressedSides(drafts: readonly Draft[], opening: string): (AddressedSide | undefined)[] | undefined {
  if (drafts.length !== 2) return undefined;
  const addressed = drafts.findIndex(isAddressed);
  // Terms that address an unnamed reader are made with the one party they name, whether or not it says "we"; so are
  // terms that give the reader a role of its own beside "you" ('between you the requester ("Requester") and the
  // owner of the data ("User")'), whatever the other party's short name suggests.
  const reader = drafts[addressed];
  const firstPerson = drafts.findIndex((draft) => draft.aliases.some((alias) => FIRST_PERSON.test(alias)));
  const speaker =
    reader?.name === ADDRESSED_NAME || (firstPerson < 0 && reader !== undefined && addressedByRole(reader))
      ? drafts.findIndex((draft) => !isAddressed(draft))
      : firstPerson;
  if (addressed < 0 || speaker < 0 || addressed === speaker) return undefined;
  // "We are hiring you to provide …": the party that speaks engages the one addressed, who does the work.
  const hired = HIRES_YOU.exec(opening);
  const quote = sentenceAround(opening, hired?.index ?? ADDRESSED_AT.exec(opening)?.index ?? 0);
  const addressedSide: ContractSide = hired ? 'provider' : 'recipient';
  return drafts.map((_, index) => ({
    side: index === addressed ? addressedSide : addressedSide === 'provider' ? 'recipient' : 'provider',
    quote,
    kind: 'definition',
  }));
}

/**
 * The addressed party has a short name of its own beside "you" that does not make it the one who provides the deal
 * ('you ("Participant")', not 'you ("Consultant")', whose role word decides its side).
 */
function addressedByRole(draft: { aliases: readonly string[] }): boolean {
  const names = draft.aliases.filter((alias) => !SECOND_PERSON.test(alias));
  return names.length > 0 && names.every((alias) => sideOfRoleWord(alias) !== 'provider');
}

const SENTENCE_CHARS = 300;
// The speaker takes the addressed party on to work for it: "we are hiring you", "we engage you to".
const HIRES_YOU =
  /\b(?:are|is|am)\s+(?:hiring|engaging|commissioning|retaining)\s+you\b|\b(?:hereby\s+)?(?:hires?|engages?|commissions?)\s+you\s+to\b/iu;

function sentenceAround(text: string, at: number): string {
  const previous = text.lastIndexOf('. ', at);
  const start = Math.max(previous < 0 ? 0 : previous + 2, at - SENTENCE_CHARS);
  const stop = text.indexOf('. ', at);
  const end = stop < 0 ? Math.min(text.length, at + SENTENCE_CHARS) : Math.min(stop + 1, at + SENTENCE_CHARS);
  return text.slice(start, end).trim();
}

// 'In these Terms, "we", "us" and "our" mean Nimbus Data Ltd': the provider named by what "we" means.
const WE_MEANS =
  /["“]we["”](?:\s*,\s*["“](?:us|our)["”])*(?:\s*,?\s*(?:and|or)\s+["“](?:us|our)["”])?\s+(?:means?|refers?\s+to)\s+((?:[\p{Lu}\d][\p{L}\d&'.-]*\s*){1,7})/u;

function speakingProvider(opening: string): Draft | undefined {
  const text = opening.slice(0, SPEAKER_CHARS);
  const means = WE_MEANS.exec(text);
  const meant = means?.[1]?.trim();
  if (means && meant) {
    const aliases = ['we', 'us', 'our'];
    return { name: meant, aliases, at: means.index, definitions: new Map(aliases.map((alias) => [alias, means[0]])) };
  }
  let nameStart = 0;
  for (const definition of definitionsIn(text)) {
    const before = text.slice(nameStart, definition.index);
    nameStart = definition.end;
    if (!definition.terms.some((term) => FIRST_PERSON.test(term))) continue;
    const bracket = text.slice(definition.index, definition.end);
    const name = nameStartingWithAlias(before, definition.terms) ?? speakerName(before);
    const aliases = definition.terms.filter((term) => FIRST_PERSON.test(term) || namesAParty(term, bracket, before));
    if (!name) return undefined;
    return {
      name,
      aliases,
      at: definition.index,
      definitions: new Map(aliases.map((alias) => [alias, `${name} ${bracket}`])),
    };
  }
  return undefined;
}

/**
 * 'Acme Technologies s.r.o., having its seat at …, reg. no. … ("we" or "Acme")': the short name beside "we"
 * is the first word of the company's name, however long the description between them; the name is read from there.
 */
// Capitalised words, with a company form that may be in small letters ("Acme Technologies s.r.o.", "Acme Data GmbH"):
// no verb or clause word of a heading run into the sentence ("Organiser The Event is").
const COMPANY_NAME = /^\p{Lu}[\p{L}\d&'’-]*(?:\s+(?:\p{Lu}[\p{L}\d&'’.-]*|(?:\p{Ll}{1,4}\.){2,4}|of|and|&)){1,5}$/u;

function nameStartingWithAlias(before: string, terms: readonly string[]): string | undefined {
  for (const term of terms) {
    if (FIRST_PERSON.test(term) || isRoleWord(term) || !/^\p{Lu}[\p{L}\d&-]{2,}$/u.test(term)) continue;
    const starts = [...before.matchAll(new RegExp(`(?<![\\p{L}\\d])${term}(?=\\s+\\p{Lu})`, 'gu'))];
    const start = starts.at(-1)?.index;
    if (start === undefined) continue;
    const name = partyName(before.slice(start));
    if (name && COMPANY_NAME.test(name) && !DOCUMENT_NAME.test(name)) return name.replace(/,$/u, '');
  }
  return undefined;
}

// "organised by Harbourline Events Ltd": the run of capitalised words just before the definition.
const TRAILING_NAME = /((?:[\p{Lu}\d][\p{L}\d&'.-]*\s+){0,6}[\p{Lu}][\p{L}\d.]*)[\s,]*$/u;

function trailingName(before: string): string | undefined {
  return TRAILING_NAME.exec(before)?.[1]?.replace(LEADING_CLAUSE_WORD, '');
}

// "…, UNLESS GITHUB ("WE" OR "US")": words in capitals that open a clause are not part of the name after them.
const LEADING_CLAUSE_WORD = /^(?:(?:UNLESS|IF|WHERE|WHEN|AND|OR|BY|THAT)\s+)+/u;
/** A name read from the start of a long passage in capitals runs on into its words ("US AND SPECIFICALLY GOVERNS …"). */
const NAME_WORDS = 6;

function speakerName(before: string): string | undefined {
  const named = partyName(before);
  const trailing = trailingName(before);
  if (named && trailing && named.split(/\s+/u).length > NAME_WORDS) return trailing;
  // The document's own title standing first ("Terms of Use … supported by Acme ("we")") names no one who speaks.
  if (named && trailing && DOCUMENT_NAME.test(named) && WORD_NAME.test(trailing)) return trailing;
  return named ?? trailing;
}

// A name of words ("Kestrel Reading Trust"), not the tail of a registration number ("110334C").
const WORD_NAME = /^\p{Lu}[\p{L}'’.&-]+(?:\s+\p{Lu}[\p{L}'’.&-]*)+$/u;
const DOCUMENT_NAME =
  /^(?:the\s+)?(?:[\p{L}-]+\s+){0,3}(?:terms|conditions|policy|agreement|contract|rules)(?:\s+of\s+(?:use|service|sale))?$/iu;
