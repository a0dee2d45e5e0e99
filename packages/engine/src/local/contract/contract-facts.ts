import type { DetectedContractClause } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import type { Sentence } from '../../text/sentences';
import { type CalendarDate, datedSentence, isoDate } from './contract-dates';
import { governingLaw } from './governing-law';
import { liabilityCap } from './liability-cap';
import { paymentTerms } from './payment-terms';
import { renewalTerms } from './renewal-terms';

/** Agreements state their date and parties in the opening; later dates are mostly other events. */
const OPENING_SENTENCES = 40;

const AGREEMENT_DATE_CUE =
  /\b(?:dated|made|entered\s+into|executed|as\s+of|effective|agreement\s+date|date\s+of\s+this\s+agreement)\b/i;
const EFFECTIVE_DATE_CUE = /\beffective\b|\bcommenc\w*\b|\bstart(?:s|ing)?\s+(?:on|date)\b/i;
// A sentence opening "Effective July 1, 2020, the fee shall …" states a step during the agreement, not its start.
const STEP_DURING_AGREEMENT =
  /^(?:[\d.]+\s+)?(?:\w+\.\s+)?effective\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
const EXPIRATION_CUE =
  /\b(?:expire[sd]?|expiration|expiry|until|through|terminat\w*\s+on|end(?:s|ing)?\s+on|conclud(?:e|es|ing)|continue\s+(?:in\s+(?:full\s+)?force\s+)?until)\b/i;
// Many agreements state their end as a length of time from the start instead of a date.
const TERM_LENGTH =
  /\b(?:initial\s+)?term\b[^.]{0,160}?\b((?:(?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?\d+\)?\s+(?:years?|months?))|until\s+terminated|perpetual(?:ly)?|indefinite(?:ly)?)\b/i;
/** Other ways agreements state how long they run, when they name no end date. */
const TERM_END_STATEMENTS: readonly RegExp[] = [
  TERM_LENGTH,
  /\b(?:remain\s+in\s+(?:full\s+)?(?:force\s+and\s+)?effect|continue\s+in\s+(?:full\s+)?(?:force\s+and\s+)?effect|(?:have|has)\s+a\s+(?:duration|term)\s+of)\s+(?:for\s+)?((?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?[\d*]+\)?\s+(?:years?|months?))/i,
  /\b(?:agreement|term)\s+(?:shall|will)\s+(?:continue|remain\s+in\s+(?:full\s+)?(?:force\s+and\s+)?effect|end)\s+((?:until|when)\s+terminated)\b/i,
  /\b(?:end|expire|terminate)s?\s+on\s+(the\s+(?:\w+\s+)?(?:\(\w+\)\s+)?anniversary)\b/i,
];
const PARTIES = /\b(?:by\s+and\s+)?between\s+([^,;]{3,120}?)(?:,|\(|\s+and\s+)[^.]{0,300}?\band\s+([^,;()]{3,120})/i;

// A name followed by the short name the contract will use for it: 'Acme, Inc. (the "Supplier")'.
const DEFINED_PARTY =
  /(\p{Lu}[\p{L}\d&'’.-]*(?:(?:\s+|,\s*)(?:\p{Lu}[\p{L}\d&'’.-]*|of|and|&))*)\s*,?\s*(?:an?\s+[^()]{0,100})?\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?)?["“](\p{Lu}[\p{L} ]{1,30})["”]\s*\)/gu;
const NOT_PARTY_TERMS = /^(?:Agreement|Effective Date|Term|Territory|Products?|Services|Parties|Party)$/u;

/**
 * The facts a contract states about itself: its date, when it takes effect and ends, and who the
 * parties are. Each comes with the sentence that states it.
 */
export function contractFacts(sentences: readonly Sentence[]): DetectedContractClause[] {
  const facts: DetectedContractClause[] = [];
  const agreement = datedSentence(sentences, AGREEMENT_DATE_CUE, OPENING_SENTENCES);
  if (agreement)
    facts.push(
      fact(
        'Agreement Date',
        'Agreement date',
        isoDate(agreement.mention.date),
        agreement.sentence,
        agreement.mention.index,
      ),
    );
  // An effective date stated in the opening; else the agreement's own date; only then an effective date
  // stated later. A later "Effective July 1, 2020, the fee shall increase" is a step in the agreement, not
  // when it starts.
  const effective =
    datedSentence(
      sentences.slice(0, OPENING_SENTENCES).filter((sentence) => !STEP_DURING_AGREEMENT.test(sentence.text)),
      EFFECTIVE_DATE_CUE,
    ) ??
    agreement ??
    datedSentence(sentences, EFFECTIVE_DATE_CUE);
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
  const expiration = datedSentence(sentences, EXPIRATION_CUE, sentences.length, { afterCueOnly: true });
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
  const law = governingLaw(sentences);
  if (law) facts.push(fact('Governing Law', 'Governing law', law.place, law.sentence, law.focus));
  const renewal = renewalTerms(sentences);
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
  const payment = paymentTerms(sentences);
  if (payment) facts.push(fact('Payment Terms', 'Payment terms', payment.terms, payment.sentence, payment.focus));
  const cap = liabilityCap(sentences);
  if (cap) facts.push(fact('Cap On Liability', 'Liability cap', cap.cap, cap.sentence, cap.focus));
  const opening = sentences.slice(0, OPENING_SENTENCES);
  const parties = definedPartiesSentence(opening) ?? partiesSentence(opening);
  if (parties) facts.push(parties);
  return facts;
}

/**
 * The sentence stating how long the agreement runs. With a known start the end is computed ("five (5)
 * years from the Effective Date" of 30 April 2019 ends on 30 April 2024, as CUAD's experts count it).
 */
function termLengthSentence(
  sentences: readonly Sentence[],
  start: CalendarDate | undefined,
): DetectedContractClause | undefined {
  let tail: DetectedContractClause | undefined;
  for (const sentence of sentences) {
    for (const statement of TERM_END_STATEMENTS) {
      const match = statement.exec(sentence.text);
      if (!match?.[1]) continue;
      // "during the Term and for a period of nine (9) months thereafter" is a tail after the term, not its
      // length: a statement of the term's own length is preferred to it wherever it stands.
      if (AFTER_THE_TERM.test(sentence.text.slice(match.index + match[0].length))) {
        tail ??= fact('Expiration Date', 'Expiration date', match[1], sentence, match.index);
        continue;
      }
      const end = start ? dateAfter(start, match[1]) : undefined;
      return fact('Expiration Date', 'Expiration date', end ? isoDate(end) : match[1], sentence, match.index);
    }
  }
  // Only a tail was found: the agreement still runs for a term, whose length it states nowhere else.
  return tail;
}

const AFTER_THE_TERM =
  /^\s*(?:thereafter|(?:after|following|from|of)\s+(?:the\s+|any\s+|such\s+)?(?:termination|expiration|expiry|end)\b)/iu;

/** `start` plus a length written as "five (5) years" or "18 months"; undefined for other lengths. */
function dateAfter(start: CalendarDate, length: string): CalendarDate | undefined {
  const count = Number(/\d+/u.exec(length)?.[0]);
  const unit = /\b(years?|months?)\b/iu.exec(length)?.[1]?.toLowerCase();
  if (!Number.isInteger(count) || count <= 0 || !unit) return undefined;
  const months = start.month - 1 + (unit.startsWith('year') ? 12 * count : count);
  const year = start.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  // 31 January plus one month is the last day of February.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(start.day, lastDay) };
}

function partiesSentence(sentences: readonly Sentence[]): DetectedContractClause | undefined {
  for (const sentence of sentences) {
    const match = PARTIES.exec(sentence.text);
    if (!match) continue;
    const names = [match[1], match[2]].map((name) => (name ?? '').replace(/\s+/g, ' ').trim());
    return fact('Parties', 'Parties', names.join('; '), sentence, match.index);
  }
  return undefined;
}

/** The opening sentence that names parties with their short names. */
function definedPartiesSentence(sentences: readonly Sentence[]): DetectedContractClause | undefined {
  for (const sentence of sentences) {
    const parties = [...sentence.text.matchAll(DEFINED_PARTY)].filter((match) => !NOT_PARTY_TERMS.test(match[2] ?? ''));
    const first = parties[0];
    if (!first) continue;
    const names = parties.map((match) => `${(match[1] ?? '').trim()} ("${match[2]}")`);
    return fact('Parties', 'Parties', names.join('; '), sentence, first.index ?? 0);
  }
  return undefined;
}

function fact(
  category: string,
  title: string,
  value: string,
  sentence: Sentence,
  focus: number,
): DetectedContractClause {
  return { category, title, value, evidence: evidenceFrom(sentence, focus) };
}
