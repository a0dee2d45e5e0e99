import type { ContractParty, ContractSide } from '@doclens/api';
import { escapeRegExp } from '../../text/words';
import { ACT_BY_AGENT, PASSIVE_RELEASE, statementAcceptedByOne } from './accepted-statement';
import { otherSide } from './contract-parties';
import { isPartyWord } from './contract-roles';
import { outsidersDuty } from './outsider-duty';
import { FIRST_PERSON_ALIAS } from './party-first-person';
import { GIVES_AS_IS } from './warranty-denials';

/**
 * Who owes and who benefits in a contract sentence: the subject of "shall indemnify", "may
 * terminate", "shall not compete", "agrees to pay", "warrants", "shall not be liable".
 *
 * - A duty ("shall pay", "warrants", "shall not assign") is owed by its subject to the other party.
 * - A right or a protection ("may terminate", "shall not be liable") benefits its subject and is
 *   borne by the other party.
 * - "Each party", "either party", "neither party", "the parties", "A and B" bind both: mutual.
 */

/** One side of a sentence: a named party (by index in the parties), a generic role word's side, or both parties. */
// A side may be the reader's own, known only as the "you" the document addresses (`addressed`), not by a role word.
export type Actor =
  | { kind: 'party'; party: number }
  | { kind: 'side'; side: ContractSide; addressed?: true }
  | { kind: 'mutual' };

export interface Direction {
  /** Who carries the burden: owes the duty, or bears the other's right or protection. */
  obligor: Actor;
  /** Who gains from it. */
  beneficiary: Actor | undefined;
  form: 'duty' | 'right' | 'protection';
}

const MUTUAL_SUBJECT =
  /^(?:each|either|neither|both|any|every|no)\s+(?:of\s+the\s+)?(?:part(?:y|ies)|of\s+(?:them|us))\b|^the\s+parties\b|^(?:each|either|neither)\b(?!\s+of\s+(?!the\b))|^the\s+non-?\s?\w+\s+party\b/iu;
const OTHER_PARTY = /^the\s+other\s+party\b/iu;
const SOME_PARTY = /\b(?:either|a|any|each)\s+party\b/iu;

// The subject's own people acting with it ("X and its licensors shall not be liable", "Neither we nor our
// suppliers will be liable"): a list of up to three kinds, which answer for the subject's side.
const OWN_PEOPLE_KIND = String.raw`(?:affiliates|subsidiaries|licensors|suppliers|officers|directors|employees|agents|contractors|subcontractors|personnel|representatives|service\s+providers)`;
const OWN_PEOPLE = String.raw`(?:and|or|and\/or|nor)\s+(?:any\s+of\s+)?(?:its|their|our|his|her)\s+(?:respective\s+)?${OWN_PEOPLE_KIND}(?:\s*(?:,|and|or)\s*(?:and\s+)?${OWN_PEOPLE_KIND}){0,2},?`;
// A role the subject acts in, set off by commas ("Acme, as the Supplier, shall …").
const AS_ROLE = String.raw`as\s+(?:the\s+|an?\s+)?\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?\s*,`;
// Spaces, dashes and commas after a subject, and the bracket or quote closing a name left as a placeholder
// ("[buyer] may not") or defined in the sentence ("("Buyer") shall").
const CLOSING = String.raw`[\s,–—\-\])"”’]*`;
// An aside in brackets between a subject and its verb, naming who acts with it or for it ("We (and anyone who buys our
// business) may assign …", "Provider (or its successor) shall …"); a list mark ("(a)") is read on its own.
const ASIDE = String.raw`\((?![a-z0-9]{1,4}\))[^()]{1,160}\)\s*,?`;
const ASIDE_AFTER = new RegExp(String.raw`^[\s,]*${ASIDE}`, 'u');
// What a subject is followed by when it is the subject: a modal or a promise verb, possibly after
// "or its affiliates" (who act for it), "hereby", "further", "(a)", "at its own expense,", "in its sole discretion," or
// a page-break remnant.
const PREDICATE = new RegExp(
  String.raw`^${CLOSING}(?:\([a-z0-9]{1,4}\)\s*|${ASIDE}\s*|(?:on\s+the\s+other\s+hand,?|${AS_ROLE}|${OWN_PEOPLE}|hereto|hereby|further|also|each|itself|jointly\s+and\s+severally|expressly|promptly|immediately|shall\s+at\s+all\s+times|(?:at|in)\s+(?:its|their|your|our|his|her)\s+(?:own\s+)?(?:(?:sole|absolute|reasonable)\s+(?:and\s+(?:sole|absolute)\s+)?)?(?:cost|expense|option|discretion)(?:\s+and\s+(?:cost|expense))?,?|\d+\s*-?\d*-?|-+)\s*)*(shall|will|may|must|cannot|can|agrees?|promises?|hereby|represents?|warrants?|covenants?|undertakes?|acknowledges?|grants?|indemnif(?:y|ies)|(?:is|are)\s+(?:entitled|obligated|required|responsible|liable)|has\s+(?:paid|agreed|the\s+right)|have\s+the\s+right|reserves?|waives?|releases?|discharges?|disclaims?|makes\s+no|do(?:es)?\s+not\s+(?:(?:represent|warrant|guarantee|promise|make|give)s?\b(?:\s+(?:and|or)\s+(?:represent|warrant|guarantee)s?)?)|(?:is|are)\s+(?:hereby\s+)?granted|assumes?|guarantees?|${GIVES_AS_IS.source})\b`,
  'iu',
);
const PREDICATE_WINDOW = 70;
// The verb of the sentence's kind, to prefer "X shall pay" over "Y shall provide" in one sentence.
const KEY_VERB =
  /\b(?:indemnif|hold\s+(?:\w+\s+){0,6}harmless|defend|pay|reimburs|terminat|compet|solicit|confiden|secre|disclos|warrant|liab|assign|transfer|protect|exclusiv|purchase|audit|insur)/iu;
// A mention that is an object, a possessive or a modifier is not the subject.
const NOT_SUBJECT_BEFORE =
  /\b(?:of|by|to|from|with|for|against|than|upon|between|under|on\s+behalf\s+of|provide|provides|notify|notifies|inform|give|gives|grant|grants|pay|pays|request|requests|release|releases|discharge|discharges)\s*$/iu;
const NOT_SUBJECT_AFTER =
  /^(?:['’]s?\b|\s+(?:[\p{Lu}][\p{L}]+)\b(?!\s+(?:shall|will|may|must|agrees?|hereby|represents?|warrants?)))/u;

const PROTECTION =
  /^(?:shall|will|may)?\s*(?:not|in\s+no\s+event|never)\s+(?:\w+\s+){0,3}?(?:be\s+)?(?:liable|responsible)\b|^(?:shall|will)\s+(?:have|bear|incur)\s+no\s+(?:liability|responsibility)\b/iu;
// "will be able to raise the price", "is free to assign": a freedom to act, as "may" is; so is keeping what
// one owns ("keeps its copyright"), which no one owes.
// "may be subject to arbitration", "may find yourself bound by", "may be required to": a burden that may fall on
// the subject, not a freedom it holds. "Can suspend" gives the same freedom as "may suspend"; "cannot", "can’t" bar it.
const RIGHT =
  /^(?:(?:may|can)\b(?!\s+not\b|['’]t\b)(?!\s+(?:find\s+(?:yourself|itself|themselves|himself|herself)\s+)?(?:be\s+)?(?:subject(?:ed)?|required|obliged|obligated|bound|compelled)\b)|(?:will|shall)\s+be\s+(?:able|free|permitted|allowed)\s+to\b|(?:is|are)\s+(?:able|free|permitted|allowed)\s+to\b|(?:shall|will)\s+(?:have|be\s+entitled\s+to)\s+(?:the|a|an)\s+(?:(?:absolute|sole|exclusive|unilateral|full|irrevocable)\s+)?right|(?:shall|will)\s+be\s+entitled|is\s+entitled|(?:has|have)\s+(?:the|a|an)\s+(?:(?:absolute|sole|exclusive|unilateral|full|irrevocable)\s+)?right|reserves?|(?:is|are)\s+(?:hereby\s+)?granted\b|(?:will|shall)\s+(?:have|hold|receive|obtain)\s+(?:a|an|the)\b[^.;]{0,160}?\blicen[cs]e\b|(?:will|shall)\s+(?:retain|keep|own)\s+(?:all\s+)?(?:the\s+)?(?:sole\s+)?(?:copyrights?|ownership|title|(?:all\s+)?(?:intellectual\s+property\s+)?rights)\b)/iu;
const INVERTED_PROTECTION =
  /\b(?:in\s+no\s+event|under\s+no\s+circumstances?|nor)\s+(?:shall|will)\s+(.{2,60}?)\s+(?:(?:ever|then|otherwise|hereafter)\s+)?be\s+(?:held\s+)?liable\b/iu;

// "Under no circumstances may Recipient disclose …", "At no time shall X use …": the subject after the
// modal is barred from acting, and owes the other side that restraint.
const INVERTED_BAR =
  /^(?:[\d.]+\s+)?(?:[^,;]{0,60}?,\s*)?(?:in\s+no\s+event|under\s+no\s+circumstances?|at\s+no\s+time|in\s+no\s+case)\s+(?:shall|will|may|can|must)\s+((?:the\s+)?[\p{L}][\p{L}.&'’-]*(?:\s+[\p{Lu}][\p{L}.&'’-]*){0,3})\s+(?!be\b)(?:\w+ly\s+)?(?:disclose|use|assign|transfer|solicit|hire|compete|sell|copy|reproduce|reverse|publish|make|permit|allow|grant|sublicen[cs]e|license|engage|employ|contact|divulge|reveal|remove|take|retain)\b/iu;

/** Generic role words, for sentences of a document whose parties were not detected. */
const PROVIDER_WORD_LIST =
  'employee|executive|contractor|consultant|supplier|seller|vendor|landlord|lessor|licensor|service\\s+provider|provider|manufacturer|distributor|agent';
const RECIPIENT_WORD_LIST = 'employer|company|client|customer|buyer|purchaser|tenant|lessee|licensee|user|subscriber';
const PROVIDER_WORDS = new RegExp(`^(?:the\\s+)?(?:${PROVIDER_WORD_LIST})$`, 'iu');
// "Company" reads as an employer, unless the sentence names its buyer or customer too.
const COMPANY_WORD = /^(?:the\s+)?company$/iu;
const RECIPIENT_NOT_COMPANY =
  /^(?:the\s+)?(?:client|customer|buyer|purchaser|tenant|lessee|licensee|user|subscriber)$/iu;
const GENERIC_ROLE = new RegExp(`\\b(?:the\\s+)?(?:${PROVIDER_WORD_LIST}|${RECIPIENT_WORD_LIST})\\b`, 'giu');

export interface Mention {
  start: number;
  end: number;
  actor: Actor;
  text: string;
}

// "The parties acknowledge that X's liability …", "Both you and Acme agree that …": both parties accept a
// statement whose own subject binds.
const ACKNOWLEDGED =
  /^(?:[^,;]{0,60}?,\s*)?(?:the\s+parties|both\s+parties|both\s+[^,;]{1,40}?\s+and\s+[^,;]{1,40}?)\s+(?:hereby\s+|expressly\s+)?(?:acknowledge|agree|understand|confirm|recogni[sz]e|accept)s?(?:\s+and\s+(?:acknowledge|agree|understand|confirm|accept)s?)?\s+that\s*,?\s+(?!(?:each|either|neither|both|no|they|to)\b|the\s+parties\b)/iu;

/**
 * What a sentence in which both parties only acknowledge or agree to a statement ("The parties
 * acknowledge that Acme's liability shall not exceed …") states: the statement, whose own subject
 * decides who it binds. Undefined when the sentence is no such acknowledgement, or the statement binds
 * both parties itself ("the parties agree that each party shall …").
 */
export function acknowledgedStatement(sentence: string): string | undefined {
  const text = sentence.replace(/\s+/gu, ' ').trim();
  const acknowledged = ACKNOWLEDGED.exec(text);
  const statement = acknowledged ? text.slice(acknowledged[0].length) : undefined;
  return statement === undefined || EITHER_PARTY.test(statement) ? undefined : statement;
}

// A statement that speaks of either party ("if one party is held liable … the other party") binds both.
const EITHER_PARTY =
  /\b(?:one|either|each|neither|any|both|the\s+other)\s+part(?:y|ies)\b|\bthe\s+parties\b|\b(?:each|either|neither|both)\s+of\s+(?:them|us)\b/iu;

/**
 * The direction of the sentence, when its subject names a party, a role or both parties. `you` is who the
 * document's "you" is when no party is called so: the reader, whose party or side the caller knows best.
 */
export function directionOf(sentence: string, parties: readonly ContractParty[], you?: Actor): Direction | undefined {
  const statement = acknowledgedStatement(sentence);
  if (statement !== undefined) return directionOf(statement, parties, you);
  const text = sentence.replace(/\s+/gu, ' ');
  const accepted = acceptedDirection(text.trim(), parties, you);
  if (accepted) return accepted;
  const mentions = mentionsIn(text, parties, you);
  const inverted = INVERTED_PROTECTION.exec(text);
  if (inverted) {
    const subject = actorOfPhrase(inverted[1] ?? '', text, parties, you);
    if (subject) return directed(subject, 'protection', parties);
  }
  const barred = INVERTED_BAR.exec(text);
  if (barred) {
    const subject = actorOfPhrase(barred[1] ?? '', text, parties, you);
    if (subject) return directed(subject, 'duty', parties);
  }
  const capped = cappedLiabilityOwner(text, mentions)?.actor ?? pronounCappedOwner(text, parties, you);
  if (capped) return directed(capped, 'protection', parties);
  const owner = possessiveDutyOwner(text, mentions);
  if (owner) return directed(owner.actor, 'duty', parties);
  // A duty owned by someone who is not a party runs to the party it names; in a contract of two, the other answers for it.
  const outsider = outsidersDuty(text, mentions);
  if (outsider) {
    const obligor = outsider.owedTo && otherActor(outsider.owedTo.actor, parties);
    return obligor && outsider.owedTo ? { obligor, beneficiary: outsider.owedTo.actor, form: 'duty' } : undefined;
  }
  const indemnified = passivelyIndemnified(text, mentions) ?? passivelyReleased(text, mentions);
  if (indemnified) return directed(indemnified.actor, 'protection', parties);
  const subject = peopleOfParty(text, mentions) ?? yourPeople(text, parties) ?? subjectOf(text, mentions);
  if (!subject) return passiveOrMutual(text, mentions, parties);
  const predicate = negatedByNeither(
    text.slice(0, subject.start),
    text.slice(subject.end).replace(PREDICATE_PREFIX, '').replace(ADVERB_AFTER_MODAL, '$1 '),
  );
  const form =
    PROTECTION.test(predicate) || NAMED_AS_INSURED.test(predicate)
      ? 'protection'
      : RIGHT.test(predicate) || RECEIVES_MONEY.test(predicate)
        ? 'right'
        : 'duty';
  const actor = mutualList(text, subject, mentions, parties, form) ?? subject.actor;
  const direction = directed(actor, form, parties);
  // "X shall pay Y", "indemnify Y", "warrants to Y": the object names the beneficiary.
  if (form === 'duty' && direction.beneficiary?.kind !== 'mutual') {
    const object = objectAfter(text, subject, mentions);
    if (object && !sameActor(object.actor, actor)) direction.beneficiary = object.actor;
  }
  return direction;
}

const PREDICATE_PREFIX = new RegExp(
  String.raw`^${CLOSING}(?:\([a-z0-9]{1,4}\)\s*|${ASIDE}\s*|(?:on\s+the\s+other\s+hand,?|${AS_ROLE}|${OWN_PEOPLE}|hereto|hereby|further|also|itself|jointly\s+and\s+severally|expressly|(?:at|in)\s+(?:its|their|your|our|his|her)\s+(?:own\s+)?(?:(?:sole|absolute|reasonable)\s+(?:and\s+(?:sole|absolute)\s+)?)?(?:cost|expense|option|discretion)(?:\s+and\s+(?:cost|expense))?,?|\d+\s*-?\d*-?|-+)\s*)*`,
  'iu',
);

/**
 * What follows a mention when it is a sentence's subject, from its modal on ("Acme, at its own cost, shall
 * promptly pay" gives "shall pay"); undefined where a word before it makes it an object ("invoice Acme").
 */
export function predicateAfter(text: string, mention: Mention): string | undefined {
  if (NOT_SUBJECT_BEFORE.test(text.slice(Math.max(0, mention.start - 30), mention.start))) return undefined;
  return text.slice(mention.end).replace(PREDICATE_PREFIX, '').replace(ADVERB_AFTER_MODAL, '$1 ');
}

// "Neither we nor our suppliers will be liable": the subject's "neither … nor" negates the modal after it, whichever
// of the two names is read as the subject ("neither you nor the Provider is entitled to …").
const NEITHER_BEFORE = /\bneither\s+(?:[^,.;]{1,40}?\s+nor\s+)?$/iu;
const BARE_MODAL = /^(shall|will|may|must|can)\s+(?!not\b)/iu;

function negatedByNeither(before: string, predicate: string): string {
  return NEITHER_BEFORE.test(before) ? predicate.replace(BARE_MODAL, '$1 not ') : predicate;
}

// "shall thereafter have the right", "shall then be entitled": an adverb of time between the modal and
// the verb does not change what the modal governs.
const ADVERB_AFTER_MODAL =
  /^(shall|will|may|must)\s+(?:thereafter|then|also|still|further|immediately|henceforth|at\s+any\s+time)\s+/iu;

// "X shall receive a share of the revenues", "X will be paid a commission": X is the one paid, what
// the clause is about is owed to it.
const RECEIVES_MONEY =
  /^(?:shall|will|is\s+to|are\s+to)\s+(?:receive|be\s+paid|earn)\b[^.;]{0,60}?(?:\bshares?\b|\bpercent|%|\$|\bpayments?\b|\bfees?\b|\bcompensation\b|\bcommissions?\b|\broyalt(?:y|ies)\b|\bportion\b|\brevenues?\b|\bprofits?\b|\bamounts?\b|\bsums?\b|\brates?\b)/iu;

// "X shall be named as an additional insured": someone else insures, for X's protection; the
// words may be a defined term in quotes (as an “Additional Insured”).
const NAMED_AS_INSURED =
  /^(?:shall|will|must)\s+be\s+(?:named|added|included|listed|designated|endorsed)\s+(?:\w+\s+){0,2}as\s+(?:an?\s+)?["'“‘’”]*(?:additional\s+)?(?:insureds?|loss\s+payees?)\b/iu;
// "Consultant's obligation to assist … shall continue": the owner of the obligation owes it, whoever
// the sentence names after it ("but the Company shall compensate Consultant").
const POSSESSIVE_DUTY =
  /^['’]s?\s+(?:(?:continuing|further|sole)\s+)?(?:obligations?|dut(?:y|ies)|undertakings?|covenants?|commitments?)\s+(?:to|under|not\s+to|hereunder)\b/iu;
const SENTENCE_OPENING = /^[\s\d.()a-z]{0,8}$/u;

function possessiveDutyOwner(text: string, mentions: readonly Mention[]): Mention | undefined {
  const first = mentions[0];
  if (!first || first.actor.kind === 'mutual' || !SENTENCE_OPENING.test(text.slice(0, first.start))) return undefined;
  return POSSESSIVE_DUTY.test(text.slice(first.end)) ? first : undefined;
}

// "X's total liability … shall not exceed", "the aggregate liability of X … is limited to": the cap
// protects X, whose liability it is, whoever else the sentence names (the fees Y paid).
const LIABILITY_NOUN = String.raw`(?:(?:total|aggregate|maximum|entire|cumulative|overall|sole)\s+)*liabilit(?:y|ies)`;
const OWNED_LIABILITY = new RegExp(String.raw`^['’]s?\s+${LIABILITY_NOUN}\b`, 'iu');
const LIABILITY_OF = new RegExp(String.raw`\b${LIABILITY_NOUN}\s+of\s*$`, 'iu');
const LIMITED =
  /\bexceed\b|\b(?:is|are|shall\s+be|will\s+be)\s+(?:limited|capped|restricted)\s+to\b|\b(?:is|are|shall\s+be|will\s+be)\s+excluded\b|\bin\s+excess\s+of\b/iu;
const CAP_WINDOW = 200;
// The capped liability must be the subject: a modal before it ("Y shall reimburse X's liabilities in
// excess of …") makes it the object of another's duty, unless it opens "in no event shall".
const MODAL_BEFORE = /\b(?:shall|will|may|must|agrees?)\b/iu;
const INVERTED_OPENING = /\b(?:in\s+no\s+event|under\s+no\s+circumstances?)\s+(?:shall|will)\b/giu;

function cappedLiabilityOwner(text: string, mentions: readonly Mention[]): Mention | undefined {
  return mentions.find((mention) => {
    const owned =
      OWNED_LIABILITY.test(text.slice(mention.end)) ||
      LIABILITY_OF.test(text.slice(Math.max(0, mention.start - 60), mention.start));
    const before = text.slice(0, mention.start).replace(INVERTED_OPENING, '');
    return owned && !MODAL_BEFORE.test(before) && LIMITED.test(text.slice(mention.end, mention.end + CAP_WINDOW));
  });
}

// "Your total liability …", "our aggregate liability …", "my liability …": a cap on the liability a possessive
// pronoun owns protects the party that pronoun stands for, whoever else the sentence names ("to us").
const PRONOUN_LIABILITY = new RegExp(String.raw`\b(your|our|my)\s+${LIABILITY_NOUN}\b`, 'giu');
const FIRST_PERSON_PLURAL = /^(?:we|us|our)$/iu;
const FIRST_PERSON_SINGULAR = new RegExp(`^(?:${FIRST_PERSON_ALIAS}|me|my)$`, 'u');

/** The aliases a possessive pronoun stands for: "your" for the party called "you", "our" for "we". */
function aliasesOfPronoun(pronoun: string): RegExp {
  return pronoun === 'your' ? YOU : pronoun === 'our' ? FIRST_PERSON_PLURAL : FIRST_PERSON_SINGULAR;
}

function pronounCappedOwner(text: string, parties: readonly ContractParty[], you?: Actor): Actor | undefined {
  for (const match of text.matchAll(PRONOUN_LIABILITY)) {
    const before = text.slice(0, match.index).replace(INVERTED_OPENING, '');
    const end = match.index + match[0].length;
    if (MODAL_BEFORE.test(before) || !LIMITED.test(text.slice(end, end + CAP_WINDOW))) continue;
    const pronoun = (match[1] ?? '').toLowerCase();
    const aliases = aliasesOfPronoun(pronoun);
    const party = parties.findIndex((candidate) => candidate.aliases.some((alias) => aliases.test(alias)));
    if (party >= 0) return { kind: 'party', party };
    // The document's "you" where no party is called so: the reader.
    if (pronoun === 'your') return you;
  }
  return undefined;
}

// A party's own people: its owners, managers, officers, staff.
const PEOPLE = String.raw`(?:(?:principal|general|key|senior)\s+)?(?:owners?|principals?|managers?|officers?|directors?|employees?|staff|personnel|shareholders?|members?|partners?|agents?|contractors?)`;
// "Each manager of X", "All employees of X", opening the sentence (after a heading or a number).
const PEOPLE_OF_OPENING = new RegExp(
  String.raw`^[\s\d.()a-z]{0,8}(?:[\p{Lu}][\p{L} ]{0,40}\.\s+)?(?:each|any|every|all|the)\s+(?:\w+\s+){0,2}?${PEOPLE}\s+of\s+$`,
  'iu',
);
// "X's managers", after the party named at the opening.
const PARTYS_PEOPLE = new RegExp(String.raw`^['’]s?\s+(?:\w+\s+){0,2}?${PEOPLE}\b`, 'iu');

/**
 * "Each manager of X must sign a covenant not to compete", "X's owners shall not …": a promise of a party's
 * own people is that party's: it binds X, not the side the sentence's role words would suggest.
 */
function peopleOfParty(text: string, mentions: readonly Mention[]): Mention | undefined {
  const first = mentions[0];
  if (!first || first.actor.kind === 'mutual') return undefined;
  if (PEOPLE_OF_OPENING.test(text.slice(0, first.start)))
    return PREDICATE.test(text.slice(first.end, first.end + PREDICATE_WINDOW)) ? first : undefined;
  if (!SENTENCE_OPENING.test(text.slice(0, first.start))) return undefined;
  const people = PARTYS_PEOPLE.exec(text.slice(first.end));
  if (!people) return undefined;
  const end = first.end + people[0].length;
  return PREDICATE.test(text.slice(end, end + PREDICATE_WINDOW)) ? { ...first, end } : undefined;
}

// "Your managers must …", "Each manager of your business shall …": the people of the party the contract calls "you".
const YOUR_PEOPLE = new RegExp(
  String.raw`^[\s\d.()a-z]{0,8}(?:[\p{Lu}][\p{L} ]{0,40}\.\s+)?(?:(?:each|any|every|all)\s+(?:of\s+)?)?(?:your\s+(?:\w+\s+){0,2}?${PEOPLE}|(?:\w+\s+){0,2}?${PEOPLE}\s+of\s+your\s+(?:\w+\s+){0,2}?\w+)\b`,
  'iu',
);

function yourPeople(text: string, parties: readonly ContractParty[]): Mention | undefined {
  const people = YOUR_PEOPLE.exec(text);
  const party = parties.findIndex((candidate) => candidate.aliases.some((alias) => /^you$/iu.test(alias)));
  if (!people || party < 0) return undefined;
  const end = people[0].length;
  if (!PREDICATE.test(text.slice(end, end + PREDICATE_WINDOW))) return undefined;
  return { start: 0, end, actor: { kind: 'party', party }, text: people[0] };
}

// "X … will be indemnified by Y", "X shall be held harmless": X is protected, whoever the sentence names after.
const PASSIVE_INDEMNITY =
  /\b(?:shall|will|must|is\s+to|are\s+to)\s+(?:also\s+)?be\s+(?:fully\s+)?(?:indemnified|held\s+harmless|defended\s+and\s+indemnified)\b/iu;
const ACTIVE_INDEMNITY = /\b(?:shall|will|agrees?\s+to|hereby)\s+(?:\w+\s+){0,2}(?:indemnify|hold\s+harmless)\b/iu;

/** The subject of a passive indemnity: the last party named before it that is not an object ("by Y"). */
function passivelyIndemnified(text: string, mentions: readonly Mention[]): Mention | undefined {
  const passive = PASSIVE_INDEMNITY.exec(text);
  if (!passive || ACTIVE_INDEMNITY.test(text)) return undefined;
  return mentions
    .filter((mention) => mention.end <= passive.index && mention.actor.kind !== 'mutual')
    .filter((mention) => !NOT_SUBJECT_BEFORE.test(text.slice(Math.max(0, mention.start - 30), mention.start)))
    .at(-1);
}

/** "Acme is hereby released from …": the party released right before the passive, not one named after it. */
function passivelyReleased(text: string, mentions: readonly Mention[]): Mention | undefined {
  const passive = PASSIVE_RELEASE.exec(text);
  if (!passive) return undefined;
  return mentions.find(
    (mention) =>
      mention.actor.kind !== 'mutual' &&
      mention.end <= passive.index &&
      /^[\s,]*$/u.test(text.slice(mention.end, passive.index)) &&
      !NOT_SUBJECT_BEFORE.test(text.slice(Math.max(0, mention.start - 30), mention.start)),
  );
}

/**
 * "Customer agrees that Acme may suspend …": the direction of the statement one party accepts, when the
 * statement opens with a subject of its own; undefined otherwise ("Customer agrees that it shall pay …").
 */
function acceptedDirection(text: string, parties: readonly ContractParty[], you?: Actor): Direction | undefined {
  const statement = statementAcceptedByOne(text);
  if (statement === undefined) return undefined;
  const first = mentionsIn(statement, parties, you)[0];
  const ownSubject = (first !== undefined && first.start <= 4) || INVERTED_OPENING_WORDS.test(statement);
  return ownSubject ? directionOf(statement, parties, you) : undefined;
}

const INVERTED_OPENING_WORDS = /^(?:in\s+no\s+event|under\s+no\s+circumstances?|at\s+no\s+time)\b/iu;

// "may be terminated by Licensee", "unless sooner terminated by either party", "terminated, in whole
// or in part, by either A or B".
// "open for inspection and audit by Lessor", "subject to examination by Licensor": the agent holds the right.
// "assigned or transferred, in whole or in part, by Maker": a second verb and the extent do not change who acts;
// "fully assignable and transferable by Company" is the same freedom told as an adjective.
const PASSIVE_RIGHT =
  /\b(?:terminated|cancell?ed|assigned|suspended|renewed|extended|inspect(?:ed|ion)|examin(?:ed|ation)|audit(?:ed)?|(?<!\bnot\s(?:\w+\s)?)(?:freely\s+|fully\s+)?(?:assignable|transferable))(?:\s+(?:and\/or|or|and)\s+(?:otherwise\s+)?\w+(?:ed|able))?(?:,?\s+(?:in\s+whole\s+or\s+in\s+part|directly\s+or\s+indirectly),?)?(?:,[^,.;]{1,80},)?\s+by\s+(?:either\s+)?$/iu;
// "open for inspection by an accountant selected by Lessor": the party that chooses the auditor holds the right.
const AUDITOR_CHOSEN_BY =
  /\b(?:inspect\w*|examin\w*|audit\w*)\b[^.;]{0,120}?\b(?:auditors?|accountants?|inspectors?|examiners?|representatives?|firm)\s+(?:selected|appointed|designated|chosen|nominated|engaged|retained)\s+by\s+$/iu;
// "may not be assigned by Licensee", "shall not be terminated by either party": a bar on the agent, which
// binds it rather than giving it a right; so does "Neither this Agreement nor any right under it may be assigned
// by Licensee", whose "neither … nor" negates the modal.
const NEGATED_PASSIVE =
  /\b(?:(?:not|never|cannot)\s+(?:be\s+)?|neither\b[^.;]{0,100}?\bnor\b[^.;]{0,80}?\b(?:may|shall|will|can)\s+be\s+)(?:terminated|cancell?ed|assigned|suspended|renewed|extended)\b[^.;]{0,80}?\bby\s+(?:either\s+)?$/iu;
// "damages shall be payable by Licensee to Licensor": the agent of a passive payment owes it; so does the agent
// of a passive supply ("twenty nurses shall be provided by the Contractor"), unless it only refers to a term
// ("as provided by Section 5" names no party).
const PASSIVE_PAYMENT =
  /\b(?:(?:payable|paid|owed|owing|due)|(?:shall|will|must|to)\s+be\s+(?:provided|supplied|delivered|furnished|staffed|performed|made\s+available))\s+by\s+$/iu;
const OR_BETWEEN = /^\s+or\s+$/iu;
// "any audit of Owner's books": the party whose books or premises are audited bears the audit.
const AUDIT_OF = /\b(?:audits?|inspections?|examinations?)\s+of\s+(?:the\s+)?$/iu;
const OWN_RECORDS = /^['’]s?\s+(?:[\p{L}-]+\s+){0,2}?(?:books|records|accounts|premises|facilit(?:y|ies))\b/iu;
// "Any party learning of a breach … shall give notice": a clause binding both, with its modal further on.
const DISTANT_MODAL = /^[^;:.]{0,110}?\b(?:shall|will|may|must)\b/iu;

/**
 * Without a subject before a modal: an agent after a passive right, else the party whose books are
 * audited, else a mention binding both parties.
 */
function passiveOrMutual(
  text: string,
  mentions: readonly Mention[],
  parties: readonly ContractParty[],
): Direction | undefined {
  for (const [index, mention] of mentions.entries()) {
    const before = text.slice(Math.max(0, mention.start - 120), mention.start);
    if (mention.actor.kind !== 'mutual' && (PASSIVE_PAYMENT.test(before) || ACT_BY_AGENT.test(before)))
      return directed(mention.actor, 'duty', parties);
    if (mention.actor.kind !== 'mutual' && AUDITOR_CHOSEN_BY.test(before))
      return directed(mention.actor, 'right', parties);
    if (PASSIVE_RIGHT.test(before)) {
      // "by A or B": each of the two parties holds the right.
      const next = mentions[index + 1];
      const either =
        next && !sameActor(next.actor, mention.actor) && OR_BETWEEN.test(text.slice(mention.end, next.start));
      const form = NEGATED_PASSIVE.test(before) ? 'duty' : 'right';
      return directed(either ? { kind: 'mutual' } : mention.actor, form, parties);
    }
  }
  const audited = mentions.find(
    (mention) =>
      mention.actor.kind !== 'mutual' &&
      AUDIT_OF.test(text.slice(Math.max(0, mention.start - 40), mention.start)) &&
      OWN_RECORDS.test(text.slice(mention.end, mention.end + 40)),
  );
  if (audited) return directed(audited.actor, 'duty', parties);
  const mutual = mentions.find(
    (mention) => mention.actor.kind === 'mutual' && DISTANT_MODAL.test(text.slice(mention.end)),
  );
  return mutual ? directed(mutual.actor, 'duty', parties) : undefined;
}

function directed(actor: Actor, form: Direction['form'], parties: readonly ContractParty[]): Direction {
  if (actor.kind === 'mutual') return { obligor: actor, beneficiary: actor, form };
  const other = otherActor(actor, parties);
  return form === 'duty'
    ? { obligor: actor, beneficiary: other, form }
    : { obligor: other ?? { kind: 'mutual' }, beneficiary: actor, form };
}

export function otherActor(actor: Actor, parties: readonly ContractParty[]): Actor | undefined {
  if (actor.kind === 'side') return { kind: 'side', side: otherSide(actor.side) };
  if (actor.kind === 'party' && parties.length === 2) return { kind: 'party', party: actor.party === 0 ? 1 : 0 };
  return undefined;
}

/** The subject: a mention followed by a modal; the one whose predicate carries the sentence's key verb first. */
function subjectOf(text: string, mentions: readonly Mention[]): Mention | undefined {
  const subjects = mentions.filter((mention) => {
    if (NOT_SUBJECT_BEFORE.test(text.slice(Math.max(0, mention.start - 30), mention.start))) return false;
    // The window reaches past an aside, which may be longer than the verb's usual distance.
    const aside = ASIDE_AFTER.exec(text.slice(mention.end))?.[0].length ?? 0;
    const after = text.slice(mention.end, mention.end + PREDICATE_WINDOW + aside);
    if (NOT_SUBJECT_AFTER.test(after) && !PREDICATE.test(after)) return false;
    return PREDICATE.test(after);
  });
  // The key verb must be in the subject's own predicate: before the next mention.
  const withKeyVerb = subjects.find((mention) => {
    const next = mentions.find((other) => other.start >= mention.end);
    return KEY_VERB.test(text.slice(mention.end, Math.min(next?.start ?? text.length, mention.end + 100)));
  });
  return withKeyVerb ?? subjects[0];
}

/**
 * "Each of A and B shall…", "A and B will…": both parties. Two parties who together promise something to
 * a third ("A and B jointly agree to indemnify C") are co-obligors, not both sides: they are one side,
 * the side they share when known, else the first of them.
 */
// "A and B", "A, on the one hand, and B, on the other hand"; "You as Member and Acme": the role the first acts in
// stands between the two names.
// "neither you nor the Provider": both are named alike, as by "and".
const ACTING_AS = String.raw`(?:\s*,?\s*as\s+(?:(?:the|an?)\s+)?\p{L}[\p{L}-]*\s*,?)?`;
const JOINED = new RegExp(String.raw`^${ACTING_AS}\s*(?:,\s*on\s+the\s+one\s+hand\s*,?\s*)?(?:and|&|nor)\s*$`, 'iu');
// "Either the Client or the Consultant may terminate", "A or B may end it", "You as Customer or Acme may each end
// it": a right each of them holds.
const EITHER_NAMED = new RegExp(String.raw`^${ACTING_AS}\s*,?\s*or\s*$`, 'iu');

function mutualList(
  text: string,
  subject: Mention,
  mentions: readonly Mention[],
  parties: readonly ContractParty[],
  form: Direction['form'],
): Actor | undefined {
  if (subject.actor.kind === 'mutual') return subject.actor;
  const before = mentions.filter((mention) => mention.end <= subject.start && subject.start - mention.end <= 30);
  const joinedBy = (gap: string) => JOINED.test(gap) || (form === 'right' && EITHER_NAMED.test(gap));
  const joined = before.find(
    (mention) => !sameActor(mention.actor, subject.actor) && joinedBy(text.slice(mention.end, subject.start)),
  );
  if (!joined) return undefined;
  const object = objectAfter(text, subject, mentions);
  if (!object || sameActor(object.actor, subject.actor) || sameActor(object.actor, joined.actor))
    return { kind: 'mutual' };
  return sharedSide(joined.actor, subject.actor, parties) ?? joined.actor;
}

function sharedSide(a: Actor, b: Actor, parties: readonly ContractParty[]): Actor | undefined {
  const sideOfActor = (actor: Actor) =>
    actor.kind === 'party' ? parties[actor.party]?.side : actor.kind === 'side' ? actor.side : undefined;
  const side = sideOfActor(a);
  return side !== undefined && side === sideOfActor(b) ? { kind: 'side', side } : undefined;
}

function objectAfter(text: string, subject: Mention, mentions: readonly Mention[]): Mention | undefined {
  const window = text.slice(subject.end, subject.end + 140);
  const verb =
    /\b(?:pay|indemnif(?:y|ies)|defend|hold|reimburse|warrants?\s+to|represents?\s+(?:and\s+warrants?\s+)?to|compensate|refund|grants?)\s+(?:to\s+)?(?:and\s+hold\s+)?/iu.exec(
      window,
    );
  if (!verb) return undefined;
  const at = subject.end + verb.index + verb[0].length;
  return mentions.find((mention) => mention.start >= at && mention.start <= at + 12 && mention.actor.kind !== 'mutual');
}

function actorOfPhrase(
  phrase: string,
  text: string,
  parties: readonly ContractParty[],
  you?: Actor,
): Actor | undefined {
  const trimmed = phrase.trim();
  if (MUTUAL_SUBJECT.test(trimmed)) return { kind: 'mutual' };
  if (OTHER_PARTY.test(trimmed)) return SOME_PARTY.test(text) ? { kind: 'mutual' } : undefined;
  const mention = mentionsIn(trimmed, parties, you)[0];
  return mention?.actor;
}

// "Either you or we may terminate", "you and we shall each", "each of us", "each party": words naming both parties, and standard
// terms naming both sides by their pronouns, read as both parties even where neither pronoun is a party's alias.
const BOTH_PRONOUNS = String.raw`(?:either\s+|both\s+)?(?:you\s+(?:or|and)\s+we|we\s+(?:or|and)\s+you)`;
const BOTH_PARTIES_MENTION = new RegExp(
  String.raw`\b(?:(?:each|either|neither|both|any|every|no)\s+(?:of\s+the\s+)?part(?:y|ies)|the\s+parties|the\s+other\s+party|the\s+non-?\s?\w+\s+party|the\s+(?:breaching|defaulting|terminating|disclosing|receiving|indemnifying|affected|prevailing)\s+party|(?:each|either|neither|both)\s+of\s+(?:them|us)|${BOTH_PRONOUNS})\b`,
  'giu',
);

export function mentionsIn(text: string, parties: readonly ContractParty[], you?: Actor): Mention[] {
  const mentions: Mention[] = [];
  // "You will indemnify …" where no party is called "you": the document's reader, never the other side.
  if (you && !parties.some((party) => party.aliases.some((alias) => YOU.test(alias)))) {
    for (const match of text.matchAll(YOU_MENTION)) {
      const start = match.index ?? 0;
      mentions.push({ start, end: start + match[0].length, actor: you, text: match[0] });
    }
  }
  parties.forEach((party, index) => {
    for (const alias of namesOf(party)) {
      const pattern =
        alias === FIRST_PERSON_ALIAS
          ? FIRST_PERSON
          : new RegExp(`(?<![\\p{L}\\d])(?:the\\s+)?${escaped(alias)}(?![\\p{L}\\d])`, `giu`);
      const plural = pluralOf(alias);
      for (const match of [...text.matchAll(pattern), ...(plural ? text.matchAll(plural) : [])]) {
        const start = match.index ?? 0;
        mentions.push({ start, end: start + match[0].length, actor: { kind: 'party', party: index }, text: match[0] });
      }
    }
  });
  for (const match of text.matchAll(BOTH_PARTIES_MENTION)) {
    const start = match.index ?? 0;
    const phrase = match[0];
    // "The other party may terminate" is mutual only beside "either party …", "a party …".
    if (OTHER_PARTY.test(phrase) && !SOME_PARTY.test(text)) continue;
    mentions.push({ start, end: start + phrase.length, actor: { kind: 'mutual' }, text: phrase });
  }
  if (parties.length === 0) {
    const words = [...text.matchAll(GENERIC_ROLE)];
    // "The Company shall permit each Purchaser to …": a company beside its buyer or customer is the seller.
    const companySells = words.some(([word]) => !COMPANY_WORD.test(word) && RECIPIENT_NOT_COMPANY.test(word));
    for (const match of words) {
      const start = match.index ?? 0;
      const word = match[0];
      const provides = PROVIDER_WORDS.test(word) || (companySells && COMPANY_WORD.test(word));
      const side: ContractSide = provides ? 'provider' : 'recipient';
      mentions.push({ start, end: start + word.length, actor: { kind: 'side', side }, text: word });
    }
  }
  // Longest mention first where they overlap ("Service Provider" over "Provider").
  mentions.sort((a, b) => a.start - b.start || b.end - a.end);
  return mentions.filter((mention, index) => index === 0 || mention.start >= (mentions[index - 1]?.end ?? 0));
}

const YOU = /^you$/iu;
const YOU_MENTION = /(?<![\p{L}\d])you(?![\p{L}\d'’])/giu;

// The signer speaking in the first person ("I agree", "liable to me", "my talk"), in its own case only: a
// list's "(i)" or "(I)" is no one.
const FIRST_PERSON = /(?<![\p{L}\d(])(?:I|[Mm]e|[Mm]y)(?![\p{L}\d)])/gu;

// A legal form after a party's name ("GitHub, Inc.", "Acme Ltd"), which its mentions leave out.
const LEGAL_FORM = /,?\s+(?:inc|llc|ltd|limited|corp|corporation|co|plc|gmbh|ag|sa|bv|nv|lp|llp)\.?$/iu;

/**
 * The short names the contract defines for a party, and its own name where that is one word standing for it
 * ("GitHub" for a party defined only as "we"): standard terms often name their provider only that way.
 */
function namesOf(party: ContractParty): string[] {
  const name = party.name.replace(LEGAL_FORM, '').trim();
  const oneWord = /^\p{Lu}[\p{L}\d-]{2,}$/u.test(name) && !isPartyWord(name);
  const known = party.aliases.some((alias) => alias.toLowerCase() === name.toLowerCase());
  return oneWord && !known ? [...party.aliases, name] : [...party.aliases];
}

// A short name of one capitalised word, which terms written for everyone who takes up a role may use in the plural
// ("Partners may not assign …", "Speakers shall send their slides …"): each of them is the party of that name.
const ONE_WORD_NAME = /^\p{Lu}\p{Ll}+$/u;

/**
 * The plural of a one-word short name, capitalised as the name is ("Partners" for "Partner"; "the Partners",
 * "all Partners"); "other Partners" are the reader's fellows, not the reader. None for other names.
 */
function pluralOf(alias: string): RegExp | undefined {
  const word = alias.replace(/^the\s+/iu, '');
  if (!ONE_WORD_NAME.test(word) || /s$/u.test(word)) return undefined;
  const plural = /[^aeiou]y$/u.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  return new RegExp(
    `(?<![\\p{L}\\d])(?<!\\bother\\s+)(?:[Tt]he\\s+|[Aa]ll\\s+)?${escaped(plural)}(?![\\p{L}\\d])`,
    'gu',
  );
}

export function sameActor(a: Actor, b: Actor): boolean {
  if (a.kind === 'party' && b.kind === 'party') return a.party === b.party;
  if (a.kind === 'side' && b.kind === 'side') return a.side === b.side;
  return a.kind === b.kind;
}

function escaped(text: string): string {
  return escapeRegExp(text).replace(/\s+/gu, '\\s+');
}
