import { AT_ANY_TIME } from './at-will-wording';
import { INDEMNIFY } from './clause-operatives';

/**
 * Whether the reader pays nothing under the agreement: a free service, an evaluation, a beta or
 * feedback programme, an event. The contract says so ("free of charge", "at no additional charge",
 * "no fees are payable") and states no payment anywhere; "at no additional charge" in a contract that
 * does charge a fee only says one part of it costs nothing extra, so any payment stated outweighs it.
 */

// "free of charge", "at no (additional) charge / cost", "without charge", "no fees are payable", "shall pay no fees",
// "the Service is free", "free to attend"; not "free from defects" or "free and clear".
const FREE =
  /\bfree\s+to\s+(?:use|access|attend|join|participate)\b|\b(?:is|are)\s+(?:provided\s+|offered\s+|made\s+available\s+)?(?:free|complimentary)\b(?!\s+(?:from|of\s+(?!charge|cost)|and\s+clear))|\bfree\s+of\s+(?:any\s+)?(?:charge|cost)\b|\b(?:at|for)\s+no\s+(?:additional\s+|extra\s+)?(?:charge|cost|fee)\b|\bwithout\s+(?:any\s+)?(?:charge|cost|fee|payment)\b|\bno\s+(?:fees?|charges?|payment)\s+(?:\w+\s+){0,2}?(?:payable|due|charged|owed|required)\b|\b(?:pay|charge)\s+no\s+(?:fees?|charges?)\b|\bno\s+(?:fees?|charges?)\s+(?:of\s+any\s+kind\s+)?(?:shall|will)\s+(?:be\s+)?(?:payable|due|charged)\b/iu;
// A payment stated: an amount in money, a fee or price due, a duty to pay that is not "pay no".
const PAYMENT =
  /[$€£¥]\s?\d|\b\d[\d,.]*\s*(?:dollars|euros?|pounds|USD|EUR|GBP)\b|\b(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?pay\b(?!\s+no\b)|\binvoic\w*|\bsubscription\s+fees?\b|\bfees?\s+(?:set\s+(?:forth|out)|stated|specified|of)\b|\bpric(?:e|es|ing)\b|\bpayable\b|\broyalt(?:y|ies)\b(?![-\s]free)/iu;

/** The contract says what it provides costs nothing and states no payment by anyone. */
export function paysNothing(sentences: readonly { text: string }[]): boolean {
  return (
    sentences.some(({ text }) => FREE.test(text)) &&
    !sentences.some(({ text }) => PAYMENT.test(text) && !FREE.test(text))
  );
}

// A sum a liability cap names ("liability will not exceed $500") is a ceiling on damages, not a payment.
const CAP_SUM = /\b(?:liab\w*|damages)\b[^.;]*\b(?:exceed|limited\s+to|in\s+excess\s+of)\b/iu;
// Fees named at all ("the Fees, if any", "the fees set out in the Order").
const FEES = /\bfees?\b|\bcharges\b/iu;
// Fees for lawyers, courts or arbitrators that an indemnity or a dispute clause names ("including reasonable
// attorneys' fees", "legal fees", "court fees"): a cost of a claim, not a payment for what the agreement provides.
const LEGAL_FEES =
  /\b(?:attorneys?|lawyers?|solicitors?|counsel|legal|court|filing|arbitration|arbitrators?|collection|expert)(?:['’]s?|s['’])?\s+(?:fees?|costs?)\b/giu;

// A payment hedged as possibly none: "the Fees, if any".
const IF_ANY = /\bif\s+any\b/iu;

/** A payment the contract states: a price, fee or duty to pay, not a sum that only caps liability nor fees "if any". */
export function statesAPayment(sentences: readonly { text: string }[]): boolean {
  return sentences.some(
    ({ text }) => PAYMENT.test(text) && !FREE.test(text) && !CAP_SUM.test(text) && !IF_ANY.test(text),
  );
}

// What an entrant may win: "Prizes: …", "approximate retail value", "ARV".
const PRIZE = /\bprizes?\b|\bretail\s+value\b|\bARV\b/iu;
// A sum of money alone, with no word saying anyone pays it: "First place: $500".
const AMOUNT = /[$€£¥]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:dollars|euros?|pounds|USD|EUR|GBP)\b/giu;
// A charge a party may choose to make, not one owed: "may offer support for free, for a fee, or not at all".
const FEE_AT_CHOICE = /(?<=\bmay\b[^.;]{0,80}?)\bfor\s+a\s+fee\b/giu;
// A sum spent, not won: "Tickets cost $15", "purchase a kit for $40".
const BOUGHT = /\bcosts?\b|\bpurchas\w*|\bbuy\w*|\bspend\w*/iu;
// Several sentences speak of prizes: what the agreement offers is a chance to win, not a thing bought.
const PRIZE_SENTENCES = 2;

/** The deal is a contest: several sentences speak of the prizes it offers. */
export function offersPrizes(sentences: readonly { text: string }[]): boolean {
  return sentences.filter(({ text }) => PRIZE.test(text)).length >= PRIZE_SENTENCES;
}

/**
 * Whether what the agreement provides costs the reader nothing: it says so (`paysNothing`), or it states
 * no payment at all, no fee, price, royalty, invoice or duty to pay (a research material handed over, a
 * contribution given). A sum named only as a cap on liability is no payment; nor is a prize the reader
 * may win, nor the losses and fees an indemnity makes the reader bear, which are the cost of a claim.
 */
export function costsNothing(sentences: readonly { text: string }[]): boolean {
  if (paysNothing(sentences)) return true;
  const prizes = offersPrizes(sentences);
  return !sentences.some(({ text }) => {
    if (PRIZE.test(text) || INDEMNIFY.test(text)) return false;
    const paid = text.replace(LEGAL_FEES, '').replace(FEE_AT_CHOICE, '');
    // In a contest, a sum that no word says anyone pays is what a place wins ("Runners-up: $250 each").
    const counted = prizes && !BOUGHT.test(paid) ? paid.replace(AMOUNT, '') : paid;
    return (PAYMENT.test(counted) && !CAP_SUM.test(counted)) || FEES.test(counted);
  });
}

// What the sentence itself names as free: "the Free Edition", "Free Software", "a free trial version".
const NAMED_FREE =
  /(?<![-\p{L}])free\s+(?:\p{L}+\s+){0,2}?(?:software|edition|version|tier|plan|account|trial|evaluation|services?|tools?|offering|features?)\b/iu;

/** The sentence says that what it speaks of costs nothing: it calls it free, or free of charge, or at no cost. */
export function saysItIsFree(text: string): boolean {
  return NAMED_FREE.test(text) || FREE.test(text);
}

// The provider may end what it provides whenever it likes: "may discontinue the Service at any time".
const PROVIDER_ENDS_AT_WILL = new RegExp(
  String.raw`\bmay\b[^.;]{0,60}?\b(?:discontinue|terminate|suspend|withdraw|cancel|end)\b[^.;]{0,100}?${AT_ANY_TIME.source}|${AT_ANY_TIME.source}[^.;]{0,40}?\bmay\b[^.;]{0,40}?\b(?:discontinue|terminate|withdraw|cancel|end)\b`,
  'iu',
);
// The user may simply stop: "may stop using the Service at any time", "may cease participating at any time".
const USER_STOPS =
  /\bmay\s+(?:\w+\s+)?(?:stop|cease|discontinue)\s+(?:(?:accessing|visiting)\s+(?:or|and|and\/or)\s+)?(?:using|use\s+of|participat\w*|to\s+use)\b|\bmay\s+(?:withdraw\s+from|leave|opt\s+out\s+of)\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:program|programme|service|platform|evaluation)\b/iu;

// The user's own exit, whenever it wishes: "you can close your account at any time", "subscribers may cancel their
// subscription anytime", "you may terminate these Terms at any time". Deleting or closing counts only for what holds
// the relationship (an account, a subscription), not for a post.
const USER_LEAVES_WHENEVER = new RegExp(
  String.raw`\b(?:you|users?|members?|subscribers?|customers?)\s+(?:may|can|are\s+(?:free|entitled)\s+to)\s+(?:\w+\s+)?(?:(?:stop|cease|quit|leave)\b|(?:terminate|end|cancel)\s+(?:(?:these|this|the|your|their)\s+)?(?:terms|agreement|subscription|account|membership|use)\b|(?:close|delete|deactivate|cancel)\b[^.;]{0,40}?\b(?:account|subscription|membership)s?\b)[^.;]{0,80}?(?:${AT_ANY_TIME.source}|\banytime\b|\bwhenever\s+(?:you|they)\s+(?:wish|like|want|choose))`,
  'iu',
);

/** The user may simply stop using what it is given, or leave, whenever it wishes. */
export function userMayStop(sentences: readonly { text: string }[]): boolean {
  return sentences.some(({ text }) => USER_STOPS.test(text) || USER_LEAVES_WHENEVER.test(text));
}

/** Either side can end it whenever it wishes: the provider may discontinue at any time and the user may stop using it. */
export function endsAtWill(sentences: readonly { text: string }[]): boolean {
  const providerEnds = sentences.some(({ text }) => PROVIDER_ENDS_AT_WILL.test(text));
  return providerEnds && userMayStop(sentences);
}
