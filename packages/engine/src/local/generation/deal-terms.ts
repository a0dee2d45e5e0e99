import { durationsIn } from '../contract/durations';
import { text } from './html-blocks';
import type { TemplateValues } from './template-values';

/**
 * The deal terms that more than one clause of a contract relies on: when payment is due and the
 * notice a party gives to end the agreement. A draft states each once: in the user's words when
 * they gave it, otherwise by the one default below, the same whichever side the draft favours.
 * A clause that leans towards one side leans in what it adds (interest, withholding, pausing
 * work), never by giving the same term a second length.
 */

/** When an invoice is due when the user gave no payment terms. */
export const DEFAULT_PAYMENT_PERIOD = 'thirty (30) days';
/** The notice to end an agreement when the user gave none; a template may name its own default. */
export const DEFAULT_NOTICE_PERIOD = 'thirty (30) days';

const PAYMENT_TERMS = 'Payment Terms';
const NOTICE_PERIOD = 'Notice Period';

/** How a clause says when payment is due, and the sentence that states the user's own terms. */
export interface PaymentDue {
  /** Follows "shall pay each invoice": "within thirty (30) days of receipt", or a pointer to the user's terms. */
  dueHtml: string;
  /** "Payment terms: …", when the user gave them; the clause that states them comes before any pointer. */
  statedHtml: string | undefined;
}

export function paymentDue(values: TemplateValues): PaymentDue {
  const given = values.raw(PAYMENT_TERMS);
  const statedHtml = given === undefined ? undefined : `Payment terms: ${values.html(PAYMENT_TERMS)}.`;
  // "Invoiced monthly in arrears" says when the invoice comes, not when it must be paid: the
  // default fills that gap without contradicting the user.
  if (given === undefined || !saysWhenDue(given)) {
    return { dueHtml: `within ${text(DEFAULT_PAYMENT_PERIOD)} of receipt`, statedHtml };
  }
  return { dueHtml: 'on the payment terms stated in this clause', statedHtml };
}

/** Whether payment terms set a due date: a length of time ("within 21 days", "net 45") or a moment ("on delivery"). */
function saysWhenDue(terms: string): boolean {
  return durationsIn(terms).length > 0 || DUE_MOMENT.test(terms);
}

// "net 45", "in advance", "on delivery", "payable by the 5th", "on the last working day of each month".
const DUE_MOMENT =
  /\b(?:net\s+\d+|in\s+advance|(?:on|upon|at)\s+(?:signing|signature|delivery|completion|receipt|acceptance|demand|invoice)|(?:due|payable|paid)\s+(?:on|by|before|upon|within)|(?:on|by|before)\s+the\s+\w+(?:\s+\w+)?\s+(?:day|of\s+(?:each|every|the)\s+month))\b/iu;

/** The notice period as HTML: the user's, or the template's one default. */
export function noticePeriodHtml(values: TemplateValues, defaultPeriod: string = DEFAULT_NOTICE_PERIOD): string {
  return values.has(NOTICE_PERIOD) ? values.html(NOTICE_PERIOD) : text(defaultPeriod);
}
