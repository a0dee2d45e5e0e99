import type { DetectedContractClause } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import { ANOTHER_DOCUMENTS_DATE, agreementDateOf, DOCUMENT_CONTEXT } from './agreement-date';
import { clauseEvidence } from './clause-quote';
import { type CalendarDate, datedSentence, datesIn, isoDate } from './contract-dates';
import { durationsIn } from './durations';
import { governingLawFact } from './governing-law-fact';
import { withoutGuidance } from './guidance-text';
import type { LiabilityCap } from './liability-cap';
import { outsideSummary } from './non-binding-summary';
import { partiesFact } from './parties-fact';
import { paymentTerms } from './payment-terms';
import { renewalTerms } from './renewal-terms';
import { statedLiabilityCap, withItsReach } from './stated-cap';
import { runsAfterTheEnd } from './stated-period';
import { CALENDAR_YEAR_END, calendarYearEnd, countedFromAnotherEvent, endAfter, eventCountedFrom } from './term-end';
import { withoutVersionHeadings } from './version-date';

/** Agreements state their date and parties in the opening; later dates are mostly other events. */
const OPENING_SENTENCES = 40;

const EFFECTIVE_DATE_CUE = /\beffective\b|\bcommenc\w*\b|\bstart(?:s|ing)?\s+(?:on|date)\b|\bbegin(?:s|ning)?\s+on\b/i;
const EFFECTIVE_DATE_DEFINED =
  /^\W*(?:[\d.]+\s*)?(?:the\s+)?["“]?effective\s+date["”]?\s*(?:means|shall\s+mean|is)\b/iu;
// "These terms take effect on 1 June 2018", "This Agreement shall come into force on …": the agreement itself the subject.
const TAKES_EFFECT =
  /\b(?:this\s+(?:[\w-]+\s+){0,2}(?:agreement|contract)|these\s+(?:[\w-]+\s+){0,2}(?:terms|conditions))\s+(?:shall\s+|will\s+)?(?:takes?\s+effect|comes?\s+into\s+(?:force|effect))\b/iu;
// A sentence opening "Effective July 1, 2020, the fee shall …" states a step during the agreement, not its start.
const STEP_DURING_AGREEMENT =
  /^(?:[\d.]+\s+)?(?:\w+\.\s+)?effective\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
// "Effective February 1, 2024, Acme and Ada Okafor agree as follows:": the line that makes the agreement.
const EFFECTIVE_WORD = /\beffective\b/iu;
const MAKES_THE_AGREEMENT = /\bagree\s+as\s+follows\b|\b(?:enter|entered)\s+into\s+this\b/iu;
// A date after these words is when something ends, not when the agreement starts.
const ENDS_ON = /\b(?:expire[sd]?|until|through|terminat\w*|end(?:s|ing)?)\b[^.]{0,30}$/iu;
// Past the opening, a recital's "Services Agreement … dated March 7, 2018" is another document's date.
const ENDS_OR_ANOTHER_DOCUMENT = new RegExp(`${ENDS_ON.source}|${ANOTHER_DOCUMENTS_DATE.source}`, 'iu');
// A date written next: "April 30, 2015", "30 April 2015", "30th day of April", "4/30/2015".
const DATE_NEXT = String.raw`(?=\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}[/-]\d{1,2}[/-]\d{2,4}))`;
// "… until June 30, 2025", "shall terminate June 1, 2020", "from May 1, 2013 to April 30, 2015", "from the
// Effective Date to 31 July 2013" (not "prior to July 1, 2000" nor "from the first day … to September 30").
const EXPIRATION_CUE = new RegExp(
  String.raw`\b(?:expire[sd]?|expiring|expiration|in\s+no\s+event\s+later\s+than|up\s+to\s+and\s+including|expiry|until|through|terminat\w*\s+on|end(?:s|ing)?\s+(?:on|as\s+of|at)|ending|extended\s+to|termination\s+date|conclud(?:e|es|ing)|continue\s+(?:in\s+(?:full\s+)?force\s+)?until)\b|\bterminat(?:e|es)\b${DATE_NEXT}|(?<=(?:\d{4}|effective\s+date|commencement\s+date)\s*,?\s+)to\b${DATE_NEXT}`,
  'i',
);
// The end of a renewal or extension a party may choose is not when the agreement ends: "The Company may
// renew … for a period that shall … end on December 31, 2025", "may … elect to extend the Term to …".
// Every date in the rest of that clause (up to a semicolon) belongs to the renewal: its notice deadline too.
const CHOSEN_EXTENSION =
  /\b(?:may|option|elect\w*|right)\b[^.;]{0,120}\b(?:renew\w*|extend\w*|extension)\b[^.;]*$|\bmay\s+be\s+(?:renewed|extended)\b[^.;]*$/iu;
/** The words that make an end date a chosen extension are read back to the start of its sentence. */
const EXTENSION_CONTEXT = Number.POSITIVE_INFINITY;
// A length written with a number ("five (5) years", "36 months") or in words alone ("two years", "one-year").
// The word before a figure is its number in words ("five (5)"), never a verb ("will be 3 years").
const LENGTH = String.raw`(?:(?:a|the)\s+(?:(?:initial|further)\s+)?period\s+of\s+)?(?:(?:\w+\s+(?=\(\d))?\(?\d+\)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|twenty-four|thirty-six))[\s-]+(?:years?|months?)`;
// The end date is stated for the agreement or its term; "the Exclusivity Period … until December 31, 2018" or a
// "Contract Year … ending on September 30" is another period.
const ABOUT_THE_TERM =
  /\b(?:this\s+(?:[\w-]+\s+){0,2}(?:agreement|contract|lease|amendment|memorandum|mou|moa)|(?:the\s+|initial\s+|effective\s+)["“]?term|term\s+of\s+(?:this|the)|termination\s+date|expiration\s+date|contract\s+period)\b|^\W*(?:\d+(?:\.\d+)*\.?\s*)?term\b/iu;
const OTHER_PERIOD =
  /\b(?:exclusivity|calendar|fiscal|lease|license|royalty|option|notice|cure|warranty|transition|payment)\s+(?:period|year|quarter)\b|\bcontract\s+(?:year|quarter)\b|\bprevious\s+agreement\b/iu;
// Many agreements state their end as a length of time from the start instead of a date.
const TERM_LENGTH = new RegExp(
  String.raw`\b(?:initial\s+)?term\b[^.]{0,160}?\b(${LENGTH}|until\s+terminated|perpetual(?:ly)?|indefinite(?:ly)?)\b`,
  'i',
);
/** Other ways agreements state how long they run, when they name no end date. */
const TERM_END_STATEMENTS: readonly RegExp[] = [
  // "end on the first anniversary of the date of this Agreement; … after the first three months of the Term":
  // the anniversary is the end, the months another period.
  /\b(?:ends?|ending|expires?|expiring|terminates?|terminating|until|through)(?:\s+(?:on|upon))?\s+(?:the\s+(?:later|earlier)\s+of\b(?:\s+the\s+(?:following|below)(?:\s+\w+){0,2})?\s*:?\s*(?:\(\w+\)\s+)?)?(the\s+(?:day\s+(?:prior|before)\s+(?:to\s+)?the\s+)?(?:[\w-]+\s+)?(?:\(\w+(?:\s\w{1,2})?\)\s+)?(?:year\s+)?anniversary)\b/i,
  TERM_LENGTH,
  // "beginning on the Effective Date and ending two (2) years thereafter".
  new RegExp(String.raw`\b(?:ending|ends?|expir(?:e|es|ing)|terminat(?:e|es|ing))\s+(${LENGTH})\s+thereafter\b`, 'i'),
  CALENDAR_YEAR_END,
  // "shall terminate on the date three (3) years from the Effective Date".
  new RegExp(
    String.raw`\bthe\s+date\s+(?:that\s+is\s+|which\s+is\s+)?(${LENGTH})\s+(?:from|after|following)\s+(?:the\s+)?(?:effective\s+date|commencement\s+date|execution|date\s+(?:hereof|of\s+this))`,
    'i',
  ),
  new RegExp(
    // "shall be valid for two (2) years", "will last for 3 years", "runs for 24 months".
    String.raw`\b(?:remain\s+(?:in\s+(?:full\s+)?(?:force\s+and\s+)?effect|effective|in\s+force|valid)|(?:be|is)\s+valid|(?:shall|will|to)\s+(?:last|run)|runs|continue\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+(?:force|effect))?|continues?|extends?|be\s+in\s+effect|be(?=\s+for\b)|(?:have|has)\s+a\s+(?:duration|term)\s+of)\s+(?:thereafter\s+)?(?:initially\s+)?(?:for\s+(?:at\s+least\s+)?(?:the\s+)?|until\s+)?(${LENGTH})`,
    'i',
  ),
  /\b(?:agreement|term)\s+(?:shall|will)\s+(?:continue|remain\s+in\s+(?:full\s+)?(?:force\s+and\s+)?effect|end)\s+((?:until|when)\s+terminated)\b/i,
];
/**
 * The facts a contract states about itself: its date, when it takes effect and ends, and who the
 * parties are. Each comes with the sentence that states it.
 */
export function contractFacts(given: readonly Sentence[]): DetectedContractClause[] {
  // A date, party or law is read from the terms, never from a guidance note or a worked example beside them.
  const sentences = withoutGuidance(given);
  const facts: DetectedContractClause[] = [];
  const agreement = withoutIssueDate(agreementDateOf(sentences), sentences);
  if (agreement)
    facts.push(
      fact(
        'Agreement Date',
        // Terms nobody signs are dated by the date of their wording, whether a version line, a bare date or the date
        // they say they are effective states it.
        agreement.version || agreement.dateLine || agreement.termsEffective ? 'Version date' : 'Agreement date',
        isoDate(agreement.mention.date),
        agreement.sentence,
        agreement.mention.index,
      ),
    );
  // An effective date stated in the opening; else the agreement's own date (unless only the signatures
  // date it); only then an effective date stated later, and last the signatures' date. A later "Effective July 1, 2020, the fee shall increase" is a step in the agreement, not
  // when it starts.
  // A version heading ("Version 3.2 — 14 July 2017", "Version Effective Date: …") dates the wording of standard
  // terms, which take effect for each user on acceptance: never the effective date.
  const withoutVersions = withoutVersionHeadings(sentences);
  // Nor does a date standing alone under the title of unsigned terms: it dates their wording, and only a sentence
  // makes them effective.
  const startDate = agreement?.version || agreement?.dateLine ? undefined : agreement;
  const opening = withoutVersions
    .slice(0, OPENING_SENTENCES)
    .filter((sentence) => !STEP_DURING_AGREEMENT.test(sentence.text) || MAKES_THE_AGREEMENT.test(sentence.text));
  // An amendment's opening names the agreement it changes with that agreement's date.
  const ownDate = { notAfter: ENDS_OR_ANOTHER_DOCUMENT, context: DOCUMENT_CONTEXT };
  const effective =
    // The line that makes the agreement effective ("Effective May 1, 2024, … agree as follows") states it
    // before a letter's start date ("join us commencing on …").
    datedSentence(
      opening.filter((sentence) => MAKES_THE_AGREEMENT.test(sentence.text)),
      EFFECTIVE_WORD,
      undefined,
      ownDate,
    ) ??
    datedSentence(opening, EFFECTIVE_DATE_CUE, undefined, ownDate) ??
    datedSentence(withoutVersions, TAKES_EFFECT, undefined, { ...ownDate, afterCueOnly: true }) ??
    // 'EFFECTIVE DATE means 1 July 2003': a definitions list states it wherever the list stands.
    datedSentence(withoutVersions, EFFECTIVE_DATE_DEFINED, undefined, { afterCueOnly: true }) ??
    (startDate?.signed ? undefined : startDate) ??
    datedSentence(withoutVersions, EFFECTIVE_DATE_CUE, undefined, {
      notAfter: ENDS_OR_ANOTHER_DOCUMENT,
      context: DOCUMENT_CONTEXT,
    }) ??
    startDate;
  if (effective)
    facts.push(
      fact(
        'Effective Date',
        'Effective date',
        isoDate(effective.mention.date),
        effective.sentence,
        effective.mention.index,
      ),
    );
  // An end date follows its cue ("until June 30, 2025"); a date before it is usually another event.
  const expiration = datedSentence(
    sentences.filter((sentence) => ABOUT_THE_TERM.test(sentence.text) && !OTHER_PERIOD.test(sentence.text)),
    EXPIRATION_CUE,
    sentences.length,
    { afterCueOnly: true, notAfter: CHOSEN_EXTENSION, context: EXTENSION_CONTEXT },
  );
  if (expiration && expiration.mention.date.year >= (agreement?.mention.date.year ?? 0)) {
    facts.push(
      fact(
        'Expiration Date',
        'Expiration date',
        isoDate(expiration.mention.date),
        expiration.sentence,
        expiration.mention.index,
      ),
    );
  } else {
    const length = termLengthSentence(sentences, effective?.mention.date ?? agreement?.mention.date);
    if (length) facts.push(length);
  }
  // A fact the terms state is read from them, not from a summary the contract says does not bind.
  const terms = outsideSummary(sentences);
  const renewal = renewalTerms(terms) ?? renewalTerms(sentences);
  // An end an automatic renewal puts off is no firm expiry: told as the initial term's end, the renewal beside it.
  const end = facts.find((found) => found.category === 'Expiration Date');
  if (end && renewal?.automatic) end.title = 'Initial term ends (renews automatically)';
  const law = governingLawFact(terms) ?? governingLawFact(sentences);
  if (law) facts.push(fact('Governing Law', 'Governing law', law.place, law.sentence, law.focus));
  if (renewal) {
    facts.push(fact('Renewal Term', 'Renewal term', renewal.term, renewal.sentence, renewal.focus));
    const { notice } = renewal;
    if (notice)
      facts.push(
        fact(
          'Notice Period To Terminate Renewal',
          'Notice to stop renewal',
          notice.period,
          notice.sentence,
          notice.focus,
        ),
      );
  }
  const payment = paymentTerms(terms) ?? paymentTerms(sentences);
  if (payment) facts.push(fact('Payment Terms', 'Payment terms', payment.terms, payment.sentence, payment.focus));
  // A cap at an amount a cover page or order form sets is listed with where its figure stands.
  const cap = statedLiabilityCap(terms) ?? statedLiabilityCap(sentences);
  if (cap) facts.push(fact('Cap On Liability', 'Liability cap', capValue(cap), cap.sentence, cap.focus));
  // Only a sentence that names the contracting parties gives the fact: never a clause that defines something else.
  const parties = partiesFact(sentences);
  if (parties) facts.push(fact('Parties', 'Parties', parties.value, parties.sentence, parties.focus));
  return facts;
}

// "Actual dates will be provided at time of award", "the period of performance shall be set upon award": a
// solicitation's own dates are set when it is awarded.
const DATES_SET_AT_AWARD =
  /\b(?:dates?|period\s+of\s+performance|start\s+date|effective\s+date)\b[^.]{0,60}\b(?:will|shall|to)\s+be\s+(?:provided|set|established|determined|specified|confirmed|stated|fixed)\s+(?:at|upon|on|after|in)\s+(?:the\s+)?(?:time\s+of\s+)?(?:award|contract\s+award|execution\s+of\s+the\s+(?:contract|order))\b/iu;

/**
 * A date standing alone on the cover of a document that sets its dates at award is the day it was issued for
 * bids: neither the date of an agreement nor when one takes effect.
 */
function withoutIssueDate<T extends { sentence: Sentence; mention: { index: number; text: string } }>(
  date: T | undefined,
  sentences: readonly Sentence[],
): T | undefined {
  if (!date) return undefined;
  const { text } = date.sentence;
  const rest = text.slice(0, date.mention.index) + text.slice(date.mention.index + date.mention.text.length);
  if (/\p{L}{3}/u.test(rest.replace(/\b(?:dated|date|issued)\b/giu, ''))) return date;
  return sentences.some((sentence) => DATES_SET_AT_AWARD.test(sentence.text)) ? undefined : date;
}

/**
 * The sentence stating how long the agreement runs. With a known start the end is computed ("five (5)
 * years from the Effective Date" of 30 April 2019 ends on 30 April 2024, as CUAD's experts count it).
 */
function termLengthSentence(
  sentences: readonly Sentence[],
  start: CalendarDate | undefined,
): DetectedContractClause | undefined {
  // The agreement's own term ("This Agreement shall continue for …", "The Initial Term …") before any
  // other period a sentence gives a length ("twelve (12) months during the Term").
  const ofTheAgreement = sentences.filter((sentence) => AGREEMENT_TERM.test(sentence.text));
  for (const sentence of [...ofTheAgreement, ...sentences]) {
    for (const match of termStatementsIn(sentence.text)) {
      const length = match[1] as string;
      // "during the Term and for a period of nine (9) months thereafter" is a tail after the term, not its
      // length: a statement of the term's own length is preferred to it wherever it stands.
      // "shall take effect on the Effective Date and continue for twenty (20) years thereafter" is the term itself.
      const lengthAt = lengthIndex(match);
      // "During the Term and for two (2) years thereafter, the Licensee shall keep books": how long a duty
      // lasts, which says nothing of when the agreement ends; nor does a renewal a party may choose.
      const through = sentence.text.slice(0, lengthAt + length.length);
      if (DURING_THE_TERM_AND_AFTER.test(through) || CHOSEN_EXTENSION.test(through)) continue;
      // "The Recipient's obligations of confidentiality shall continue for five (5) years": a duty's life.
      if (subjectIsADuty(sentence.text.slice(0, lengthAt))) continue;
      // "tenancies of two years or longer", "a term of more than 12 months": a threshold another clause
      // turns on, not how long this agreement runs.
      if (isThreshold(sentence.text.slice(0, lengthAt), sentence.text.slice(lengthAt + length.length))) continue;
      // "Each Subscription Term will last for an initial 12-month period": how long an order runs, not the agreement.
      if (ANOTHER_TERM.test(sentence.text.slice(0, lengthAt)) && !AGREEMENT_TERM.test(sentence.text)) continue;
      // '"Repayment Term" means forty-eight (48) months', "The Payment Term shall be …": a period the contract names
      // for something else, whose length is not the agreement's.
      if (namesAnotherPeriod(sentence.text, match) && !AGREEMENT_TERM.test(sentence.text)) continue;
      const isTail =
        runsAfterTheEnd(sentence.text.slice(match.index + match[0].length)) &&
        !STARTS_THE_TERM.test(sentence.text.slice(0, lengthAt));
      // A period after the term (a window to check invoices, a restraint "for nine (9) months thereafter") says
      // how long a duty outlasts the agreement, never when the agreement ends: it is no term, even alone.
      if (isTail) continue;
      const from = startStatedIn(sentence.text) ?? start;
      // "ten (10) years from the date of first commercial sale": no date until that event, so the length is
      // stated with the event it is counted from.
      const afterLength = sentence.text.slice(lengthAt + length.length);
      const event = countedFromAnotherEvent(afterLength) ? eventCountedFrom(afterLength) : undefined;
      const computable = !anniversaryOfAnotherDate(sentence.text, match) && !countedFromAnotherEvent(afterLength);
      const period = !/\bthe\s+date\s+(?:that|which)\s+is\b/iu.test(match[0]);
      const end = from && computable ? dateAfter(from, length, period) : undefined;
      // Without a known start, "3 years from the Effective Date" says when it ends; "3 years" alone does not.
      const from_ = event ?? (computable ? eventCountedFrom(afterLength) : undefined);
      const value = end ? isoDate(end) : from_ ? `${length.replace(PERIOD_OF, '')} ${withArticle(from_)}` : length;
      return fact('Expiration Date', 'Expiration date', value, sentence, match.index);
    }
  }
  return undefined;
}

/**
 * The statements of a length or an end in a sentence, the first stated first: "shall remain in effect for the
 * five (5) year term ("Initial Term") … and be extended for one (1) year periods" runs for five years.
 */
function termStatementsIn(text: string): RegExpExecArray[] {
  return TERM_END_STATEMENTS.map((statement) => statement.exec(text))
    .filter(
      (match): match is RegExpExecArray =>
        Boolean(match?.[1]) &&
        !anniversaryOfAnotherEvent(text, match as RegExpExecArray) &&
        !describesAGrant(text, match as RegExpExecArray),
    )
    .sort((a, b) => lengthIndex(a) - lengthIndex(b));
}

// "perpetual" before the noun it describes, past other adjectives: "a perpetual, royalty-free license".
const GRANTED_THING = /^(?:[\s,]+(?:and\s+|or\s+)?[\p{L}-]+){0,6}?[\s,]+(?:sub-?)?(?:licen[cs]es?|rights?|grants?)\b/iu;

/** "Perpetual" that describes a licence or a right granted: how long that grant lasts, not the agreement. */
function describesAGrant(text: string, match: RegExpExecArray): boolean {
  if (!/^(?:perpetual|indefinite)/iu.test(match[1] ?? '')) return false;
  return GRANTED_THING.test(text.slice(lengthIndex(match) + (match[1]?.length ?? 0)));
}

const ANOTHER_TERM =
  /\b(?:subscription|order|sow|service|statement\s+of\s+work|warranty|support|trial|payment|repayment|loan)\s+terms?\b/iu;
// The capitalised word that names a defined period ending in "Term": '"Repayment Term"', "the Payment Term".
const NAMED_TERM_WORD = /(?<![\p{L}\d])(\p{Lu}[\p{L}-]+)["”’']?\s+["“]?$/u;
// The words that name the agreement's own term, or only describe it: "The Term", "Initial Term", "Lease Term".
const OWN_TERM_WORD =
  /^(?:the|this|that|its|their|such|said|each|any|current|then|whole|entire|full|agreement|contract|lease|licen[cs]e|renewal|renewed|extended|extension|original|additional|minimum|primary|basic|base|employment|of)$/iu;

/** The term whose length a statement gives is one the contract names for another period ("the Payment Term"). */
function namesAnotherPeriod(text: string, match: RegExpExecArray): boolean {
  if (!/^term\b/iu.test(match[0])) return false;
  const word = NAMED_TERM_WORD.exec(text.slice(0, match.index))?.[1];
  return word !== undefined && !OWN_TERM_WORD.test(word) && !/^[IVXLC]+$/u.test(word);
}
const THRESHOLD_BEFORE =
  /\b(?:(?:less|more|longer|shorter|fewer|greater)\s+than|at\s+(?:least|most)|not\s+(?:less|more)\s+than|(?:not\s+)?exceeding|over|under|up\s+to|minimum\s+of|maximum\s+of)\s+$/iu;
const THRESHOLD_AFTER = /^\s+or\s+(?:longer|more|less|shorter|over|greater|fewer|above|below)\b/iu;

/** A length that is a bound ("more than two years", "two years or longer") rather than a length stated. */
function isThreshold(before: string, after: string): boolean {
  return THRESHOLD_BEFORE.test(before) || THRESHOLD_AFTER.test(after);
}

function lengthIndex(match: RegExpExecArray): number {
  return match.index + match[0].lastIndexOf(match[1] ?? '');
}

/** "from Effective Date" read as "from the Effective Date". */
function withArticle(phrase: string): string {
  return phrase.replace(/^((?:from|after|following)\s+)(?=\p{Lu})/u, '$1the ');
}

const PERIOD_OF = /^(?:a|the)\s+(?:(?:initial|further)\s+)?period\s+of\s+/iu;
const AGREEMENT_TERM =
  /\b(?:this\s+(?:[\w-]+\s+){0,2}(?:agreement|memorandum|mou|moa)|the\s+(?:initial\s+)?term\s+of\s+this|initial\s+term)\b[^.]{0,160}?\b(?:shall|will|is|to)\s+(?:\w+\s+){0,3}(?:continue|remain|expire|terminate|end|extend|be|run|last|commence|begin)\b/iu;
const DURING_THE_TERM_AND_AFTER =
  /\b(?:during|throughout|for)\s+the\s+(?:initial\s+)?term\b[^.]{0,80}?\band\b[^.]{0,60}$|\bsurviv\w*\b[^.]*$/iu;
// The clause's subject, named before the length: a duty, a grant or an order rather than the agreement.
const DUTY_SUBJECT =
  /\b(?:obligations?|duties|duty|covenants?|restrictions?|limitations?|undertakings?|licen[cs]es?|orders?|confidentiality|warrant(?:y|ies)|indemnit(?:y|ies))\b/iu;
const AGREEMENT_SUBJECT =
  /\b(?:this\s+(?:[\w-]+\s+){0,2}(?:agreement|contract|lease|memorandum|mou|moa)|(?:the|initial|its)\s+term)\b/iu;

/** The subject of the clause stating a length is a duty (or grant) named before any mention of the agreement. */
function subjectIsADuty(beforeLength: string): boolean {
  // "Subject to the restrictions below, this Agreement shall continue …": the lead-in is not the subject.
  const clause = beforeLength
    .slice(beforeLength.search(/[;:][^;:]*$/u) + 1)
    .replace(/^\W*(?:subject\s+to|except|notwithstanding|without\s+prejudice\s+to)\b[^,]*,/iu, '');
  const duty = DUTY_SUBJECT.exec(clause);
  if (!duty) return false;
  const agreement = AGREEMENT_SUBJECT.exec(clause);
  // "Company's obligations under this Agreement shall remain in effect for five years": all of them, the term.
  const ofTheAgreement = /^\s+(?:under|of|in)\s+$/iu.test(clause.slice(duty.index + duty[0].length, agreement?.index));
  return !agreement || (duty.index < agreement.index && !ofTheAgreement);
}
const STARTS_THE_TERM = /\b(?:take[s]?\s+effect|commenc\w*|begin\w*|become[s]?\s+effective)\b/iu;

// "shall commence upon April 1, 1999 and continue for six (6) months", "two years from May 1, 2013".
const STARTS_AT =
  /\b(?:commenc\w*|begin\w*|start\w*|effective|from)\s+(?:on\s+|upon\s+|as\s+of\s+)?(?:the\s+\w+\s+day\s+of\s+)?$/iu;

/** The start date the term sentence itself states, if any: it counts before the agreement's date. */
function startStatedIn(text: string): CalendarDate | undefined {
  return datesIn(text).find((mention) => STARTS_AT.test(text.slice(Math.max(0, mention.index - 40), mention.index)))
    ?.date;
}

// "the third anniversary of the Closing Date" ends the agreement only where the sentence is about its term.
const ANNIVERSARY_OF_THE_START =
  /^\s+of\s+(?:the\s+)?(?:effective|commencement|execution|start|date\s+(?:hereof|of\s+this)|this\s+agreement)/iu;

function anniversaryOfAnotherEvent(text: string, match: RegExpExecArray): boolean {
  return anniversaryOfAnotherDate(text, match) && !ABOUT_THE_TERM.test(text);
}

/** "the first anniversary of the Launch Date": a date the agreement's start does not give. */
function anniversaryOfAnotherDate(text: string, match: RegExpExecArray): boolean {
  if (!/anniversary$/iu.test(match[1] ?? '')) return false;
  const after = text.slice(match.index + match[0].length);
  return /^\s+of\b/iu.test(after) && !ANNIVERSARY_OF_THE_START.test(after);
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "the fifth anniversary", "the 7th anniversary", "the four (4) year anniversary": years after the start. */
function anniversaryYears(text: string): number | undefined {
  const words = text.toLowerCase();
  const ordinal = ORDINALS.findIndex((word) => new RegExp(String.raw`\b${word}\b`, 'u').test(words));
  if (ordinal !== -1) return ordinal + 1;
  const numbered = /\b(\d{1,2})(?:st|nd|rd|th)?\b/u.exec(words)?.[1];
  if (numbered) return Number(numbered);
  const duration = durationsIn(words.replace(/\banniversary\b/u, ''))[0];
  return duration?.unit === 'year' ? duration.count : /\b(?:one|1)[\s-]+year\b/u.test(words) ? 1 : undefined;
}

/** `start` plus a length written as "five (5) years" or "18 months", or an anniversary; undefined for other lengths. */
function dateAfter(start: CalendarDate, length: string, period = true): CalendarDate | undefined {
  if (CALENDAR_YEAR_END.test(`until ${length}`)) return calendarYearEnd(start);
  if (/\banniversary\b/iu.test(length)) {
    const years = anniversaryYears(length);
    if (!years) return undefined;
    // "through the day prior to the second anniversary": CUAD's experts count the anniversary itself.
    return dateAfter(start, `${years} years`, false);
  }
  const duration = durationsIn(length)[0];
  if (!duration || (duration.unit !== 'year' && duration.unit !== 'month')) return undefined;
  const { count, unit } = duration;
  return endAfter(start, unit === 'year' ? 12 * count : count, { period });
}

function fact(
  category: string,
  title: string,
  value: string,
  sentence: Sentence,
  focus: number,
): DetectedContractClause {
  return { category, title, value, evidence: clauseEvidence(sentence, focus) };
}

/** "the Liability Amount (set in the Order Form)" for a cap whose figure another document sets. */
function capValue(cap: LiabilityCap): string {
  if (!cap.setIn || cap.cap.includes(cap.setIn)) return withItsReach(cap, cap.cap);
  return withItsReach(cap, `${cap.cap} (set in the ${cap.setIn})`);
}
