import type { Sentence } from '../../text/sentences';
import { WHENEVER_IT_LIKES } from './at-will-wording';
import { type Duration, durationLabel, durationsIn } from './durations';
import { placeOfLaw } from './governing-law';

/**
 * One statement of a contract term's value, read from one sentence. Two statements compare only
 * when their `term` keys are equal: the key holds everything that makes two terms the SAME term
 * (what is stated, for what, and for whom). Rules of sameness, each conservative:
 * - payment period: a period within which invoices are paid, counted from the invoice (its date or
 *   receipt); the same payer when both sentences name one; nothing more specific paid (royalties,
 *   expenses, a named fee); never a cure, dispute or notice period.
 * - termination notice: the notice a party gives to end the agreement for convenience (without
 *   cause, at any time, for any reason); the same party ("either party" is its own party); never a
 *   termination for breach, whose period is a cure period, nor a notice of non-renewal.
 * - non-renewal notice: the notice that stops the agreement renewing, given before the end of a
 *   term; the same party when both name one; never the renewal term's own length.
 * - initial term: the length of this agreement's initial term; never a renewal or extension term.
 * - governing law: the law chosen for "this Agreement" as a whole; never a law chosen for one
 *   matter (arbitration, a section, a trust) or for another agreement the document quotes.
 * Sentences that amend, replace or restate ("is hereby amended to read") are left out: the new value
 * is meant to differ from the old one.
 */
export interface TermStatement {
  kind: 'payment' | 'notice' | 'non-renewal' | 'initial-term' | 'law' | 'amount' | 'party-name';
  /**
   * The party the term is for (who pays, who may end the agreement), as the sentence names it; a
   * statement naming none is taken to be about the same party as one that names it.
   */
  party?: string;
  /** What is paid or named when the sentence names it ("royalties", "the Deposit"): only the same thing compares. */
  item?: string;
  /** How the user is told what the term is: "payment period for invoices". */
  label: string;
  /** The value compared: a length in days, or a place. */
  value: number | string;
  /** The value as the user is told it: "30 days", "the State of New York". */
  shown: string;
  sentence: Sentence;
  focus: number;
}

export const AMENDS =
  /\b(?:amend(?:ed|s|ment)|hereby\s+(?:deleted|replaced)|restated|in\s+lieu\s+of|instead\s+of|supersed\w*)\b/iu;

/** Every term statement of the contract, in document order. */
export function termStatements(sentences: readonly Sentence[]): TermStatement[] {
  const statements: TermStatement[] = [];
  for (const [position, sentence] of sentences.entries()) {
    if (AMENDS.test(sentence.text)) continue;
    statements.push(
      ...paymentPeriods(sentence),
      ...convenienceNotices(sentence),
      ...nonRenewalNotices(sentence),
      ...initialTerms(sentence),
      ...lawsOfTheAgreement(sentences, position),
    );
  }
  return statements;
}

// --- Payment period for invoices ------------------------------------------------------------------

// "within thirty (30) days"; "within fourteen (14) days", where only the figures are read as the length.
const BEFORE_PERIOD = /\b(?:within|no\s+later\s+than|not\s+later\s+than|not\s+more\s+than)\s+(?:[a-z-]+\s+)?\(?$/iu;
const ABOUT_PAYING = /\b(?:pay(?:s|able|ment)?|paid|remit\w*|due)\b/iu;
const INVOICE = /\binvoice[sd]?\b/iu;
// Periods for something other than paying: curing, disputing, objecting, giving notice.
const NOT_PAYMENT =
  /\b(?:cure[sd]?|fails?\s+to|failure\s+to|breach|terminat\w*|notif\w*|notice|object\w*|dispute[sd]?|contest\w*|not\s+(?:been\s+)?paid|unpaid|overdue)\b/iu;
// Non-payment as the trigger of a right ("if any invoice is not paid within 45 days, PCQ may terminate"), not its period.
const REMEDY_FOR_LATE_PAYMENT =
  /\b(?:may|shall\s+have\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,2}?(?:terminate|suspend)\b/iu;
// "All other Bonuses", "any other amounts": a remainder set apart from what another sentence pays.
const OTHER_THAN = /\b(?:all|any)\s+other\b|\bother\s+than\b|\bremaining\b/iu;
// Payments that are not the price itself, each due on terms of its own: interest, refunds, corrections.
const OTHER_PAYMENT =
  /\b(?:refund\w*|credit\w*|tax(?:es)?|late|interest|penalt\w*|audit\w*|shortfall|overpa\w*|underpa\w*|adjust\w*|true-?up|damages)\b/iu;
// What is paid, when named: "royalties", "expenses", "invoices for Products", "the Development Fee".
const ITEM_PAID =
  /\b(royalt\w*|expenses?|reimburs\w*|deposits?|advances?|milestones?|commissions?|bonus\w*)\b|\bfor\s+(?:the\s+|such\s+|any\s+|an?\s+)?(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)*|marketing|development|support|maintenance)|\b(\p{Lu}\p{L}+\s+(?:Fees?|Price|Payments?|Charges?))\b/u;
// After the period: the event it counts from. Only the invoice (its date or its receipt) is taken.
const COUNTED_FROM =
  /^\s*(?:\([^)]*\)\s*)?(?:calendar\s+|business\s+)?(?:of|after|from|following|upon)\s+(?:the\s+)?(?:(?:date|receipt|issuance|issue|delivery)\s+(?:of|by)\s+)?(?:(?:the|an?|such|each|any|its|their|[\w-]+['’]s)\s+)?(?:\w+\s+){0,2}?(invoice|receipt|delivery|billing|shipment|acceptance|end|close|completion|date)/iu;
const PAYS = /\b(?:shall|will|must|agrees\s+to|undertakes\s+to)\s+(?:(?:promptly|then)\s+)?(?:pay|remit)\b/gu;
const NET = /\bnet\s+(\d{1,3})\b/iu;
const BEFORE_WINDOW = 100;

function paymentPeriods(sentence: Sentence): TermStatement[] {
  const { text } = sentence;
  if (!INVOICE.test(text) || !ABOUT_PAYING.test(text) || REMEDY_FOR_LATE_PAYMENT.test(text)) return [];
  const found: TermStatement[] = [];
  for (const duration of durationsIn(text)) {
    if (duration.unit !== 'day' && duration.unit !== 'month') continue;
    const before = text.slice(Math.max(0, duration.index - BEFORE_WINDOW), duration.index);
    if (!BEFORE_PERIOD.test(before.slice(-30)) || !ABOUT_PAYING.test(before)) continue;
    const clause = clauseAround(text, duration.index);
    const paid = clause.text.slice(0, duration.index - clause.start);
    if (NOT_PAYMENT.test(before) || OTHER_PAYMENT.test(paid) || OTHER_THAN.test(paid)) continue;
    const from = COUNTED_FROM.exec(text.slice(duration.index + duration.text.length))?.[1]?.toLowerCase();
    // Counted from the invoice, or from nothing named where the invoice is what is paid ("pay each invoice within 14 days").
    const fromInvoice =
      from === undefined
        ? INVOICE.test(before)
        : from === 'invoice' || (from === 'receipt' && INVOICE.test(clause.text));
    if (!fromInvoice) continue;
    const item = ITEM_PAID.exec(paid);
    const named = (item?.[1] ?? item?.[2] ?? item?.[3])
      ?.toLowerCase()
      .replace(/licence/gu, 'license')
      .replace(/s$/u, '');
    found.push(periodStatement(sentence, duration, payerOf(before), named));
  }
  const net = NET.exec(text);
  if (found.length === 0 && net && !NOT_PAYMENT.test(text)) {
    const days = Number(net[1]);
    found.push({
      label: 'payment period for invoices',
      kind: 'payment',
      value: days,
      shown: `${days} days`,
      sentence,
      focus: net.index,
    });
  }
  return found;
}

function periodStatement(
  sentence: Sentence,
  duration: Duration,
  payer: string | undefined,
  item: string | undefined,
): TermStatement {
  return {
    label: item ? `payment period for invoices for the ${item}` : 'payment period for invoices',
    kind: 'payment',
    ...(payer ? { party: payer } : {}),
    ...(item ? { item } : {}),
    value: daysOf(duration),
    shown: durationLabel(duration),
    sentence,
    focus: duration.index,
  };
}

function payerOf(before: string): string | undefined {
  const pays = [...before.matchAll(PAYS)].at(-1);
  return pays ? subjectBefore(before, pays.index ?? 0) : undefined;
}

// --- Notice to end the agreement for convenience --------------------------------------------------

// Ending this agreement itself, not "terminate Development of such Product" or one order.
const MAY_TERMINATE =
  /\b(?:shall\s+have\s+the\s+right\s+to|may|can|is\s+entitled\s+to|reserves\s+the\s+right\s+to)\s+(?:\w+\s+){0,2}?terminate\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}?agreement\b/iu;
/** Ending the agreement because the other side failed, where the period is a cure period. */
const FOR_CAUSE =
  /\b(?:breach\w*|default\w*|fails?\s+to|failure\s+to|cure[ds]?|remed(?:y|ied|ies)|insolven\w*|bankrupt\w*|violat\w*)\b/iu;
const NON_RENEWAL = /\bnon-?renewal\b|\bnot\s+to\s+renew\b|\brenew\w*/iu;
// The length stands for a notice: "thirty (30) days' prior written notice", "notice of at least 30 days".
const NOTICE_AFTER =
  /^['’]?s?['’]?\s*(?:\(\d+\)\s*)?(?:(?:prior|advance|written|express|formal)\s+)*(?:written\s+)?notice\b/iu;
const NOTICE_BEFORE = /\bnotice\s+(?:period\s+)?of\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+)?$/iu;

function convenienceNotices(sentence: Sentence): TermStatement[] {
  const { text } = sentence;
  const terminator = MAY_TERMINATE.exec(text);
  if (!terminator || !WHENEVER_IT_LIKES.test(text) || FOR_CAUSE.test(text) || NON_RENEWAL.test(text)) return [];
  const party = subjectBefore(text, terminator.index);
  if (!party) return [];
  const notice = durationsIn(text).find(
    (duration) =>
      duration.index > terminator.index &&
      (NOTICE_AFTER.test(text.slice(duration.index + duration.text.length)) ||
        NOTICE_BEFORE.test(text.slice(Math.max(0, duration.index - 40), duration.index))),
  );
  if (!notice) return [];
  return [
    {
      party,
      label: 'notice period for ending the agreement for convenience',
      kind: 'notice',
      value: daysOf(notice),
      shown: durationLabel(notice),
      sentence,
      focus: notice.index,
    },
  ];
}

// --- Notice that stops a renewal -----------------------------------------------------------------

const ABOUT_NON_RENEWAL =
  /\bnon-?renewal\b|\bnot\s+to\s+(?:renew|extend)\b|\b(?:does|do|will)\s+not\s+(?:wish|intend|desire)\s+to\s+(?:renew|extend)\b|\bprevent\s+(?:the\s+)?(?:automatic\s+)?renewal\b/iu;
// "ninety (90) days prior to the end of the then-current term", "60 days before expiration".
const BEFORE_THE_END =
  /^['’]?s?['’]?\s*(?:\(\d+\)\s*)?(?:prior\s+to|before|in\s+advance\s+of|preceding)\s+(?:the\s+)?(?:end|expir\w*|renewal|then|scheduled|termination\s+date|anniversary)/iu;
const GIVES_NOTICE = /\b(?:gives?|giving|provides?|providing|notif(?:y|ies)|delivers?|serves?|sends?)\b/iu;

// The renewal is this agreement's, not an insurance policy's the agreement mentions, nor what a statute requires.
const OF_THE_AGREEMENT =
  /\b(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract)\b|\b(?:then[-\s]current|initial|renewal|current)\s+term\b|\bthe\s+term\b/iu;
const OTHER_RENEWAL = /\b(?:polic(?:y|ies)|coverages?|insurance|certificates?|permits?|registrations?|requires?)\b/iu;

function nonRenewalNotices(sentence: Sentence): TermStatement[] {
  const { text } = sentence;
  if (!ABOUT_NON_RENEWAL.test(text) || !OF_THE_AGREEMENT.test(text) || OTHER_RENEWAL.test(text)) return [];
  const notice = durationsIn(text).find((duration) => {
    const after = text.slice(duration.index + duration.text.length);
    return NOTICE_AFTER.test(after) || BEFORE_THE_END.test(after);
  });
  if (!notice || notice.unit === 'year') return [];
  const gives = GIVES_NOTICE.exec(text.slice(0, notice.index));
  const party = gives ? subjectBefore(text, gives.index) : undefined;
  return [
    {
      kind: 'non-renewal',
      ...(party ? { party } : {}),
      label: 'notice period for stopping the renewal',
      value: daysOf(notice),
      shown: durationLabel(notice),
      sentence,
      focus: notice.index,
    },
  ];
}

// --- Length of the initial term -------------------------------------------------------------------

const INITIAL_TERM = [
  /\b(?:the\s+)?(?:initial\s+)?term\s+of\s+this\s+agreement\s+(?:shall|will)\s+be\s+(?:for\s+)?(?:a\s+period\s+of\s+)?$/iu,
  /\bthis\s+agreement\s+(?:shall|will)\s+(?:(?:continue|remain)\s+in\s+(?:full\s+)?(?:force\s+and\s+effect|force|effect)|be\s+in\s+effect|continue)\s+(?:for\s+)?(?:an?\s+|the\s+)?(?:initial\s+)?(?:term|period)\s+of\s+$/iu,
  /\bthis\s+agreement\b[^.;]{0,80}\ban\s+initial\s+(?:term|period)\s+of\s+$/iu,
];
const RENEWAL = /\b(?:renew\w*|extend\w*|extension|additional|successive|further)\b/iu;

function initialTerms(sentence: Sentence): TermStatement[] {
  const { text } = sentence;
  // A length after the renewal words is the renewal's ("… and renews for successive one-year terms").
  const renewal = RENEWAL.exec(text)?.index ?? text.length;
  for (const duration of durationsIn(text)) {
    if (duration.index > renewal) break;
    if (duration.unit !== 'year' && duration.unit !== 'month') continue;
    const before = text.slice(Math.max(0, duration.index - 160), duration.index);
    if (!INITIAL_TERM.some((pattern) => pattern.test(before))) continue;
    return [
      {
        label: 'length of the initial term',
        kind: 'initial-term',
        value: daysOf(duration),
        shown: durationLabel(duration),
        sentence,
        focus: duration.index,
      },
    ];
  }
  return [];
}

// --- Law of the agreement -------------------------------------------------------------------------

const GOVERNED = /\b(?:governed|construed|interpreted|enforced)\b/iu;
// The subject of "governed" is the agreement itself: "This Agreement (and …) shall be governed".
const THIS_AGREEMENT =
  /^(?:[\d.()a-z\s]*(?:governing\s+law|applicable\s+law|choice\s+of\s+law)[.:\s-]*)?\s*this\s+agreement\b/iu;
// One matter's law, not the agreement's: "the arbitration provisions of this Agreement shall be governed by".
const ONE_MATTER = /\b(?:section|article|clause|paragraph|provisions?\s+of|arbitrat\w*|trust|securities|except)\b/iu;
const NEXT_SENTENCE_WINDOW = 120;

function lawsOfTheAgreement(sentences: readonly Sentence[], position: number): TermStatement[] {
  const sentence = sentences[position];
  if (!sentence) return [];
  const verb = GOVERNED.exec(sentence.text);
  if (!verb) return [];
  const subject = sentence.text.slice(0, verb.index);
  if (!THIS_AGREEMENT.test(subject.trimStart()) || ONE_MATTER.test(subject)) return [];
  // A line break inside "the State of\nTennessee" can end the sentence before the place: read on into the next.
  const next = sentences[position + 1]?.text.slice(0, NEXT_SENTENCE_WINDOW) ?? '';
  const law = placeOfLaw(sentence.text, `${sentence.text} ${next}`);
  if (!law) return [];
  return [
    {
      label: 'law governing the agreement',
      kind: 'law',
      // "the State of New York" and "New York", "England and Wales" and "England" are one law.
      value: law.place
        .replace(/^the\s+(?:state|commonwealth|province)\s+of\s+/iu, '')
        .replace(/\s+and\s+wales$/iu, '')
        .toLowerCase(),
      shown: law.place,
      sentence,
      focus: law.focus,
    },
  ];
}

// --- Shared readings ------------------------------------------------------------------------------

function daysOf(duration: Pick<Duration, 'count' | 'unit'>): number {
  return duration.count * { day: 1, week: 7, month: 365 / 12, year: 365 }[duration.unit];
}

const ANY_PARTY = /^(?:either|each|any|neither|both)$/iu;
const MAX_NAME_WORDS = 4;

/**
 * The party named just before `index` ("the Client", "Either party", "Acme Widgets"), lower-cased
 * without "the"; undefined when the words before are not a name.
 */
export function subjectBefore(text: string, index: number): string | undefined {
  const words = text
    .slice(Math.max(0, index - 80), index)
    .trim()
    .split(/\s+/u);
  const last = words.at(-1) ?? '';
  const previous = words.at(-2) ?? '';
  if (/^part(?:y|ies)$/iu.test(last) && ANY_PARTY.test(previous)) return `${previous.toLowerCase()} party`;
  const name: string[] = [];
  for (const word of words.reverse()) {
    if (name.length >= MAX_NAME_WORDS || /^the$/iu.test(word) || !/^\p{Lu}[\p{L}\d&'’-]*$/u.test(word)) break;
    name.unshift(word.toLowerCase());
  }
  return name.length > 0 ? name.join(' ') : undefined;
}

/** The clause (between semicolons) of `text` holding `index`, with where it starts. */
function clauseAround(text: string, index: number): { text: string; start: number } {
  const start = text.lastIndexOf(';', index) + 1;
  const end = text.indexOf(';', index);
  return { text: text.slice(start, end === -1 ? undefined : end), start };
}
