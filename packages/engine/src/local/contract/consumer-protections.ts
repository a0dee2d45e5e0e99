import type { Sentence } from '../../text/sentences';

/**
 * Protections standard terms offered to every user commonly keep for that user: the rights consumer law
 * gives, which the terms say they leave untouched; a period in which a first payment is refunded on request;
 * and a refund, or use to the end of the period paid for, when the provider ends the service without cause.
 * A finding on the clause they soften tells them, and its advice never asks for them again.
 */

/** A disclaimer or limit that yields to the law: "to the extent permitted by applicable law". */
export const AS_FAR_AS_LAW_ALLOWS =
  /\bto\s+the\s+(?:maximum\s+|fullest\s+|full\s+|greatest\s+)?extent\s+(?:(?:legally\s+)?(?:permitted|allowed|permissible)|not\s+prohibited)\s+(?:by|under)\s+(?:the\s+)?(?:applicable\s+|governing\s+)?laws?\b|\b(?:where|as\s+far\s+as|insofar\s+as)\s+(?:legally\s+)?(?:permitted|allowed)\s+by\s+(?:applicable\s+)?laws?\b/iu;

// Rights the law gives a consumer: "your statutory rights", "rights under consumer protection law", "mandatory consumer rights".
const LAW_RIGHTS =
  /\b(?:statutory|consumer|mandatory|non-?waivable)\s+(?:law\s+|protection\s+)?(?:rights|guarantees|warranties|protections)\b|\b(?:rights|guarantees|remedies)\b[^.;]{0,40}\bunder\s+(?:[\p{L}’'-]+\s+){0,3}?consumer\s+(?:protection\s+)?laws?\b/iu;
// Said to stay: "nothing in these Terms affects", "does not limit", "are not affected", "remain", "you may have".
const KEPT =
  /\b(?:nothing|not|never|cannot)\b[^.;]{0,100}\b(?:affects?|limits?|excludes?|restricts?|prejudices?|waives?|changes?|overrides?|deprives?|removes?)\b|\b(?:are|is)\s+not\s+affected\b|\bunaffected\b|\b(?:remain|continue\s+to\s+apply|in\s+addition\s+to)\b|\byou\s+(?:may\s+)?(?:also\s+)?have\b/iu;
// A saving such as "where your local law forbids excluding implied warranties, this exclusion does not bind you".
const EXCLUSION_NOT_ALLOWED =
  /\b(?:jurisdictions?|countries|states?|laws?)\b[^.;]{0,60}\b(?:do|does)\s*(?:not|n['’]t)\s+allow\s+(?:the\s+)?(?:exclusion|limitation|disclaimer)s?\s+of\b/iu;

/** A sentence saying the terms leave the rights consumer law gives untouched. */
export function keepsConsumerRights(text: string): boolean {
  return (LAW_RIGHTS.test(text) && KEPT.test(text)) || EXCLUSION_NOT_ALLOWED.test(text);
}

// A refund on request within a set time of buying: "a full refund within 30 days", "money-back guarantee".
const REFUND_PERIOD =
  /\bmoney[-\s]back\b|\brefund\w*\b[^.;]{0,100}\bwithin\s+(?:the\s+first\s+)?(?:[\w-]+\s+)?\(?\d+\)?\s+(?:calendar\s+)?days?\b|\bwithin\s+(?:the\s+first\s+)?(?:[\w-]+\s+)?\(?\d+\)?\s+(?:calendar\s+)?days?\b[^.;]{0,100}\brefund\w*\b/iu;
// A refund denied: "no refunds", "non-refundable", "will not be refunded".
const NO_REFUND =
  /\bno\s+refunds?\b|\bnon-?refundable\b|\bnot\s+(?:be\s+)?(?:\w+\s+)?refund\w*|\bwithout\s+(?:a\s+)?refund\b/iu;

/** A sentence giving a refund on request within a period after paying. */
export function givesRefundPeriod(text: string): boolean {
  return REFUND_PERIOD.test(text) && !NO_REFUND.test(text);
}

// The provider ends the service or the subscription, with no fault of the user named.
const PROVIDER_ENDS =
  /\b(?:we|the\s+(?:company|provider|service\s+provider))\s+(?:\w+\s+){0,3}?(?:terminat\w*|end\w*|cancel\w*|discontinu\w*|stop\w*)\b|\b(?:terminat\w*|end\w*|cancel\w*|discontinu\w*)\b[^.;]{0,60}\bfor\s+(?:no|any)\s+reason\b|\bwithout\s+(?:\w+\s+)?cause\b|\bfor\s+convenience\b/iu;
// What the user then keeps: a refund of what is unused, or use until the paid period ends.
const KEPT_ON_END =
  /\b(?:pro[-\s]?rat\w*|prorat\w*)\b[^.;]{0,60}\brefund\w*|\brefund\w*\b[^.;]{0,80}\b(?:pro[-\s]?rat\w*|prorat\w*|unused|remaining|remainder|prepaid|pre-paid)\b|\brefund\w*\s+(?:the|your)\s+(?:current|remaining|unused)\b|\b(?:until|through|to)\s+the\s+end\s+of\s+(?:the|your|its)\s+(?:current\s+|then-current\s+)?(?:billing|subscription|paid|payment)\s+(?:period|cycle|term|month)\b|\b(?:access|use)\b[^.;]{0,60}\bfor\s+(?:the|your)\s+(?:current|remaining|then-current)\s+(?:billing|subscription|paid|payment)\s+(?:period|cycle|term|month)\b/iu;

/** A sentence giving the user a refund, or use to the end of the paid period, when the provider ends the service. */
export function givesRefundOnProviderEnd(text: string): boolean {
  return PROVIDER_ENDS.test(text) && KEPT_ON_END.test(text) && !NO_REFUND.test(text);
}

export interface ConsumerProtections {
  consumerRightsKept: Sentence | undefined;
  refundPeriod: Sentence | undefined;
  refundOnProviderEnd: Sentence | undefined;
}

export function consumerProtections(sentences: readonly Sentence[]): ConsumerProtections {
  return {
    consumerRightsKept: sentences.find(({ text }) => keepsConsumerRights(text)),
    refundPeriod: sentences.find(({ text }) => givesRefundPeriod(text)),
    refundOnProviderEnd: sentences.find(({ text }) => givesRefundOnProviderEnd(text)),
  };
}

const REFUND_WORD = /\brefund\w*/iu;
const PAID_PERIOD_KEPT =
  /\b(?:until|through|to|for)\s+the\s+(?:end\s+of\s+)?(?:the|your|its)?\s*(?:current|remaining|then-current)\b/iu;

/** What a sentence giving the user something when the provider ends the service gives, in a finding's words. */
export function refundOnEndTold(text: string): string {
  const refund = REFUND_WORD.test(text);
  const access = PAID_PERIOD_KEPT.test(text);
  if (refund && access) return 'use to the end of the period you paid for, or a refund';
  return refund ? 'a refund of what you paid for and did not get' : 'use to the end of the period you paid for';
}
