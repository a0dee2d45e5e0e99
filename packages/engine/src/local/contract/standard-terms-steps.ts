import { listOf } from '../wording';
import type { ContentUseEnds } from './content-use-ends';
import type { ReaderRelation } from './low-advice-opening';
import type { NoticeTerms } from './notice-terms';
import { IRREVOCABLE } from './perpetual-words';
import { NON_PAYMENT } from './suspension-terms';
import { NO_WARRANTIES, NOT_WARRANTED_THAT } from './warranty-denials';
import { DISCLAIMS_ALL } from './warranty-disclaimer-advice';

/**
 * The step a user of standard terms can take about a clause, chosen from what the clause does to that user:
 * who holds the right or the protection, and what it costs the user. Terms accepted as they are leave no ask to
 * make, so a step is something the user does alone (keep copies, diarise a date, insure a loss, keep back what
 * cannot be licensed, use an opt-out in time); where no such step follows from the clause, there is none, rather
 * than a step that only tells the risk again.
 */

/** What the clause does to the user, as the reading of its sentence found it. */
export interface ClauseForUser {
  ruleId: string;
  /** The reader's place in the clause: owes it, gains from it, bound alike, or unread. */
  relation: ReaderRelation;
  /** The reader is the user the terms are written for (the side that receives the service). */
  readerIsUser: boolean;
  noticeTerms: NoticeTerms | undefined;
  /** The quoted sentence. */
  text: string;
}

/** What the rest of the terms give that a step names: each with where it stands (" (Section 7)", or ''). */
export interface TermsForUser {
  /** The cap on the other side's liability, as stated, unless it caps only the reader's own. */
  cap?: { amount: string; place: string };
  /** The window to opt out of arbitration. */
  optOut?: { period: string; place: string };
  /** The places named as the seat of an arbitration. */
  seats: readonly string[];
  /** A refund on request within a period after paying. */
  refundPeriod?: { place: string };
  /** The user may cancel a subscription or its renewal at any time. */
  cancelAnyTime: boolean;
  /** The terms speak of content or data the user puts into the service, which the service then holds. */
  holdsUserContent: boolean;
  /** The other side stops using the user's content when the user leaves (`content-use-ends.ts`). */
  contentUseEnds?: ContentUseEnds;
}

/** A right to end or cut off access, held against the user: what the user keeps is its own copy. */
const ENDINGS = new Set(['suspension', 'termination', 'termination-for-convenience', 'at-will']);
const RENEWALS = new Set(['auto-renewal', 'renewal-notice']);
const LICENCES_GIVEN = new Set(['license-grant', 'perpetual-license']);

/** The step for the user, or undefined where the clause leaves the user none. */
export function stepForUser(clause: ClauseForUser, terms: TermsForUser): string | undefined {
  const { ruleId } = clause;
  // What the user gives (a licence, an indemnity, its work) is read from the relation alone: unread, the statement
  // does not tell the user it gives it.
  if (LICENCES_GIVEN.has(ruleId))
    return clause.relation === 'owes' ? licenceStep(clause.text, terms.contentUseEnds) : undefined;
  if (ruleId === 'ip-assignment') return clause.relation === 'owes' ? ASSIGNMENT_STEP : undefined;
  if (ruleId === 'indemnification')
    return clause.relation === 'owes' || clause.relation === 'mutual' ? indemnityStep(clause.text) : undefined;
  if (!bearsIt(clause)) return undefined;
  if (ENDINGS.has(ruleId)) return endingStep(clause, terms.holdsUserContent);
  if (ruleId === 'limitation-of-liability') return limitStep(clause.text, terms.cap);
  if (ruleId === 'warranty')
    return clause.relation !== 'owes' ? disclaimerStep(clause.text, terms.refundPeriod) : undefined;
  if (ruleId === 'dispute-resolution') return arbitrationStep(clause.text, terms);
  if (ruleId === 'class-action-waiver') return terms.optOut ? groupClaimStep(terms.optOut) : undefined;
  if (RENEWALS.has(ruleId)) return terms.cancelAnyTime ? undefined : renewalStep(clause.noticeTerms);
  if (ruleId === 'payment-terms') return PAYMENT_STEP;
  return undefined;
}

/**
 * The clause works against the user: the other side holds it, or both sides are bound alike; a clause whose sides
 * were not read is told from the reader's side of the deal, which for standard terms is the user's.
 */
function bearsIt(clause: ClauseForUser): boolean {
  if (clause.relation === 'benefits') return false;
  return clause.relation !== undefined || clause.readerIsUser;
}

const KEEP_COPIES =
  'keep your own up-to-date copies of your content and data outside the service, so that losing access does not lose them';
// A service that holds nothing of the user's (a VPN, an API): what an end leaves the user to do is switch.
const HAVE_ANOTHER = 'have another service in mind that you could switch to at short notice';

/**
 * An end or a cut-off of access: the user's own copies of what the service holds (or another service to switch
 * to), the notice as time to move, the payments that avoid it.
 */
function endingStep({ text, noticeTerms }: ClauseForUser, holdsUserContent: boolean): string {
  const steps = [holdsUserContent ? KEEP_COPIES : HAVE_ANOTHER];
  if (noticeTerms?.kind === 'period')
    steps.push(
      `if notice comes, put its last day in your calendar and use its ${noticeTerms.period.text} to ${holdsUserContent ? 'export and move' : 'move'}`,
    );
  if (NON_PAYMENT.test(text))
    steps.unshift('pay each invoice by its due date (a calendar reminder or automatic payment helps)');
  return sentenceOf(steps);
}

// The loss of data or content is among what cannot be claimed.
const DATA_LOSS = /\b(?:data|content|files?|information|records)\b/iu;

/** A cap or an exclusion of liability: the amount to read, own backups, own insurance, less reliance. */
function limitStep(text: string, cap: TermsForUser['cap']): string {
  const steps = [
    cap
      ? `read the cap${cap.place}: the most you could recover is ${cap.amount}; if a failure could cost you more, insure that loss yourself or limit what you rely on the service for`
      : 'if a failure could cost you more than you could recover, insure that loss yourself or limit what you rely on the service for',
  ];
  if (DATA_LOSS.test(text)) steps.push('keep your own backups of your data');
  return sentenceOf(steps);
}

// What a disclaimer leaves unpromised, each with what the user can do about it.
const UNPROMISED: readonly { when: RegExp; step: string }[] = [
  {
    when: /\bavailab\w*|\buninterrupt\w*|\binterrupt\w*|\bdowntime\b|\buptime\b|\btimel\w*/iu,
    step: 'have a way to work without it when it is unavailable',
  },
  {
    when: /\baccura\w*|\bcomplete\w*|\berror\w*|\breliab\w*|\bcorrect\w*/iu,
    step: 'check what it gives you against another source before you rely on it',
  },
];
// Quality in general ("as is", fitness for a purpose): what the user can do is try it first.
const TRY_FIRST = 'try it on your own use before you rely on it for anything that matters';

/**
 * A disclaimer of what the user gets: the checks it leaves to the user (or, where it names nothing in particular,
 * a trial before relying on it), and a refund period to use in time. A promise the other side does make is no
 * disclaimer, and leaves no step.
 */
function disclaimerStep(text: string, refundPeriod: TermsForUser['refundPeriod']): string | undefined {
  if (![DISCLAIMS_ALL, NO_WARRANTIES, NOT_WARRANTED_THAT].some((denial) => denial.test(text))) return undefined;
  const named = UNPROMISED.filter(({ when }) => when.test(text)).map(({ step }) => step);
  const steps = named.length > 0 ? named : [TRY_FIRST];
  if (refundPeriod)
    steps.push(`if it does not suit you, cancel within the refund period the terms set${refundPeriod.place}`);
  return sentenceOf(steps);
}

const ARBITRATION = /\barbitrat\w*/iu;

/** An arbitration: where disputes go, and the window to opt out of it, as the terms set them. */
function arbitrationStep(text: string, { optOut, seats }: TermsForUser): string | undefined {
  if (!ARBITRATION.test(text)) return undefined;
  const seat = seats.length === 1 ? seats[0]?.trim().replace(/[.,;:]+$/u, '') : undefined;
  const steps = [
    ...(seat ? [`note that a dispute goes to arbitration in ${seat}, not to a court`] : []),
    ...(optOut
      ? [`if you would rather keep the courts open, send the opt-out notice within ${optOut.period}${optOut.place}`]
      : []),
  ];
  return steps.length > 0 ? sentenceOf(steps) : undefined;
}

function groupClaimStep(optOut: NonNullable<TermsForUser['optOut']>): string {
  return sentenceOf([
    `if you want to keep group claims open, send the opt-out notice within ${optOut.period}${optOut.place}, and check that it lifts this waiver too`,
  ]);
}

function renewalStep(noticeTerms: NoticeTerms | undefined): string {
  return noticeTerms?.kind === 'period'
    ? sentenceOf([
        `put the day ${noticeTerms.period.text} before each renewal in your calendar: it is your last day to cancel`,
      ])
    : sentenceOf(['put each renewal date in your calendar, with a reminder early enough to cancel if you want to']);
}

const PAYMENT_STEP = sentenceOf([
  'put each due date in your calendar, or pay by automatic payment, and keep your receipts',
]);

const AFTER_YOU_LEAVE = 'keep using it after you leave';
// What a licence the user grants lets the other side do, in the words licences use.
const LICENCE_REACH: readonly { when: RegExp; told: string }[] = [
  { when: /\bsub-?licen[cs]\w*/iu, told: 'license it to others' },
  { when: /\bmodif\w*|\badapt\w*|\bderivative\b|\btranslat\w*|\bedit\w*/iu, told: 'change it' },
  { when: /\bcommercial\w*|\bsell\b|\bmonetiz\w*|\bmonetis\w*/iu, told: 'use it commercially' },
  { when: /\bperpetual\w*|\birrevocabl\w*/iu, told: AFTER_YOU_LEAVE },
];

/**
 * A licence the user grants: what it lets the other side do, and what not to upload under it. A perpetual licence
 * the terms end in practice when the user leaves (`content-use-ends.ts`) is not told to run on after that.
 */
function licenceStep(text: string, useEnds?: ContentUseEnds): string {
  const ended = useEnds !== undefined && !IRREVOCABLE.test(text);
  const reach = LICENCE_REACH.filter(({ when, told }) => when.test(text) && !(ended && told === AFTER_YOU_LEAVE)).map(
    ({ told }) => told,
  );
  const what = reach.length > 0 ? ` (this one lets them ${listOf(reach)})` : '';
  return sentenceOf([
    `check what the licence you grant lets the other side do with what you submit${what}, and do not submit anything you cannot license that way, such as others' work or material you must keep exclusive`,
  ]);
}

const ASSIGNMENT_STEP = sentenceOf([
  'do not submit work you need to keep owning or that is not yours to give, since ownership of what you submit passes to the other side',
]);

// An indemnity for what the user puts in or publishes: a claim over content the user had no right to use.
const OVER_CONTENT = /\bcontent\b|\binfring\w*|\bsubmi\w*|\bupload\w*|\bpost\w*|\bpublish\w*|\bmaterials?\b/iu;

/** An indemnity the user gives: what keeps a claim from arising, the proof that one is not covered, and insurance. */
function indemnityStep(text: string): string {
  const content = OVER_CONTENT.test(text)
    ? ['do not submit or publish material you have no right to use, and keep proof of your rights in what you do']
    : ['keep records of how you use the service, so you can show that a claim is not one you must cover'];
  return sentenceOf([...content, 'check whether an insurance policy you hold would pay a claim you must cover']);
}

/** Steps joined into one piece of advice, lower case to follow the opening that tells the terms are standard. */
function sentenceOf(steps: readonly string[]): string {
  return `${steps.join('; ')}.`;
}
