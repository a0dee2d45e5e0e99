import type { Sentence } from '../../text/sentences';
import { durationLabel, durationsIn } from './durations';

/** When payment is due, as the contract states it: "within 30 days of invoice", "net 45". */
export interface PaymentTerms {
  terms: string;
  sentence: Sentence;
  focus: number;
}

const ABOUT_PAYMENT = /\b(?:pay(?:s|able|ment)?|paid|invoice[sd]?|due)\b/iu;
// "within thirty (30) days of/after (receipt of) the invoice", "no later than 45 days following the date of invoice".
const WITHIN = /\b(?:within|no\s+later\s+than|not\s+later\s+than|not\s+more\s+than)\s+$/iu;
const FROM_WHAT =
  /^\s*(?:of|after|from|following)\s+(?:the\s+)?(?:date\s+of\s+|receipt\s+of\s+)?(?:(?:the|an?|such|each|any|its|their)\s+)?(?:correct\s+|undisputed\s+|proper\s+|applicable\s+|relevant\s+)?(invoice|receipt|delivery|billing|the\s+end\s+of\s+(?:each|the)\s+(?:calendar\s+)?(?:month|quarter))/iu;
// The period must be about paying, not about curing a breach or a deadline to terminate.
const NEAR_PAYMENT = /\b(?:pay(?:s|able|ment)?|paid|invoice[sd]?|due|remit\w*)\b/iu;
const NOT_PAYMENT = /\b(?:cure[sd]?|fails?\s+to|breach|terminat\w*|notif\w*|object\w*|dispute)\b/iu;
const PAYMENT_WINDOW = 100;
const NET = /\bnet\s+(\d{1,3})\b/iu;

/** The first statement of when payment is due. */
export function paymentTerms(sentences: readonly Sentence[]): PaymentTerms | undefined {
  for (const sentence of sentences) {
    if (!ABOUT_PAYMENT.test(sentence.text)) continue;
    const net = NET.exec(sentence.text);
    if (net) return { terms: `net ${net[1]} days`, sentence, focus: net.index };
    for (const duration of durationsIn(sentence.text)) {
      if (duration.unit !== 'day' && duration.unit !== 'month') continue;
      const before = sentence.text.slice(Math.max(0, duration.index - PAYMENT_WINDOW), duration.index);
      if (!WITHIN.test(before.slice(-30)) || !NEAR_PAYMENT.test(before) || NOT_PAYMENT.test(before)) continue;
      const from = FROM_WHAT.exec(sentence.text.slice(duration.index + duration.text.length));
      if (!from?.[1]) continue;
      const event = from[1].toLowerCase().replace(/\s+/gu, ' ');
      return { terms: `within ${durationLabel(duration)} of ${event}`, sentence, focus: duration.index };
    }
  }
  return undefined;
}
