/**
 * What part a sentence plays in a contract. Only an operative sentence states a clause: a
 * definition says what a term means, a recital why the parties sign, a table of contents where a
 * clause is, a survival list which clauses outlive the agreement, and a reference that another document
 * holds a clause or only confirms one set forth in another section (or a filing's legend that confidential parts were omitted, or an attached press release), and a
 * heading, table row or fragment with no verb at all, and a sign-off line that records the signing. Each names a clause's topic
 * without saying what the clause does, so a finding quoting one is about something else.
 */
import { isDefinition, NUMBERING } from './definition-forms';
import { definitionsInPlace } from './definition-sections';
import { isSignOff } from './signature-lines';

export type SentenceRole =
  | 'operative'
  | 'definition'
  | 'recital'
  | 'contents'
  | 'survival'
  | 'reference'
  | 'heading'
  | 'signature';

/**
 * Two forms of an operative sentence that bind no one to the clause they name: a party's representations
 * (facts as at signing) and a reservation of the rights not granted. Kept apart from `SentenceRole`, since
 * a representation is the very answer to a question about warranties.
 */
export type StatementForm = 'representation' | 'reservation';

/**
 * Recitals, including those opened by "WITNESSETH" (spaced out or not) before the first "WHEREAS";
 * "Whereas," in ordinary capitals opens one as well.
 */
const RECITAL =
  /^\s*(?:(?:W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|BACKGROUND)\s*[:.-]?\s*)?(?:W\s?HEREAS|Whereas\b|RECITALS?\b)/u;
/**
 * The title of an exhibit, appendix or schedule ("EXHIBIT B – NON-SOLICITATION COVENANTS TO BE OBSERVED BY THE
 * EMPLOYEE"): it names what the attachment holds, with no verb of its own ("to be observed" is no statement).
 * One that says something ("Exhibit A sets out the fees", "Schedule 2 shall form part of …") is a sentence.
 */
const ATTACHMENT_TITLE =
  /^\s*(?:exhibit|appendix|schedule|annex|attachment|addendum|rider)\s+(?:[A-Z]|\d{1,2}|[IVX]{1,4})(?:[-.]\d{1,2})?(?=[\s.:–—-])/iu;
const SAYS_SOMETHING =
  /\b(?:shall|will|must|may|agrees?|hereby|is|are|was|were|has|have|sets|lists|contains|describes|includes|provides|forms|constitutes|applies|governs)\b/iu;

/** Dotted leaders before a page number, or three or more numbered headings run together. */
const DOTTED_LEADERS = /(?:\.\s?){4,}\s*\d+\s*$|…{2,}\s*\d+\s*$/u;
const NUMBERED_HEADING =
  /(?:\b(?:[Aa]rticle|ARTICLE|[Ss]ection|SECTION)\s+\d+(?:\.\d+)*|\b\d+\.\d+(?:\.\d+)*)\s+[A-Z][A-Za-z,;&\- ]{2,60}?\s+\d+\b/gu;
/**
 * A sentence about another document's clauses ("The Master Agreement contains a non-compete
 * covenant") or a filing's redaction legend ("Certain confidential information … has been omitted"):
 * it reports that a clause exists elsewhere, and binds no one here.
 */
const REFERENCE =
  /^\s*(?:\d+\.\s*)?(?:the|this|such)\s+[\p{L}\s-]{0,60}?\b(?:agreement|contract|document|license|lease)\s+(?:contains|includes|has)\s+(?:a|an|any|certain|the)?\s*[\p{L}\s-]{0,60}?\b(?:clauses?|covenants?|provisions?|terms?)\b/iu;
const REDACTION_LEGEND =
  /\bconfidential\s+(?:information|portions?|treatment)\b[^.]{0,160}\b(?:omitted|redacted)\b[^.]{0,160}\b(?:securities\s+and\s+exchange\s+commission|SEC|commission)\b|\[\s?\*+\s?\]\s*(?:=|indicates|denotes)|\b(?:information|portions?|terms?|text)\b[^.]{0,200}\b(?:has|have)\s+been\s+(?:omitted|excluded|redacted)\s+from\s+(?:this|the)\s+(?:exhibit|filing|document|copy)\b/iu;
/**
 * A sentence wholly inside quotation marks is text the contract quotes (a tag line to display, a notice's
 * wording to print), not what the parties agree: "the proud exclusive sponsor of …" grants nothing.
 */
const QUOTED_TEXT = /^\s*["“][^"“”]{12,}["”]\s*$/u;
/**
 * The parties agreeing to, acknowledging or confirming an arrangement "set forth in Section 10.1" and saying
 * nothing more: the line points to the clause, which states it. One that goes on to say what applies ("…
 * set forth in Section 10.1 shall apply to the new products") is operative.
 */
const CONFIRMS_ELSEWHERE = new RegExp(
  String.raw`^\s*${NUMBERING}(?:the\s+)?(?:parties|each\s+party|both\s+parties|[\p{Lu}][\p{L}-]*(?:\s+and\s+[\p{Lu}][\p{L}-]*)?)\s+(?:hereby\s+)?(?:further\s+)?(?:agree|acknowledge|confirm|recogni[sz]e|approve|accept)s?(?:\s*(?:,\s*(?:and\s+)?|and\s+)(?:agree|acknowledge|confirm|recogni[sz]e|approve|accept)s?)*\s+(?:to\s+)?(?:the|such|all|any)\s+[^.;:]{1,120}?\b(?:set\s+(?:forth|out)|described|provided\s+for|contained|referred\s+to|specified)\s+(?:in|under)\s+(?:section|article|clause|paragraph|schedule|exhibit|annex|appendix)\s+[\w.()-]+(?:\s+(?:hereof|hereto|below|above|of\s+this\s+agreement))?\s*\.?\s*$`,
  'iu',
);
/** A press release attached as a schedule reports the deal ("today announced…"); it binds no one. */
const PRESS_RELEASE = /\b(?:today|recently)\s+announced\b|\bannounced\s+today\b/iu;
/** "Section 4.2 (Covenant Not to Compete)": three or more in a sentence list sections, not terms. */
const TITLED_REFERENCE = /\b(?:sections?|articles?|paragraphs?|clauses?)\s+\d+(?:\.\d+)*\s*\([^()]{2,60}\)/giu;
/**
 * A party's representations: "X represents and warrants (to Y) that: (a) …; (b) …". They state facts as
 * at signing (its authority, that no one else holds a right), so a topic named in one ("no other person
 * is the exclusive sponsor") is not a clause the sentence makes. A lead-in that also covenants, agrees or
 * undertakes ("represents, warrants and covenants that") makes promises, and is operative.
 */
const REPRESENTATION = new RegExp(
  String.raw`^\s*${NUMBERING}(?:[^,;:]{0,80}?,\s*)?(?:[\p{L}'’.&()-]+\s+){1,8}?(?:hereby\s+)?(?:represents?|warrants?)(?:\s*(?:,\s*(?:and\s+)?|and\s+)(?:represents?|warrants?))*(?:\s+to\s+(?:[\p{L}'’.&-]+\s+){1,6}?)?\s*(?:that\b|as\s+follows\b|the\s+following\b|:)`,
  'iu',
);
/**
 * A report of what has or has not happened, with no promise in it: "Neither X nor its Affiliates has
 * previously granted any licence or covenant not to sue". It states a fact, not a clause.
 */
const PAST_FACT = new RegExp(
  String.raw`^\s*${NUMBERING}(?:to\s+(?:the\s+)?(?:best\s+of\s+)?[\p{L}'’]+\s+knowledge,\s*)?[^,;:]{0,120}?\b(?:has|have)\s+(?:not\s+|never\s+|previously\s+|already\s+|heretofore\s+|ever\s+)*(?:been\s+)?\p{L}+(?:ed|en|wn|ne|de|ught|id)\b`,
  'iu',
);
/** How far past a reported fact's verb a promise still belongs to it ("has agreed that it shall"). */
const PROMISE_REACH = 12;
/** A promise or permission anywhere in the sentence: what a report of facts lacks. */
const PROMISE_WORD =
  /\b(?:shall|will|must|may|agrees?|undertakes?|covenants?\s+(?:to|that|not)|(?:agreed|undertaken|covenanted)\s+(?:to|that)|hereby|cannot)\b/iu;
/**
 * The rights a party keeps for itself: "All rights not expressly granted herein are reserved (exclusively)
 * by Licensor", "Licensor reserves all rights not expressly granted". They say what is not granted.
 */
const RESERVATION = new RegExp(
  [
    String.raw`^\s*${NUMBERING}(?:(?:all|any)\s+)?(?:other\s+)?rights?\b[^.;]{0,160}?\bnot\s+(?:\w+\s+)?(?:granted|licen[cs]ed|conveyed|transferred)\b[^.;]{0,120}?\b(?:are|is|shall\s+be|will\s+be|remain)\s+(?:hereby\s+)?(?:expressly\s+)?(?:reserved|retained)\b`,
    String.raw`^\s*${NUMBERING}(?:[\p{L}'’.&-]+\s+){1,6}?(?:hereby\s+)?(?:expressly\s+)?(?:reserves?|retains?)\s+(?:to\s+itself\s+)?all\s+(?:other\s+)?rights?\b[^.;]{0,80}?\bnot\s+(?:\w+\s+)?granted\b`,
  ].join('|'),
  'iu',
);
const SURVIVES = /\bsurviv(?:e|es|al)\b/iu;
/** The end of the agreement: its termination, expiry or ending. */
const THE_END = String.raw`(?:the\s+|any\s+|its\s+|their\s+|such\s+)?(?:termination|expiry|expiration|ending|end)\b`;
/**
 * The words saying something outlives the agreement: "shall survive", "are not affected by the termination",
 * "continue in force after its expiry". With its modal, so what is left says whether the sentence binds anyone.
 */
const OUTLIVES_THE_END = new RegExp(
  [
    String.raw`\b(?:shall|will)\s+(?:so\s+)?survive\b`,
    String.raw`(?:\b(?:is|are|shall|will)\s+)?(?:not|in\s+no\s+way)\s+(?:be\s+)?(?:affected|impacted|prejudiced)\s+by\s+${THE_END}`,
    String.raw`(?:\b(?:shall|will)\s+)?\b(?:continues?|remains?)\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:after|following|beyond)\s+${THE_END}`,
  ].join('|'),
  'giu',
);
const SECTION_REFERENCE = /\b(?:sections?|articles?|paragraphs?|clauses?)\s+\d/giu;
/** A duty or a permission of a party: what a survival list lacks. */
const PARTY_DUTY = /\b(?:shall|will|must|may|agrees?\s+to|undertakes?\s+to)\s+(?:not\s+)?(?!survive\b)[a-z]+/iu;

export function sentenceRole(text: string): SentenceRole {
  if (RECITAL.test(text)) return 'recital';
  if (isDefinition(text)) return 'definition';
  if (DOTTED_LEADERS.test(text) || (text.match(NUMBERED_HEADING)?.length ?? 0) >= 3) return 'contents';
  if ((text.match(TITLED_REFERENCE)?.length ?? 0) >= 3) return 'contents';
  if (isSurvivalList(text)) return 'survival';
  if (
    REFERENCE.test(text) ||
    CONFIRMS_ELSEWHERE.test(text) ||
    REDACTION_LEGEND.test(text) ||
    PRESS_RELEASE.test(text) ||
    QUOTED_TEXT.test(text)
  )
    return 'reference';
  if (isVerbless(text) || (ATTACHMENT_TITLE.test(text) && !SAYS_SOMETHING.test(text))) return 'heading';
  if (isSignOff(text)) return 'signature';
  return 'operative';
}

/** Whether an operative sentence only reserves rights or represents facts (see `StatementForm`). */
export function statementForm(text: string): StatementForm | undefined {
  if (RESERVATION.test(text)) return 'reservation';
  if (REPRESENTATION.test(text) || reportsAPastFact(text)) return 'representation';
  return undefined;
}

/** A report of what has happened, with no promise before its verb ("…, which may affect" comes after it). */
function reportsAPastFact(text: string): boolean {
  const fact = PAST_FACT.exec(text);
  // "has agreed that it shall": the words just after the verb may still make it a promise.
  return fact !== null && !PROMISE_WORD.test(text.slice(0, fact.index + fact[0].length + PROMISE_REACH));
}

/** The month May in a date ("14-May-2024", "May 9") is no modal. */
const MONTH_MAY = /\bMay(?=[-\s]*\d)|(?<=\d[-\s]*)May\b/gu;

function isVerbless(text: string): boolean {
  // "days after" reads like a verb in the present; an opening phrase cut at its comma still says nothing.
  if (OPENING_PHRASE_ONLY.test(text)) return true;
  if (LIST_ITEM.test(text)) return false;
  const withoutDates = text.replace(MONTH_MAY, ' ');
  // A clause set in capitals ("LICENSOR DISCLAIMS ALL WARRANTIES") is read in lower case.
  const letters = withoutDates.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  const words = capitals > letters.length * 0.8 ? withoutDates.toLowerCase() : withoutDates;
  return !FINITE_VERB.test(words) && !PRESENT_VERB.test(words);
}

/**
 * A verb that makes a sentence say something: a modal or auxiliary, or a verb a contract states in
 * the present ("Licensee pays", "X hereby grants"). A run of headings, a row of a table or a fragment
 * cut off before its verb has none, and states no clause.
 */
const FINITE_VERB =
  /\b(?:shall|will|may|must|can|cannot|should|would|might|could|is|are|was|were|be|been|has|have|had|does|do|did|hereby|agrees?|grants?|means|includes?|warrants?|represents?|covenants?|acknowledges?|undertakes?|consents?|waives?|pays?|owns?|retains?|reserves?|acquires?|sells?|assigns?|indemnif(?:y|ies)|terminates?|expires?|survives?|applies|governs?|remains?|constitutes?|supersedes?|becomes?|continues?|accepts?|understands?|provides?|requires?|permits?|disclaims?|makes?|excludes?|limits?)\b/iu;
/** Any other verb in the present, in lower case and followed by more words ("the term renews for …"). */
const PRESENT_VERB = /\b[a-z]+s\s+[a-z(]/u;
/** An item of a list whose lead-in ("Consultant shall not:") holds the verb: "(ii) Divert any customer …". */
const LIST_ITEM = /^\s*\(?(?:[a-z]{1,2}|[ivx]{1,5})\)\s/u;
/**
 * An item that is only the time limit opening a sentence, cut at its comma before the main clause: "(ii)
 * Within thirty (30) days after the Closing Date," says when, never what is done. An item opened by "if"
 * is left alone: in a list of grounds ("(iv) if a receiver is appointed,") the lead-in holds the verb.
 */
const OPENING_PHRASE_ONLY =
  /^\s*\(?(?:[a-z]{1,2}|[ivx]{1,5})\)\s+(?:within|after|before|following|prior\s+to|no\s+later\s+than)\b[^.;:]*,\s*$/iu;

/**
 * A sentence whose business is to say what survives (listed sections, or "all obligations to be
 * performed after termination", "the licences granted are not affected by the termination"), not to impose a
 * duty of its own.
 */
function isSurvivalList(text: string): boolean {
  const outlives = new RegExp(OUTLIVES_THE_END.source, 'iu').test(text);
  if (!SURVIVES.test(text) && !outlives) return false;
  const withoutSurvival = text.replace(OUTLIVES_THE_END, '');
  if (PARTY_DUTY.test(withoutSurvival)) return false;
  return (text.match(SECTION_REFERENCE)?.length ?? 0) >= 1 || outlives;
}

/** Clauses about what outlives the agreement are stated by the very lists that say so. */
const ABOUT_SURVIVAL = new Set(['post-termination']);
/** Clauses that are themselves statements of fact at signing: a quality promise, the insurance a party holds. */
const ABOUT_REPRESENTATION = new Set(['warranty', 'warranty-duration', 'insurance']);

/** The words that close the recitals and open the operative part ("NOW, THEREFORE, … agree as follows"). */
const OPERATIVE_PART_OPENS = /\bnow,?\s+therefore\b|\b(?:hereby\s+)?agree\s+as\s+follows\b/iu;
/** Recitals come before the terms: a marker past the first third (or 30 sentences) is not theirs. */
const RECITALS_SHARE = 1 / 3;
const RECITALS_MIN_SENTENCES = 30;

/**
 * The index of the sentence that opens the operative part, when the contract marks it; the
 * sentences before it (after the title and the preamble naming the parties) are recitals, lettered
 * or not. -1 when the contract has no such marker early on.
 */
export function operativePartStart(sentences: readonly { index: number; text: string }[]): number {
  // Every caller asks where the terms start before asking what a sentence states: the definitions known
  // only from their place in the agreement are read here, once per document.
  readDefinitionsInPlace(sentences);
  const limit = Math.max(RECITALS_MIN_SENTENCES, Math.ceil(sentences.length * RECITALS_SHARE));
  const marker = sentences.slice(0, limit).find((sentence) => OPERATIVE_PART_OPENS.test(sentence.text));
  return marker?.index ?? -1;
}

/** A sentence before the operative part that states no duty of a party: background, not terms. */
function isBeforeTheTerms(sentence: { index: number; text: string }, operativeStart: number): boolean {
  return sentence.index < operativeStart && !PARTY_DUTY.test(sentence.text);
}

/** Each sentence's role, read once however many rules ask (the sentence objects of one document). */
const ROLES = new WeakMap<object, SentenceRole>();
/** The documents whose definitions by place are already read. */
const READ_IN_PLACE = new WeakSet<object>();

/** The sentences (by index) a definition holds by its place: under a Definitions heading, or going on with one. */
export function documentRoles(sentences: readonly { index: number; text: string }[]): Map<number, SentenceRole> {
  const roles = new Map<number, SentenceRole>();
  for (const index of definitionsInPlace(sentences, roleOf)) roles.set(index, 'definition');
  return roles;
}

function readDefinitionsInPlace(sentences: readonly { index: number; text: string }[]): void {
  if (READ_IN_PLACE.has(sentences)) return;
  READ_IN_PLACE.add(sentences);
  const roles = documentRoles(sentences);
  for (const sentence of sentences) {
    const role = roles.get(sentence.index);
    if (role) ROLES.set(sentence, role);
  }
}

function roleOf(sentence: { text: string }): SentenceRole {
  const known = ROLES.get(sentence);
  if (known) return known;
  const role = sentenceRole(sentence.text);
  ROLES.set(sentence, role);
  return role;
}

/** Whether a sentence can state a clause of this rule, rather than only name its topic. */
export function statesAClause(
  rule: { id: string },
  sentence: { index: number; text: string },
  operativeStart = -1,
): boolean {
  if (isBeforeTheTerms(sentence, operativeStart)) return false;
  const role = roleOf(sentence);
  if (role === 'survival') return ABOUT_SURVIVAL.has(rule.id);
  if (role !== 'operative') return false;
  const form = statementForm(sentence.text);
  return form === undefined || (form === 'representation' && ABOUT_REPRESENTATION.has(rule.id));
}
