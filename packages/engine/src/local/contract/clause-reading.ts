import type { ContractParty } from '@doclens/api';
import { type Actor, acknowledgedStatement, type Direction, directionOf } from './contract-direction';
import { isPartyWord } from './contract-roles';
import { type NoticeTerms, noticeTermsOf } from './notice-terms';
import { payerOf } from './payer-reading';

/**
 * A small, explicit reading of one contract sentence, as a lawyer reads it before saying what a
 * clause means: its main clause (without an opening condition or the exceptions after it), the
 * modal of that clause and whether it is negated, whether the act needs the other party's consent
 * or notice, which exceptions qualify it, whether it binds both parties, and who owes whom
 * (`contract-direction.ts`). Findings are told from this reading, not from the topic words alone.
 */
export interface ClauseReading {
  /** The sentence without the exceptions after its main clause (an opening condition kept). */
  statement: string;
  /** The sentence without an opening condition ("If …, ") and without its exceptions. */
  mainClause: string;
  /** The first modal or promise verb of the main clause. */
  modal: Modal | undefined;
  /** The main clause forbids or denies ("shall not", "may not", "No party may", "in no event"). */
  negated: boolean;
  /** The act needs another's consent or approval ("without the prior written consent of"). */
  consent: boolean;
  /** The act needs notice first ("upon 30 days' notice", "on prior written notice"). */
  notice: boolean;
  /** How soon the act may come: without notice, on a length of notice, at any time (`notice-terms.ts`). */
  noticeTerms: NoticeTerms;
  /**
   * The main clause says something is not so rather than forbidding an act: it is not deemed or does
   * not constitute something ("shall not constitute late payment"), nothing in the agreement does
   * something ("Nothing herein shall be construed as…"), or a party is not required to act ("is not
   * required to", "has no obligation to"). What follows the negation is denied, not stated.
   */
  denial: boolean;
  /** An amount the clause caps ("shall not exceed", "limited to"). */
  cap: boolean;
  /** The words that open the exceptions qualifying the main clause, in order: "except", "provided that", "unless". */
  exceptions: string[];
  /**
   * Who grants and to whom, when the main clause's subject grants something ("X hereby grants to Y a
   * licence"), not receives it ("Y is granted"): read from the words up to the grant and just after
   * it, since a later "Y shall…" in the same sentence is not the grantor.
   */
  grant: Direction | undefined;
  /** The clause binds both parties alike ("each party", "neither party", "the parties"). */
  mutual: boolean;
  /** Who owes and who benefits, when the subject names a party, a role or both parties. */
  direction: Direction | undefined;
  /**
   * Who pays whom, when the statement pays or invoices and names who makes the payment (`payer-reading.ts`):
   * the one invoiced, or the agent of "payable by", though the sentence's subject is another party.
   */
  payer: Direction | undefined;
}

export type Modal = 'shall' | 'will' | 'may' | 'must' | 'can' | 'agrees' | 'is entitled';

// A clause number or list mark before the sentence ("18.", "8.2", "(b)"), which is not part of what it says.
const ENUMERATION = /^(?:(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\)|[a-z]\))\s+)+/iu;

// An opening condition, closed by the comma before the main clause's subject.
const OPENING_CONDITION =
  /^(?:if|in\s+the\s+event|where|when|whenever|upon|on|following|after|during|notwithstanding|subject\s+to|without\s+limiting|in\s+(?:addition|turn|consideration))\b[^;]*?,\s+(?=(?:[\p{Lu}]|the\s|each\s|either\s|neither\s|no\s|it\s)[^,;]{0,80}?\b(?:shall|will|may|must|can|cannot|agrees?|warrants?|represents?|covenants?|hereby|waives?)\b)/iu;

// Where a main clause ends and its exceptions begin.
const EXCEPTION =
  /[,;]?\s*(?:\b(?:except|excepting|excluding|save\s+(?:as|that|for|in|where|to))\b|\bprovided\s*,?\s*(?:however\s*,?\s*)?(?:that\b|,)|\bunless\b|\bother\s+than\s+as\b)/giu;
const EXCEPTION_WORD: readonly [RegExp, string][] = [
  [/^\s*[,;]?\s*(?:except|excepting|excluding|save)\b/iu, 'except'],
  [/^\s*[,;]?\s*provided\b/iu, 'provided that'],
  [/^\s*[,;]?\s*unless\b/iu, 'unless'],
  [/^\s*[,;]?\s*other\s+than\b/iu, 'except'],
];

const MODAL =
  /\b(?:(shall|will|may|must|can)(?:\s+(?:not|never)\b)?|(cannot)|(agrees?)\s+(?:that\s+(?:it|they|he|she)\s+(?:shall|will)\b|not\s+to\b|to\b)|(is|are)\s+(?:not\s+)?entitled\s+to)/iu;
// A negation of the clause itself: its subject ("No party", "Neither …") or "in no event"; a modal's own
// "not" is read right after the modal, so "warrants that the Content does not infringe" is not a prohibition.
const NEGATED_CLAUSE =
  /\b(?:in\s+no\s+event|under\s+no\s+circumstances?)\b|^\s*(?:no|neither)\s+(?:\w+\s+)?(?:part(?:y|ies)|of\s+the\s+parties|of\s+us)\b|^\s*(?:nor|neither)\b/iu;
// A denial of what something is, or of a duty; a prohibition ("shall not assign") or an exclusion of
// liability ("in no event shall … be liable") forbids or limits and is read by NEGATED_CLAUSE instead.
const DENIAL =
  /\b(?:shall|will|does|do|is|are|may|can|would)\s+not\s+(?:be\s+)?(?:constitute|deemed|considered|construed|interpreted|treated|regarded|characteri[sz]ed|amount\s+to|give\s+rise\s+to|create|operate\s+as)\b|^\s*nothing\s+(?:in|herein|hereunder|contained\s+(?:in|herein)|set\s+forth\s+in)\b|\b(?:is|are|shall\s+be|will\s+be)\s+(?:not|in\s+no\s+way)\s+(?:required|obliged|obligated|bound|committed)\s+to\b|\b(?:is|are|shall|will)\s+not\s+be\s+(?:required|obliged|obligated|bound|committed)\s+to\b|\b(?:has|have|shall\s+have|will\s+have|is\s+under|are\s+under|shall\s+be\s+under|will\s+be\s+under)\s+no\s+(?:obligation|duty|requirement|commitment)\s+to\b|\bneed\s+not\b/iu;
const NOT_AFTER_MODAL =
  /^(?:\s*,?\s*(?:directly|indirectly|or|and|either|alone|in\s+concert\s+with\s+others|at\s+any\s+time|during\s+the\s+term|thereafter|,)\s*)*\s*(?:not|never)\b/iu;
// A lead-in before the subject: a short phrase, or a longer time or condition ("During the term and for
// five years thereafter, each party …"), which may hold commas of its own.
const LEAD_IN = String.raw`(?:(?:during|for|from|following|after|while|until|throughout|at\s+any\s+time|in\s+the\s+event|if|where|when|upon|notwithstanding|subject\s+to|except)\b[^;]{0,140}?,\s*|[^,;]{0,60}?,\s*)?`;
const MUTUAL_SUBJECT = new RegExp(
  String.raw`^${LEAD_IN}(?:each|either|neither|both|no|any)\s+(?:of\s+the\s+)?part(?:y|ies)\b|^${LEAD_IN}(?:each|either|neither|both)\s+of\s+us\b|^${LEAD_IN}the\s+parties\b|` +
    String.raw`\bmutual(?:ly)?\s+(?:covenant|waive|release|indemnify|undertake)s?\b|\bmutually\s+indemnifies\b|^(?:[^,;]{0,60}?,\s*)?each\s+of\s+(?:the\s+)?\w+(?:\s+\w+)?\s+and\s+`,
  'iu',
);
// Two party words joined by "and" as the subject ("Reseller and Supplier shall", "Both the Licensor and
// the Licensee will"), for a contract whose parties were not read from its opening.
const PARTY_WORD = String.raw`(?:the\s+)?(\p{L}+(?:\s+\p{L}+)?)`;
const NAMED_PAIR_SUBJECT = new RegExp(
  String.raw`^(?:[^,;]{0,80}?,\s*)?(?:both\s+)?${PARTY_WORD}\s+and\s+${PARTY_WORD}\s+(?:each\s+|hereby\s+|jointly\s+|mutually\s+)?(?:shall|will|must|may|agree|acknowledge|represent|warrant|covenant|undertake)\b`,
  'iu',
);
const CONSENT =
  /\b(?:without|with|upon|subject\s+to|after\s+obtaining|unless\s+it\s+(?:first\s+)?obtains|requires?)\s+(?:first\s+)?(?:obtaining\s+)?(?:the\s+)?(?:[\p{L}’'.-]+['’]s?\s+|other\s+part(?:y|ies)['’]s?\s+)?(?:express\s+|prior\s+|advance\s+)*(?:written\s+)?(?:consent|approval|permission|authori[sz]ation)\b|\b(?:consent|approval)\s+of\s+(?:the\s+)?(?:other|\p{Lu})/iu;
const NOTICE =
  /\b(?:days?|weeks?|months?)['’]?\s*(?:\([^)]{0,20}\)\s*)?(?:prior\s+|advance\s+)?(?:written\s+)?notice\b|\b(?:prior|advance)\s+(?:written\s+)?notice\b|\bnotice\s+of\s+(?:at\s+least|not\s+less\s+than)\b|\bupon\s+(?:written\s+)?notice\b/iu;
// An active grant by the subject ("hereby grants", "shall grant", "grants to Licensee", a plural subject's
// "grant to Licensee" or "grant Acme", standard terms' "You grant Acme", "We grant you"), not the noun ("the grant
// shall", "this grant Acme relies on") nor a power to grant ("may grant to", "right to grant Acme").
const ACTIVE_GRANT =
  /\b(?:[Hh]ereby\s+grants?\b|(?:shall|will|agrees?\s+to|does)\s+(?:hereby\s+)?grant\b|grants\s+(?:to\s+)?(?:the\s+)?\p{Lu}|(?<!\b(?:to|may|can|not|might|could|would|should|must|the|a|an|any|such|no|this|that|each|every|its|their|our|your|his|her)\s)grant\s+(?:to\s+)?(?:the\s+)?(?:\p{Lu}|us\b|you\b)|\b(?:[Yy]ou|[Ww]e|I)\s+(?:hereby\s+)?grant\b)/u;
const PASSIVE_GRANT = /\b(?:is|are|be|been|being)\s+(?:hereby\s+)?granted\b/iu;
// "Including but not limited to" lists examples and caps nothing.
const CAP =
  /\b(?:shall|will|may)\s+not\s+exceed\b|\bnot\s+to\s+exceed\b|(?<!\bnot\s)\b(?:limited|capped)\s+to\b|\bin\s+excess\s+of\b|\bmaximum\s+(?:aggregate\s+)?(?:liability|amount)\b/iu;

// A permission an exception gives one party by name ("provided that Acme may assign to its affiliates"): the
// clause then treats the parties differently, whatever its subject says. Group 1 is the exception's subject.
// "except that: (a) Acme may …" lists the exception after a colon and a letter.
const ONE_PARTYS_EXCEPTION =
  /\b(?:provided\s*,?\s*(?:however\s*,?\s*)?that|except\s+that|save\s+that|however)\s*[,:]?\s*(?:\([a-z0-9]{1,4}\)\s*)?(?:the\s+)?(\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*){0,3})\s+(?:may|can|shall\s+(?:be\s+)?(?:entitled|free|permitted)\s+to|(?:is|are)\s+(?:entitled|free|permitted)\s+to)\b/gu;

// The same exception told as a noun: "except for a transfer by Acme to its affiliates".
const ONE_PARTYS_EXCEPTED_ACT =
  /\bexcept\s+(?:for\s+)?(?:a|an|the|any)\s+(?:transfer|assignment)\s+by\s+(?:the\s+)?(\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*){0,3})/gu;

function favoursOneParty(text: string, parties: readonly ContractParty[]): boolean {
  return favouredParty(text, parties) !== undefined;
}

/** The one party an exception of the sentence lets act alone ("except that Acme may assign …"), as named. */
export function favouredParty(text: string, parties: readonly ContractParty[]): string | undefined {
  const exceptions = [...text.matchAll(ONE_PARTYS_EXCEPTION), ...text.matchAll(ONE_PARTYS_EXCEPTED_ACT)];
  const favoured = exceptions.find((match) => {
    const subject = (match[1] ?? '').toLowerCase();
    if (/^(?:each|either|neither|both|any|no|the\s+parties|it|they)\b/u.test(subject)) return false;
    const named = parties.some((party) =>
      [party.name, ...party.aliases].some((name) => name.toLowerCase() === subject),
    );
    // Where the opening named no parties, a capitalised name that acts alone ("except that GitHub may …") is one.
    const unnamedParty = parties.length === 0 && !NOT_A_NAME.test(subject);
    return named || isPartyWord(subject) || unnamedParty;
  });
  return favoured?.[1];
}

// Capitalised words opening an exception that name no party ("except that Confidential Information may …").
const NOT_A_NAME =
  /^(?:the|this|these|that|such|any|all|no|section|article|clause|paragraph|schedule|exhibit|annex|appendix|agreement|confidential|intellectual|personal|customer\s+data|data|information|notice|payment|fees?)\b/iu;

/** `you`: who the document's "you" is where no party is called so (see `directionOf`). */
export function readClause(sentence: string, parties: readonly ContractParty[], you?: Actor): ClauseReading {
  const text = sentence.replace(/\s+/gu, ' ').trim().replace(ENUMERATION, '');
  const { main, exceptions } = splitExceptions(withoutOpeningCondition(text));
  const modal = modalOf(main);
  const negated = isNegated(main);
  const pair = parties.length === 0 && isPartyPair(main);
  const direction = pair ? mutualDirection(directionOf(text, parties, you)) : directionOf(text, parties, you);
  const statement = splitExceptions(text).main;
  return {
    statement,
    mainClause: main,
    modal,
    negated,
    consent: needsConsent(text, negated),
    notice: NOTICE.test(text),
    noticeTerms: noticeTermsOf(text),
    denial: DENIAL.test(main),
    cap: CAP.test(text),
    grant: negated ? undefined : grantOf(main, parties, you),
    exceptions,
    // Both parties acknowledging what binds one of them ("the parties acknowledge that Acme's liability …") is no mutual term.
    mutual:
      (direction?.obligor.kind === 'mutual' ||
        (MUTUAL_SUBJECT.test(main) && acknowledgedStatement(main) === undefined)) &&
      !favoursOneParty(text, parties),
    direction,
    // An opening condition may name a payment too ("If fees owed by X are overpaid, Y shall pay X …"): the main clause decides first.
    payer: payerOf(main, parties, you) ?? payerOf(statement, parties, you),
  };
}

function isPartyPair(main: string): boolean {
  const pair = NAMED_PAIR_SUBJECT.exec(main);
  return pair !== null && isPartyWord(pair[1] ?? '') && isPartyWord(pair[2] ?? '') && pair[1] !== pair[2];
}

/** Both parties owe it and gain from it, in the form the sentence gives it. */
function mutualDirection(direction: Direction | undefined): Direction {
  return { obligor: { kind: 'mutual' }, beneficiary: { kind: 'mutual' }, form: direction?.form ?? 'duty' };
}

/** How far from the grant verb its grantee is looked for. */
const GRANTEE_WINDOW = 80;
const COORDINATED_CLAUSE = /,\s*(?:and|while|which|who)\b/iu;

function grantOf(main: string, parties: readonly ContractParty[], you?: Actor): Direction | undefined {
  // "… is hereby granted to Y by X": the agent after "by" grants, not the grantee named before it.
  if (PASSIVE_GRANT.test(main))
    return GRANTED_BY_AGENT.test(main) ? dutyOf(directionOf(main, parties, you)) : undefined;
  const grant = ACTIVE_GRANT.exec(main);
  if (!grant) return undefined;
  // A bare "X grants" reads as a promise here ("X hereby grants"), though not in every clause: a
  // grant of exclusivity is no sign of who owes a minimum elsewhere in the same sentence.
  const granting = main.slice(grant.index).replace(/^(?:[Hh]ereby\s+)?grants?\b/u, 'hereby grants');
  // "X grants to Y, and Y accepts, a licence": the clause coordinated after the grantee has a subject of
  // its own, which is not the grantor.
  const window = granting.slice(0, GRANTEE_WINDOW);
  const coordinated = COORDINATED_CLAUSE.exec(window);
  const grantee = coordinated ? window.slice(0, coordinated.index) : window;
  // "… is treated as carrying, and you hereby grant us, a licence": the "you" or "we" the grant verb follows is its
  // subject, whatever party an earlier clause of the sentence names.
  const grantor = SPEAKER_GRANTS.test(grant[0]) ? '' : grantorClause(main.slice(0, grant.index));
  return dutyOf(directionOf(grantor + grantee, parties, you));
}

const SPEAKER_GRANTS = /^(?:you|we)\s/iu;

const GRANTED_BY_AGENT = /\bgranted\b[^.;]{0,80}?\bby\s+(?:the\s+)?\p{Lu}/u;

function dutyOf(direction: Direction | undefined): Direction | undefined {
  return direction?.form === 'duty' ? direction : undefined;
}

// "Y shall have, and X hereby grants to Y, a licence": a clause coordinated before the grant verb has a
// subject of its own, the party that receives; the grantor is the subject of the grant verb after it.
const COORDINATED_GRANTOR = /,\s*(?:and|while)\s+(?=[^,;]{1,60}$)/giu;

function grantorClause(beforeGrant: string): string {
  const last = [...beforeGrant.matchAll(COORDINATED_GRANTOR)].at(-1);
  return last ? beforeGrant.slice(last.index + last[0].length) : beforeGrant;
}

function isNegated(main: string): boolean {
  if (NEGATED_CLAUSE.test(main)) return true;
  const modal = MODAL.exec(main);
  if (!modal) return false;
  if (/\b(?:not|never)\b|\bcannot\b/iu.test(modal[0])) return true;
  return NOT_AFTER_MODAL.test(main.slice((modal.index ?? 0) + modal[0].length));
}

/** "May not assign without consent" needs it; "may assign without consent" is free of it. */
function needsConsent(text: string, negated: boolean): boolean {
  const consent = CONSENT.exec(text);
  if (!consent) return false;
  return negated || !/^without\b/iu.test(consent[0]);
}

function withoutOpeningCondition(text: string): string {
  const opening = OPENING_CONDITION.exec(text);
  return opening ? text.slice(opening[0].length) : text;
}

/**
 * "…, provided that such notice is given within thirty (30) days after …": a proviso that only sets when
 * notice is given, taking nothing out of the right, is no exception to it. One that negates ("no notice may
 * be given after …") or limits ("only if") still is.
 */
const NOTICE_TIMING_ONLY =
  /^[,;]?\s*provided\s*,?\s*(?:however\s*,?\s*)?that\s*,?\s*(?=[^.;]{0,80}\bnotice\b)(?![^.;]*\b(?:(?:not|no)\b(?!\s+(?:less|later|more)\b)|never\b|except\b|unless\b|only\b))[^.;]*\b(?:within|at\s+least|no\s+later\s+than|not\s+less\s+than|in\s+advance|prior\s+to|before)\b/iu;

/**
 * "…, excluding its conflict of laws principles", "except for the UN Convention on the International Sale of Goods":
 * a governing-law sentence shutting out the rules that would send the question to another law, or a treaty, takes
 * nothing out of the choice of law; it is no exception to it.
 */
const CONFLICT_RULES_ONLY =
  /^[,;]?\s*(?:excluding|except(?:\s+for)?|other\s+than)\s+(?:(?:its|their|the|any|that\s+state['’]s|such\s+state['’]s)\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:conflicts?[-\s]+of[-\s]+laws?|choice[-\s]+of[-\s]+laws?|(?:United\s+Nations|U\.\s?N\.)\s+Convention|CISG)\b/iu;

/**
 * The main clause up to its first exception, and the exceptions' opening words. An exception
 * at the very start ("Except as provided…, neither party…") qualifies the whole clause, so it is
 * counted but not cut.
 */
function splitExceptions(text: string): { main: string; exceptions: string[] } {
  const exceptions: string[] = [];
  let cut: number | undefined;
  for (const match of text.matchAll(EXCEPTION)) {
    const at = match.index ?? 0;
    const word = EXCEPTION_WORD.find(([pattern]) => pattern.test(match[0]))?.[1];
    if (!word || NOTICE_TIMING_ONLY.test(text.slice(at)) || CONFLICT_RULES_ONLY.test(text.slice(at))) continue;
    if (!exceptions.includes(word)) exceptions.push(word);
    if (cut === undefined && at > 0) cut = at;
  }
  return { main: cut === undefined ? text : text.slice(0, cut).trim(), exceptions };
}

function modalOf(main: string): Modal | undefined {
  const match = MODAL.exec(main);
  if (!match) return undefined;
  if (match[1]) return match[1].toLowerCase() as Modal;
  if (match[2]) return 'can';
  if (match[3]) {
    const verb = /\b(?:shall|will)\b/iu.exec(match[0]);
    return verb ? (verb[0].toLowerCase() as Modal) : 'agrees';
  }
  return 'is entitled';
}
