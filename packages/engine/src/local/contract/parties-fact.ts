import type { ContractParty } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { contractPartiesOf } from './contract-parties';
import { isRoleWord } from './contract-roles';
import { holdsNameBlank, LEFT_BLANK } from './form-blanks';
import { ADDRESSED_NAME } from './party-addressed';
import { NAMES_A_DOCUMENT } from './party-definitions';
import { bare, normalised, sameName } from './party-draft';
import { addressesItsReader } from './party-second-person';
import { SIGNATURE_CHARS, signedParties } from './signature-roles';

/**
 * The "Parties" fact of the clause list: the contracting parties, each by its name and the short names
 * the contract defines for it, quoted from the sentence that names them. A party the terms address as
 * "you" is told by its role or description, never the pronoun; a party named only by its role ("Developer") is given the name it signs
 * under. When no sentence of the opening names the parties, there is no fact rather than a wrong one.
 */
export interface PartiesFact {
  value: string;
  sentence: Sentence;
  focus: number;
}

/** Agreements name their parties in the opening. */
const OPENING_SENTENCES = 40;
const CONTENTS_LINE = /\.{5,}|…{3,}/u;
/** Enough of a party's name to find the sentence naming it, short of where line breaks may fall. */
const NAME_PREFIX = 12;
const LEAD_SENTENCES = 2;

// The words of a sentence that names the parties: a preamble, "are an agreement between you and",
// "you agree to these Terms of", an instrument "issued by X to Y", a cover-page reference ("the Customer identified in the Order Form").
// A label line ("Client: Meridian Foods Ltd", "Licensor (Owner): …") names a party too, and so does a bracket defining
// the reader's "you" ('Acme Ltd ("we") welcomes you ("you" or the "Member")').
const NAMES_THE_PARTIES =
  /\(\s*(?:the\s+)?["“]you["”]|\b(?:between|among|by\s+and|entered\s+into|made|issued|granted|delivered|agree(?:s|ing|ment)?|accept\w*|party|parties|identified|named)\b|\bundersigned\b|\bpromises?\s+to\s+pay\b|\b(?:client|customer|provider|supplier|vendor|buyer|seller|purchaser|licensor|licensee|contractor|consultant|company|employer|employee|landlord|tenant|lessor|lessee|distributor|developer)\s*(?:\([^)]{1,30}\))?\s*(?:name\s*)?:/iu;
// A grant, an assignment or a definition ("You hereby grant …", "Customer may use the Service … ("Permitted Use")"):
// its brackets define what is granted or meant, not who contracts, even where it holds a party's name.
const GRANTS_OR_DEFINES =
  /\bhereby\s+(?:irrevocably\s+)?(?:grants?|assigns?|licen[cs]es?|transfers?)\b|\b(?:shall\s+mean|means)\b|\bmay\s+use\b/iu;
// "THIS AGREEMENT is dated for reference …", "This Agreement is dated as of …": a line giving the agreement's date, naming
// no one, even where a blank left for a party's name ("TBD", "[CLIENT]") reads as one; a preamble dated and made
// "between" its parties in one sentence still names them.
const DATES_ONLY =
  /^(?![\s\S]*\b(?:between|among|by\s+and|made\s+by|entered\s+into\s+by)\b)[\s\S]*\b(?:(?:is|was|are)\s+dated|dated\s+(?:as\s+of|for\s+reference|this)|effective\s+as\s+of)\b/iu;
// "As between the parties, …": a clause that allocates something between parties already named.
const AS_BETWEEN = /\bas\s+between\s+(?:the\s+)?(?:parties|you\s+and|us\s+and)\b/iu;
// 'the Customer identified in the Order Form ("Customer")': who the party is, given on a cover page.
const IDENTIFIED_ELSEWHERE =
  /\b(?:identified|named|specified|set\s+out|listed|described|stated)\s+(?:in|on)\s+(?:the|an?|each|any)\s+(?:applicable\s+)?(?:[\p{Lu}][\p{L}-]*\s*){1,3}/u;
const NOT_A_NAME =
  /^(?:Agreement|Effective Date|Term|Territory|Products?|Services?|Parties|Party|Program(?:me)?|Clauses?|Cover\s+Pages?|Key\s+Terms)$|^(?:[\p{L}-]+\s+){0,3}(?:notes?|deeds?|instruments?|certificates?)$|\b(?:is|are|shall|will|may|must)\b/iu;
// A short name for a thing ("Permitted Use", "Evaluation Term", "Customer Data", "Company IP"), or a company form
// alone ("LLC"), not a party; "Use of Customer Data" names the thing before its "of".
const NAMES_A_THING =
  /(?:^|\s)(?:use|term|period|data|feedback|claims?|rights|inventions?|materials?|information|ip)(?:$|\s+of\s)|^(?:LLC|L\.?L\.?C\.?|Inc\.?|Ltd\.?|Corp\.?|Co\.?)$/iu;

export function partiesFact(sentences: readonly Sentence[]): PartiesFact | undefined {
  // A party read as a document's title ('PROMISSORY NOTE ("Maker")') is told by the short name defined for it.
  const parties = contractPartiesOf(sentences)
    .map((party) => ({ ...party, aliases: party.aliases.filter((alias) => !namesNoParty(alias)) }))
    .flatMap((party) => {
      if (!namesNoParty(party.name)) return [party];
      const alias = party.aliases[0];
      return alias ? [{ ...party, name: bare(alias) }] : [];
    });
  const named = parties.filter((party) => party.name !== ADDRESSED_NAME);
  if (named.length === 0) return undefined;
  // A table of contents ("Section B: Parties .......... 4") names no one, however many lines it runs to.
  const opening = sentences.filter((sentence) => !CONTENTS_LINE.test(sentence.text)).slice(0, OPENING_SENTENCES);
  const naming = namingSentence(opening, named, named.length < parties.length);
  if (!naming) return undefined;
  const ending = sentences
    .map((sentence) => sentence.text)
    .join('\n')
    .slice(-SIGNATURE_CHARS);
  const signed = signedParties(ending);
  const value = parties.map((party) => described(party, naming.sentence.text, signed)).join('; ');
  return { value, sentence: naming.sentence, focus: naming.focus };
}

/** The opening sentence naming the most parties, with words that name parties; never "as between the parties". */
function namingSentence(
  sentences: readonly Sentence[],
  parties: readonly ContractParty[],
  readerAddressed: boolean,
): { sentence: Sentence; focus: number } | undefined {
  let best: { sentence: Sentence; focus: number; count: number } | undefined;
  for (const [position, sentence] of sentences.entries()) {
    const text = sentence.text.replace(/\s+/gu, ' ').toLowerCase();
    // A preamble set out line by line ("BETWEEN:" | "ACME INC. ("Acme")") names a party after its cue.
    const lead = sentences
      .slice(Math.max(0, position - LEAD_SENTENCES), position)
      .map((earlier) => earlier.text)
      .join(' ');
    if (
      !NAMES_THE_PARTIES.test(`${lead} ${text}`) ||
      AS_BETWEEN.test(text) ||
      GRANTS_OR_DEFINES.test(text) ||
      DATES_ONLY.test(text)
    )
      continue;
    // A role word ("the landlord") or a short name in use names no one: only its definition does.
    const at = parties.map((party) =>
      isRoleWord(bare(party.name)) || sameName(party.aliases, party.name)
        ? -1
        : text.indexOf(party.name.slice(0, NAME_PREFIX).toLowerCase()),
    );
    // A sentence defining a party's short name ('… ("Lender")') names it; one only using the short names
    // ("the entire agreement of the Maker and the Lender") counts for less.
    const defined = parties.filter(
      (party) => definesAnAlias(party, sentence.text) || madeWithYou(party, sentence.text),
    ).length;
    // Terms made with an unnamed "you" are made by the reader taking them up ("To enter, you must agree to these
    // terms") or by saying so ("These terms are a contract between you and Acme"): that sentence makes the
    // contract, where a later clause only names its parties.
    const made = MADE_WITH_YOU.test(text) || (addressesItsReader(sentence.text) && ACCEPTS_TERMS.test(text));
    const accepted = readerAddressed && made ? ACCEPTANCE_WEIGHT : 0;
    // Among sentences naming as many, one saying the terms are made between the parties is the one making the contract.
    const names = at.filter((index) => index >= 0).length + defined + accepted;
    const between = names > 0 && new RegExp(MADE_BETWEEN, 'u').test(sentence.text) ? BETWEEN_WEIGHT : 0;
    const count = names + between;
    if (count === 0 || (best && best.count >= count)) continue;
    best = { sentence, focus: Math.min(...at.filter((index) => index >= 0)), count };
  }
  return best;
}

/** Less than a name: it only breaks a tie between sentences naming as many parties. */
const BETWEEN_WEIGHT = 0.5;

/**
 * A sentence in which the reader accepts the terms names the reader as a party: it counts as much as a name, so a
 * sentence that also defines the provider's short name still comes first.
 */
const ACCEPTANCE_WEIGHT = 1;
// What the reader accepts is the terms themselves ("you agree to the following Terms"), not one point of them
// ("you agree that we may film the event").
// "a legally binding commitment made between you and", "form a contract between you and": not a dispute "between you and".
const MADE_WITH_YOU =
  /\b(?:commitment|contract|agreement|terms)\s+(?:(?:is|are)\s+)?(?:made\s+)?between\s+you\s+and\b/iu;
const ACCEPTS_TERMS =
  /\b(?:agree|accept|consent)\w*\b(?!\s+that\b)[^.;]{0,60}?\b(?:terms|conditions|agreement|addendum|policy|rules|them)\b/iu;

type Signed = ReturnType<typeof signedParties>;

/** Whether the sentence defines one of the party's short names in quotes ('(the "Company")'). */
function definesAnAlias(party: ContractParty, sentence: string): boolean {
  return party.aliases.some((alias) => aliasDefinition(bare(alias)).test(sentence));
}

/**
 * "… a binding commitment between you and the OHW", "a binding agreement between Participant and ICF": the sentence
 * says the terms are made with the party, by the short name it goes by.
 */
function madeWithYou(party: ContractParty, sentence: string): boolean {
  return party.aliases.some((alias) => {
    const name = escapeRegExp(bare(alias));
    return (
      new RegExp(`\\bbetween\\s+you\\s+and\\s+(?:the\\s+)?${name}\\b`, 'iu').test(sentence) ||
      new RegExp(
        `${MADE_BETWEEN}\\s+(?:(?:the\\s+)?${name}\\s+and\\b|(?:you|(?:the\\s+)?[\\p{Lu}][\\p{L}.&-]*)\\s+and\\s+(?:the\\s+)?${name}\\b)`,
        'u',
      ).test(sentence)
    );
  });
}

/** "… is an agreement between", "a binding legal contract between": the words saying whom the terms are made with. */
// Not an entire-agreement clause ("the entire agreement between A and B … supersedes"), which names the parties
// of an agreement already made.
const MADE_BETWEEN = String.raw`(?<!\b(?:[Ee]ntire|[Ww]hole|[Cc]omplete|ENTIRE|WHOLE|COMPLETE)\s+)\b(?:[Cc]ommitment|[Cc]ontract|[Aa]greement|[Tt]erms)\s+(?:\([^)]{0,40}\)\s+)?(?:(?:is|are)\s+)?(?:made\s+)?between`;

function aliasDefinition(alias: string): RegExp {
  const escaped = escapeRegExp(alias);
  return new RegExp(`["“'‘](?:the\\s+)?${escaped}["”'’]`, 'iu');
}

// How far before its short name's definition a party's name is looked for.
const NAME_SPAN = 160;

/**
 * Whether the form leaves the party's name blank: the words before its short name's definition, back to the
 * previous definition, hold a blank ('[maker], … ("Maker")', '[Company Name], a Delaware corporation (the "Company")').
 */
function nameLeftBlank(party: ContractParty, sentence: string): boolean {
  for (const alias of party.aliases) {
    const definition = aliasDefinition(bare(alias)).exec(sentence);
    if (!definition) continue;
    const before = sentence.slice(Math.max(0, definition.index - NAME_SPAN), definition.index);
    const own = before.slice(before.search(/["”’][^"”’]*$/u) + 1);
    // A party known only by its role or short name has no name of its own to find there.
    const named =
      !sameName(party.aliases, party.name) &&
      !isRoleWord(bare(party.name)) &&
      own.toLowerCase().includes(party.name.slice(0, NAME_PREFIX).toLowerCase());
    return holdsNameBlank(own) && !named;
  }
  return false;
}

/** 'Acme, Inc. ("Supplier")', the party the terms address, or the name a role-only party signs under. */
function described(party: ContractParty, sentence: string, signed: Signed): string {
  if (addressedWithoutName(party)) return addresseeDescribed(party, sentence);
  if (nameLeftBlank(party, sentence)) return `${withoutArticle(party.aliases[0] ?? party.name)} (name ${LEFT_BLANK})`;
  const name = nameOf(party, sentence, signed);
  // "we", "us" are how the terms speak, not names a reader could look the party up by.
  const aliases = party.aliases.filter((alias) => normalised(alias) !== normalised(name) && !PRONOUN.test(bare(alias)));
  return aliases.length > 0 ? `${name} (${aliases.map((alias) => `"${bare(alias)}"`).join(', ')})` : name;
}

const PRONOUN = /^(?:you|your|yours|we|us|our|ours|i|me|my)$/iu;
// A "name" holding the second person ("you and the organisation you act for") says who is addressed, not who it is.
const SECOND_PERSON = /\byou\b/iu;

/** The party the terms address as "you", known by no name of its own. */
function addressedWithoutName(party: ContractParty): boolean {
  return party.name === ADDRESSED_NAME || PRONOUN.test(bare(party.name)) || SECOND_PERSON.test(party.name);
}

// 'and the author named in the signature block below ("you", "your")': how the opening describes the addressee.
const ADDRESSEE_DESCRIPTION =
  /\b(?:and|between|to)\s+((?:the|a|an|any)\s+[^()"“”;]{3,100}?)\s*\(\s*(?:the\s+)?["“]you["”]/iu;
// 'and you, [your name here]': the form leaves the addressee's name to be filled in.
const ADDRESSEE_BLANK = /\byou\s*,\s*(\[[^\]]{0,60}\]|_{3,}|\.{4,}|…{2,})/iu;

/**
 * The party the terms address as "you", told by what the document calls it: the role it defines for it
 * ("Participant"), the words describing it ("the author named in the signature block"), the blank left for
 * its name, or else the user the terms are written for. A pronoun is never a party's name.
 */
function addresseeDescribed(party: ContractParty, sentence: string): string {
  const role = party.aliases.find((alias) => !PRONOUN.test(bare(alias)));
  if (role) return withoutArticle(role);
  const text = sentence.replace(/\s+/gu, ' ');
  const describedAs = ADDRESSEE_DESCRIPTION.exec(text)?.[1];
  if (describedAs) return describedAs.trim();
  if (ADDRESSEE_BLANK.test(text)) return `the signing party (name ${LEFT_BLANK})`;
  return 'the user';
}

function nameOf(party: ContractParty, sentence: string, signed: Signed): string {
  if (!isRoleWord(bare(party.name))) return party.name;
  const signer = signed.find((candidate) => normalised(candidate.role) === normalised(party.name));
  if (signer) return signer.name;
  return identifiedElsewhere(party.name, sentence) ?? party.name;
}

/** "the Customer identified in the Order Form": the role with where the contract says who holds it. */
function identifiedElsewhere(role: string, sentence: string): string | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  const at = text.toLowerCase().indexOf(bare(role).toLowerCase());
  if (at < 0) return undefined;
  const after = text.slice(at + bare(role).length);
  const where = IDENTIFIED_ELSEWHERE.exec(after);
  if (!where || where.index > 2) return undefined;
  return `the ${bare(role)} ${after.slice(where.index, where.index + where[0].length).trim()}`;
}

function withoutArticle(name: string): string {
  return bare(name).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/** A document, a set of terms or a defined thing, which is never a party. */
function namesNoParty(name: string): boolean {
  const plain = name.replace(/^(?:this|these|the)\s+/iu, '').trim();
  return NOT_A_NAME.test(plain) || NAMES_A_DOCUMENT.test(plain) || NAMES_A_THING.test(plain);
}
