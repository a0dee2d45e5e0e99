import { CONTRACT_ROLES, type ContractParty } from '@doclens/api';
import { type StatedSide, statedSides } from './contract-party-statements';
import { type ContractRole, type ContractSide, isPartyWord, isRoleWord, roleLabel, sideOf } from './contract-roles';
import { addressedReason, addressedSides, withAddressedParty } from './party-addressed';
import { attorneyAppointment } from './party-appointment';
import { buyingDistributors } from './party-buyer';
import { type ClauseSide, clauseSides } from './party-deal-clauses';
import { type DealOfRoles, dealOfRoles, dealQuote, sideInDeal } from './party-deal-roles';
import {
  definesAThing,
  definitionsIn,
  gathersThings,
  NAMES_A_DOCUMENT,
  NOT_A_PARTY,
  namesADocument,
  namesAParty,
  openingSentenceOf,
} from './party-definitions';
import { bare, type Draft, normalised, sameName } from './party-draft';
import { withFirstPersonSigner } from './party-first-person';
import { partiesOfFirstPersonOpening, signerReason, signerSides } from './party-first-person-opening';
import { labelledParties } from './party-labelled';
import { letteredParties, mergeLettered } from './party-lettered';
import { partyName } from './party-names';
import { partyNamed } from './party-picked';
import { receivingParty } from './party-receiving-cues';
import { partiesOfAcceptedTerms } from './party-role-accepts';
import { calledByRole, withRoleOnlyParty } from './party-role-only';
import { partiesByShortNames } from './party-short-names';
import { sideSourceWords, signedIn } from './party-side-source';
import { withUndefinedParties } from './party-undefined-names';
import { SIGNATURE_CHARS, signatureRoles } from './signature-roles';

/**
 * Who a contract is between, read from its opening: each party's name, the short names the
 * contract defines for it ('Apollo Endosurgery, Inc. (the "Client")', '(hereinafter referred to
 * as "Supplier")', 'Party A (Shipper): …') and, where its defined role says so, its side of the deal.
 */

/** Preambles sit in the first few thousand characters, after a title and sometimes a table of contents. */
const OPENING_CHARS = 12_000;
const PREAMBLE_CHARS = 2_500;

// Where the naming of the parties starts, and where the recitals or the first clause take over.
// A letter agreement names its parties after the salutation ("Ladies and Gentlemen: X and Y confirm their agreement with Z").
// An instrument issued, granted or delivered "by X to Y" names its parties as it is made. "Between" or
// "among" after a word of sharing or dispute ("shared among the founders", "any dispute between you and a
// user", "paid pro rata among all Holders") names who shares or disputes, not who signs; nor does one before an age
// or a number ("aged between 13 and 18", "between 9 and 5"). What "is made available by" a party is a
// clause's, not an instrument being made; one "executed by a duly authorized representative" says who signs for a
// party, not who the parties are. A note names its parties
// in its promise: "For value received, X promises to pay to Y".
const PREAMBLE_START =
  /\b(?:Ladies\s+and\s+Gentlemen\s*[:,]|Dear\s+Sirs?\s*[:,]|(?:for\s+)?value\s+received\b|by\s+and\s+(?:between|among)|(?<!\b(?:shared|divided|split|allocated|apportioned|distributed|rata|ratably|equally|dispute|disputes|controversy|controversies|claims?|differences?|conflicts?|inconsistenc(?:y|ies)|discrepanc(?:y|ies))\s+)(?:between|among)(?!\s+(?:this|these|the|its|any)\s+(?:[\w-]+\s+){0,2}?(?:addendum|agreement|terms|documents?|provisions?|parts?|sections?)\b|\s+(?:the\s+)?(?:ages?\s+(?:of\s+)?)?\d+\s*(?:and|to|-|–)\s*\d)|Party\s+A\s*(?:\([^)]{1,30}\))?\s*:|(?:\b(?:is|was|are|were|be|been)\s+(?:hereby\s+)?(?:made(?!\s+(?:available|accessible|public|known)\b)|executed|issued|granted|delivered)|entered\s+into)\s(?:[^.;]{0,80}?\s)?by\s+(?!and\b)(?!(?:an?|its|their|the|each\s+party['’]s)\s+(?:duly\s+)?authori[sz]ed\s+(?:representatives?|officers?|signator(?:y|ies)|persons?|agents?)\b))/iu;
// A heading naming the parties is in capitals or followed by their list ("PARTIES", "Parties: (1) …"); "the parties
// complete and sign a Cover Page" is a clause's. In a passage written in capitals, "PARTIES" after another word
// or inside quotes ("THE “RELEASED PARTIES”", "THIRD PARTIES") is a phrase of its sentence, not a heading.
const PARTIES_HEADING =
  /\b(?:(?<!\b(?!THE\s)\p{Lu}+\s+)PARTIES\b(?!\s*["”’)])|Parties(?:\s+(?:to|of)\s+(?:this|the)\s+\p{L}+)?\s*:|Parties(?=\s+\(?(?:1|a|A)[.)]))/u;

/** Where the naming of the parties starts in the text, if it does. */
function preambleStart(text: string): { index: number; 0: string } | undefined {
  const starts = [PREAMBLE_START.exec(text), PARTIES_HEADING.exec(text)].filter(
    (found): found is RegExpExecArray => found !== null,
  );
  return starts.sort((a, b) => a.index - b.index)[0];
}

const PREAMBLE_END =
  /\b(?:WHEREAS|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|RECITALS?|R\s?E\s?C\s?I\s?T\s?A\s?L\s?S|BACKGROUND|Background\s|NOW,?\s+THEREFORE|Whereas\s*[:,]|Recitals\b|The\s+parties\s+(?:hereby\s+)?agree|agree\s+as\s+follows|Agreed\s+terms)/u;

const TERMS_OPEN = /\bagree\s+as\s+follows\b/iu;

/** The reader's roles and the defined short names that mean the reader is that party. */
const ROLE_NAMES: Record<ContractRole, RegExp> = {
  tenant: /^(?:tenant|lessee)$/iu,
  landlord: /^(?:landlord|lessor|owner)$/iu,
  employee: /^(?:employee|executive)$/iu,
  employer: /^(?:employer)$/iu,
  buyer: /^(?:buyer|purchaser|customer)$/iu,
  seller: /^(?:seller|vendor|supplier|manufacturer)$/iu,
  client: /^(?:client|customer|service\s+recipient|licensee)$/iu,
  'service-provider': /^(?:service\s+provider|provider|consultant|contractor|developer|supplier|vendor|cro)$/iu,
};

/** The parties a document's pages name, for the type-selection step and the analysis. */
export function contractPartiesOf(pages: readonly { text: string }[]): ContractParty[] {
  // Only the opening is read: join pages until it is covered, not the whole document.
  let opening = '';
  for (const page of pages) {
    if (opening.length >= OPENING_CHARS) break;
    opening += `${page.text}\n`;
  }
  const whole = pages.map((page) => page.text).join('\n');
  return detectParties(opening, whole.slice(-SIGNATURE_CHARS), whole);
}

/**
 * The parties named in a contract's opening, in the order they are named; `body` is the text whose
 * operative clauses may tell their sides when neither their short names nor the recitals do.
 */
export function detectParties(
  documentText: string,
  ending = documentText.slice(-SIGNATURE_CHARS),
  body = documentText,
): ContractParty[] {
  // A form's dotted lines for the names to be filled in ("Name of the organisation: ........") are one blank.
  const opening = documentText
    .slice(0, OPENING_CHARS)
    .replace(/\s+/gu, ' ')
    .replace(/(?:\.\s?){4,}/gu, '… ');
  const lettered = letteredParties(opening);
  const preamble = partiesPassage(opening);
  const parties = preamble?.parties ?? [];
  const defined = mergeLettered(parties, lettered)
    .filter((party) => party.aliases.length > 0)
    .slice(0, 6);
  // Without a party defined in the opening, role labels, a pair of roles or the signature blocks may name them.
  const found = defined.length > 0 ? defined : labelledParties(documentText, opening, ending);
  // A party named by its company name alone ("between Quillon Systems Inc. and Harrow Media LLC") has no short name.
  const undefinedAdded = found.length > 1 ? found : withUndefinedParties(opening, found);
  // A form naming its two parties by short names alone ("between Corvane and Partner (each a "Party")").
  const shortNamed = undefinedAdded.length > 0 ? undefinedAdded : partiesByShortNames(opening);
  // Terms whose reader accepts them in the third person, by its role ("the Partner agrees to be bound by these Terms").
  const byRole = shortNamed.length > 0 ? shortNamed : partiesOfAcceptedTerms(opening);
  // A form opening in its signer's voice, accepting the other party's offer ("I accept the offer of X (the "Company")
  // to take part as a speaker (a "Speaker")").
  const bySigner = byRole.length > 0 ? byRole : partiesOfFirstPersonOpening(opening);
  // Standard terms name their provider ("Acme", "we") and address the other party as "you".
  // A letter its signer writes as "I" names the signer once, in its opening.
  const merged = withFirstPersonSigner(withAddressedParty(bySigner, opening), opening, body);
  withSignedRoles(merged, ending);
  const start = Math.min(preamble?.at ?? 0, ...merged.map((party) => party.at));
  const fromStart = opening.slice(Math.max(0, start));
  const byRecitals = statedSides(fromStart, merged);
  const stated = byRecitals.size > 0 ? byRecitals : attorneyAppointment(fromStart, merged);
  const named = addressedSides(merged, opening) ?? signerSides(merged) ?? sidesByName(merged, dealOfRoles(opening));
  // A party named "Distributor" that the clauses show buying is its supplier's customer.
  const buying = named.some(Boolean) ? new Map() : buyingDistributors(merged, body);
  // The clauses are read only when nothing earlier in the contract gives any party a side.
  const decidedEarlier = stated.size > 0 || named.some(Boolean) || buying.size > 0;
  const byClauses = decidedEarlier ? buying : clauseSides(body, merged);
  // Weakest of all, what a clause says of one party alone ("Hask shall pay the royalties"), read last.
  const byOneParty = decidedEarlier || byClauses.size > 0 ? byClauses : receivingParty(body, merged);
  return withSides(merged, named, stated, byOneParty);
}

type NamedSide = ReturnType<typeof namedSide>;

/**
 * The side each party's short name gives it. Names that put every party on one side ("Manufacturer"
 * and "Subcontractor", "Owner" and "Operator") say nothing of the deal between them: none is kept.
 */
function sidesByName(drafts: readonly Draft[], deal: DealOfRoles): NamedSide[] {
  const named = drafts.map((draft) => namedSide(draft, deal));
  if (!allOnOneSide(named)) return named;
  // A side that rests on another deal between the parties ("Sponsor" of a fiscal sponsorship, in an asset
  // transfer from its project's "Assignor") gives way to the roles this agreement itself names.
  const direct = named.map((byName) => (byName?.byDeal ? undefined : byName));
  const mixed = direct.some(Boolean) && direct.some((byName) => !byName);
  return mixed ? direct : named.map(() => undefined);
}

function allOnOneSide(named: readonly NamedSide[]): boolean {
  const sides = new Set(named.map((byName) => byName?.side));
  return named.length >= 2 && sides.size === 1 && !sides.has(undefined);
}

function preambleOf(opening: string): { text: string; at: number } | undefined {
  // The first "between" that is followed by a defined short name is the preamble; a title page
  // ("SUPPLY AGREEMENT between X and Y") may come first.
  let from = 0;
  // The parties are named before the terms: once "the Parties agree as follows" has opened them, a "Parties"
  // or "between" further on is a clause's ("The Parties wish to form a Joint Venture ("JV")").
  const termsOpen = TERMS_OPEN.exec(opening);
  const last = termsOpen ? termsOpen.index + termsOpen[0].length : opening.length;
  while (from < last) {
    const start = preambleStart(opening.slice(from));
    if (!start || from + start.index >= last) return undefined;
    const at = from + start.index;
    const text = opening.slice(at, Math.min(at + PREAMBLE_CHARS, last));
    const end = PREAMBLE_END.exec(text.slice(20));
    const preamble = end ? text.slice(0, end.index + 20) : text;
    if (definesAParty(preamble)) return { text: preamble, at };
    from = at + start[0].length;
  }
  return undefined;
}

/** The preamble and the parties it defines; the sentence naming them when no "between" names two. */
function partiesPassage(opening: string): { at: number; parties: Draft[] } | undefined {
  const preamble = preambleOf(opening);
  const parties = preamble ? definedParties(preamble.text, preamble.at) : [];
  if (parties.length > 0) return { at: preamble?.at ?? 0, parties };
  const sentence = openingSentenceOf(opening, PREAMBLE_END);
  const named = sentence ? definedParties(sentence.text, sentence.at) : [];
  // Without "between", a sentence's definitions are taken for parties only when one names a role
  // ("Consultant", "Licensee"): otherwise they may be the programme, service or goods it defines.
  const namesARole = named.some((draft) => draft.aliases.some((alias) => isRoleWord(bare(alias))));
  if (sentence && named.length >= 2 && namesARole) return { at: sentence.at, parties: named };
  return preamble ? { at: preamble.at, parties } : undefined;
}

/** Whether a passage defines a short name for a party: in quotes, after "hereinafter", or a role word in brackets. */
const NAMING_CHARS = 400;

function definesAParty(text: string): boolean {
  // "the services agreement between the Adviser and Ferris (the "Services Agreement")" names an agreement.
  const near = definitionsIn(text.slice(0, NAMING_CHARS));
  if (
    near.length > 0 &&
    near.every((definition) => definition.terms.every((term) => NOT_A_PARTY.test(term) || NAMES_A_DOCUMENT.test(term)))
  )
    return false;
  if (/\([^()]*["“'‘][^()]*\)|hereinafter|referred\s+to\s+(?:[\p{L} ]{0,30})as\s|\(\s*the\s+\p{Lu}/u.test(text))
    return true;
  // Under a "PARTIES" heading, two short names in brackets are the parties' ("… (OLS)"), quoted or not.
  if (/^PARTIES\b/u.test(text) && definitionsIn(text).length >= 2) return true;
  // A bare role word in brackets counts where the parties are named, not in a clause further on.
  return definitionsIn(text.slice(0, NAMING_CHARS)).some((definition) => definition.terms.some(isRoleWord));
}

// A full stop ending a sentence, not an abbreviation ("Inc.", "Ltd.", "S.A.").
const SENTENCE_END = /(?:[a-z\p{Ll}]{3,}|\))\.\s+(?:[\p{Lu}\d])|\s\d{1,2}\.\s+\p{Lu}{2,}|\bARTICLE\s+[I1]\b/u;
const NOT_A_SENTENCE_END = /\b(?:Inc|Ltd|Corp|Co|Ltda|Limited|Bhd|Pty|Plc|Llc|Ag|Gmbh|Bv|Nv)\.\s/iu;

const ABBREVIATION = /^\p{Lu}{2,6}$/u;
/**
 * A person a party's description names ("…, a subsidiary of Corvid Holdings Inc. ("Parent")", "…, represented by
 * its director Jo Tan ("Director")", "…, acting through its general partner …"): related to the party, not a party.
 */
// Words that go on from a party's definition with a preposition ('a member ("Member") within Acme's community
// ("Community")') describe that party: what they define is where it stands, not a party of the list.
const RELATED_PERSON =
  /^\s*,?\s*(?:within|among|inside)\s|^\s*,?\s*(?:(?:an?|the|its)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:subsidiary|affiliate|parent|division)\s+of\b|\b(?:represented\s+by|acting\s+(?:through|by)|on\s+behalf\s+of|c\/o|care\s+of)\b/iu;
// Words that open the next party of a list before anything else is said: ", and the State of …", "; (b) …".
const OPENS_NEXT_PARTY = /^\s*[,;]?\s*(?:and|AND|\(\p{L}\))\s/u;
// What starts the next party of a list: "; (b) …", "…, and …".
const NEXT_IN_LIST = /;|\band\b|\(\p{L}\)/u;

/** What the words after a definition say of the one defined: a beneficiary of the terms, or no party to them. */
const OUTSIDER_STATED =
  /^[^.;]{0,60}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:(?:an?|the)\s+)?(?:(?:express(?:ly)?|intended|named)\s+)*(?:third[-\s]part(?:y|ies)\s+beneficiar(?:y|ies)|beneficiar(?:y|ies)\s+of\s+(?:this|these)\b|not\s+(?:a\s+)?part(?:y|ies)\s+(?:to\s+(?:this|these)\b|hereto\b))/iu;
const OUTSIDER_CHARS = 160;

function definedParties(preamble: string, offset: number): Draft[] {
  const drafts: Draft[] = [];
  let nameStart = 0;
  for (const definition of definitionsIn(preamble)) {
    const bracket = preamble.slice(definition.index, definition.end);
    const between = preamble.slice(nameStart, definition.index);
    const aliases = definition.terms.filter((term) => namesAParty(term, bracket, between));
    // Once two parties are named, a definition in a later sentence names something else.
    if (drafts.length >= 2 && SENTENCE_END.test(between) && !NOT_A_SENTENCE_END.test(between)) break;
    const name = partyName(between);
    nameStart = definition.end;
    // '(and all references to "you" include that entity)' tells what a word covers; it defines no party.
    if (GLOSS.test(bracket)) continue;
    // "a maker of software ("Developer")", "the person using the service ("you")" still name a party: the short
    // name is a party's word or the reader's pronoun.
    const thing =
      (definesAThing(between) || gathersThings(between, bracket)) &&
      !definition.terms.some((term) => isPartyWord(term) || PERSON.test(term));
    if (namesADocument(between, preamble.slice(definition.end, definition.end + 40)) || thing) {
      withBareRoleParty(drafts, between, bracket, offset + definition.index);
      continue;
    }
    // 'Orchard Inc. ("Orchard") is an intended third-party beneficiary of these Terms': someone the terms
    // benefit is by that very statement no party to them.
    if (OUTSIDER_STATED.test(preamble.slice(definition.end, definition.end + OUTSIDER_CHARS))) continue;
    // A new party of the list that acts through an office defines its short name there ('and the State of Norland,
    // acting by and through its Energy Office ("NEO")'): only one named after a party's own definition is related.
    if (
      drafts.length > 0 &&
      name === undefined &&
      RELATED_PERSON.test(afterLastJoin(between)) &&
      !OPENS_NEXT_PARTY.test(between)
    )
      continue;
    // An abbreviation in a party's description ('insured by the Deposit Office ("DO")') names no party,
    // and the parties' list may go on after it.
    const abbreviation = aliases.length > 0 && aliases.every((alias) => ABBREVIATION.test(alias));
    if (drafts.length >= 2 && name === undefined && abbreviation && !NEXT_IN_LIST.test(between)) continue;
    if (calledByRole(drafts, between, offset + definition.index - between.length)) continue;
    const same = drafts.find((draft) => aliases.some((alias) => sameName(draft.aliases, alias)));
    // A bracket glossing a short name already given ('(references to the "Bank" include …)') ends nothing.
    const glossed = same !== undefined && aliases.every((alias) => sameName(same.aliases, alias));
    if (drafts.length >= 2 && name === undefined && !glossed && !aliases.some(isRoleWord)) break;
    if (aliases.length === 0) withBareRoleParty(drafts, between, bracket, offset + definition.index);
    if (aliases.length === 0 || aliases.every((alias) => thingOfAParty(drafts, alias))) continue;
    // "allows each party ("Discloser") to disclose … to the other party ("Recipient")": a part every party plays.
    if (ANY_PARTY_BEFORE.test(between)) continue;
    const words = definitionWords(between, preamble.slice(definition.index, definition.end));
    if (same) {
      for (const alias of aliases) {
        if (!sameName(same.aliases, alias)) same.aliases.push(alias);
        if (!same.definitions.has(alias)) same.definitions.set(alias, words);
      }
      continue;
    }
    const definitions = new Map(aliases.map((alias) => [alias, words]));
    drafts.push({ name: name ?? aliases[0] ?? '', aliases, at: offset + definition.index, definitions });
  }
  calledByRole(drafts, preamble.slice(nameStart), offset + nameStart);
  withRoleOnlyParty(drafts, preamble, offset);
  return drafts;
}

// "…, for and on behalf of the Union, and by the authority of the Board (…)": what the last "and" opens is the
// next party's own description, so words before it (the previous party acting for someone) relate to no one here.
const LAST_JOIN = /[\s\S]*\band\s+(?=by\b|the\b|\p{Lu})/u;

function afterLastJoin(between: string): string {
  const joined = LAST_JOIN.exec(between);
  return joined ? between.slice(joined[0].length) : between;
}

const PERSON = /^(?:you|your|we|us|our|i)$/iu;
// A party named by a role word alone, last in the list: "… and Customer".
const BARE_ROLE_AFTER_AND = /\band\s+(?:the\s+)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*$/u;
const GLOSS = /\breferences?\s+to\s+(?:the\s+)?["“]/iu;

const ANY_PARTY_BEFORE = /\b(?:(?:each|either|any|a|the\s+other)\s+party|\p{Ll}+\s+party)\s*,?\s*$/u;

/**
 * "between Acme, Inc. ("Acme") and Customer (the "Agreement")": the bracket after the second party names the
 * agreement, not it, but the role word standing bare after "and" still names that party; it is added to the one
 * party found so far.
 */
function withBareRoleParty(drafts: Draft[], between: string, bracket: string, at: number): void {
  const bare = drafts.length === 1 ? BARE_ROLE_AFTER_AND.exec(between)?.[1] : undefined;
  if (!bare || !isRoleWord(bare) || drafts.some((draft) => sameName(draft.aliases, bare))) return;
  const words = `${between.trim()} ${bracket}`;
  drafts.push({ name: bare, aliases: [bare], at: at - bare.length, definitions: new Map([[bare, words]]) });
}

/** "Company IP", "Customer Data": a term that starts with a party's short name names something of that party's. */
function thingOfAParty(drafts: readonly Draft[], term: string): boolean {
  const name = normalised(term);
  return drafts.some((draft) => draft.aliases.some((alias) => name.startsWith(`${normalised(alias)} `)));
}

/** A definition quoted whole up to this length; a longer one keeps the name and the definition itself. */
const DEFINITION_CHARS = 160;

/** The words that define a short name: the party's name, its description and the bracket or "hereinafter". */
function definitionWords(between: string, definition: string): string {
  const name = partyName(between);
  const at = name ? between.lastIndexOf(name) : -1;
  const described = `${(at >= 0 ? between.slice(at) : '').trim()} ${definition}`.trim();
  if (described.length <= DEFINITION_CHARS || !name) return described;
  return `${name} … ${definition}`;
}

/** Sides from the parties' short names, else from what the recitals, else the operative clauses, say they do. */
function withSides(
  drafts: readonly Draft[],
  named: readonly NamedSide[],
  stated: ReadonlyMap<number, StatedSide>,
  byClauses: ReadonlyMap<number, ClauseSide>,
): ContractParty[] {
  // The recitals' statement of the deal between the two parties ("the Adviser desires to engage Ferris to
  // provide services to the Adviser") outweighs a short name, which may name a party's trade toward others.
  const dealStated = drafts.length === 2 && drafts.every((_, index) => stated.get(index)?.byDeal);
  // Otherwise a short name and a statement that disagree leave every side unknown rather than pick one.
  const disagree =
    !dealStated &&
    named.some((byName, index) => byName && stated.get(index) && stated.get(index)?.side !== byName.side);
  const parties: ContractParty[] = drafts.map((draft, index) => {
    if (disagree) return { name: draft.name, aliases: draft.aliases, roles: [] };
    const byName = dealStated ? undefined : named[index];
    const byStatement = stated.get(index);
    const byClause = byClauses.get(index);
    const decided = byName
      ? { side: byName.side, sideSource: { kind: byName.kind, quote: byName.quote } }
      : byStatement
        ? { side: byStatement.side, sideSource: { kind: 'recital' as const, quote: byStatement.statement } }
        : byClause
          ? { side: byClause.side, sideSource: clauseSource(byClause) }
          : {};
    return { name: draft.name, aliases: draft.aliases, ...decided, roles: [] };
  });
  // With two parties and one side known, the other party is on the other side.
  if (parties.length === 2) {
    const [first, second] = parties as [ContractParty, ContractParty];
    if (first.side && !second.side) setOtherSide(second, first);
    else if (second.side && !first.side) setOtherSide(first, second);
    else if (first.side && second.side && first.side === second.side) {
      for (const party of parties) {
        delete party.side;
        delete party.sideSource;
      }
    }
  }
  for (const role of CONTRACT_ROLES) {
    const party = partyForRole(parties, role);
    if (party) party.roles.push(role);
  }
  return parties;
}

function clauseSource(byClause: ClauseSide): NonNullable<ContractParty['sideSource']> {
  const source = { kind: 'clause' as const, quote: byClause.statement };
  return byClause.section ? { ...source, section: byClause.section } : source;
}

function setOtherSide(party: ContractParty, other: ContractParty): void {
  if (!other.side) return;
  party.side = otherSide(other.side);
  if (other.sideSource) party.sideSource = { kind: 'other-party', quote: other.sideSource.quote };
}

/** The side the party's short names give it, with the words of the opening that define the deciding one. */
function namedSide(
  draft: Draft,
  deal?: DealOfRoles,
): { side: ContractSide; quote: string; kind: 'definition' | 'signature'; byDeal?: boolean } | undefined {
  const side = sideOfAliases(draft.aliases, deal);
  if (!side) return undefined;
  const alias = draft.aliases.find((candidate) => sideInDeal(candidate, deal) === side) ?? draft.aliases[0] ?? '';
  const kind = alias === draft.signedAs ? 'signature' : 'definition';
  const byDeal = dealQuote(alias, deal);
  const definition = draft.definitions.get(alias) ?? `${draft.name} ("${bare(alias)}")`;
  // The words that make the deal what it is, then the party's own definition.
  const quote = byDeal ? `${byDeal} … ${definition}` : definition;
  return { side, quote, kind, byDeal: byDeal !== undefined };
}

/** A signature block's role ("LICENSEE: VELO STUDIO INC.") names a party the preamble gave no role word. */
function withSignedRoles(drafts: Draft[], ending: string): void {
  for (const signed of signatureRoles(ending, drafts)) {
    const draft = drafts[signed.party];
    // A role another party already has is a signature block flattened out of its columns.
    if (!draft || sideOfAliases(draft.aliases) || drafts.some((other) => sameName(other.aliases, signed.role)))
      continue;
    draft.aliases.push(signed.role);
    draft.definitions.set(signed.role, signed.quote);
    draft.signedAs = signed.role;
  }
}

function sideOfAliases(aliases: readonly string[], deal?: DealOfRoles): ContractSide | undefined {
  const sides = new Set<ContractSide>();
  for (const alias of aliases) {
    const side = sideInDeal(alias, deal);
    if (side) sides.add(side);
  }
  return sides.size === 1 ? [...sides][0] : undefined;
}

export { partyNamed };

export function otherSide(side: ContractSide): ContractSide {
  return side === 'provider' ? 'recipient' : 'provider';
}

/**
 * The party a reader with this role is: the one whose short name is the role ("Tenant" for a
 * tenant), else the only party on the role's side.
 */
export function partyForRole(parties: readonly ContractParty[], role: ContractRole): ContractParty | undefined {
  const named = parties.filter((party) =>
    party.aliases.some((alias) => ROLE_NAMES[role].test(alias.replace(/^the\s+/iu, ''))),
  );
  if (named.length === 1) return named[0];
  const onSide = parties.filter((party) => party.side === sideOf(role));
  return onSide.length === 1 ? onSide[0] : undefined;
}

/** The party the reader chose by name or short name, else the one their role makes them. */
export function readerParty(
  parties: readonly ContractParty[],
  role: ContractRole,
  chosen: string | undefined,
): ContractParty | undefined {
  return readerPartyWithReason(parties, role, chosen)?.party;
}

/** The reader's party, the short name the contract gives it, and why the reader is that party. */
export interface ReaderParty {
  party: ContractParty;
  /** The contract's short name for the party that says its part in the deal ("Buyer"), else its first one. */
  alias: string;
  reason: string;
}

export function readerPartyWithReason(
  parties: readonly ContractParty[],
  role: ContractRole,
  chosen: string | undefined,
): ReaderParty | undefined {
  const picked = chosen ? partyNamed(parties, chosen) : undefined;
  if (picked) return { party: picked, alias: roleAlias(picked), reason: 'you picked this party.' };
  const party = partyForRole(parties, role);
  if (!party) return undefined;
  const alias = roleAlias(party);
  const addressed = sideOf(role) === 'recipient' ? (addressedReason(party, parties) ?? signerReason(party)) : undefined;
  if (addressed) return { party, alias, reason: addressed };
  const named = party.aliases.find((candidate) => ROLE_NAMES[role].test(candidate.replace(/^the\s+/iu, '')));
  const label = roleLabel(role);
  if (named)
    return {
      party,
      alias,
      reason: `you chose the ${label} role and the contract calls ${party.name} the ${bare(named)}${signedIn(party)}.`,
    };
  const part = sideOf(role) === 'recipient' ? 'receives what the deal provides' : 'provides what the deal is for';
  return {
    party,
    alias,
    reason: `you chose the ${label} role, and ${party.name} is the party that ${part}${sideSourceWords(party)}.`,
  };
}

function roleAlias(party: ContractParty): string {
  return bare(party.aliases.find((candidate) => isRoleWord(bare(candidate))) ?? party.aliases[0] ?? party.name);
}
