import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { AT_ANY_TIME, eitherOf } from './at-will-wording';
import { FOR_CAUSE } from './clause-rule';

/**
 * A right the reader holds to cancel a subscription, a plan or its renewal whenever it chooses ("You may
 * cancel your subscription at any time", "Acme can turn off automatic renewal at any time in its account"):
 * a renewal the reader may stop at any moment has no cancellation window to miss, whether the cancellation
 * ends the service at once or at the end of the period already paid for.
 */

// What is cancelled: the subscription, plan, account, order, renewal or the agreement itself.
const CANCELLED = String.raw`(?:(?:your|the|this|these|its|their|his|her|any)\s+)?(?:[\w-]+\s+){0,2}?(?:subscriptions?|plans?|accounts?|orders?|renewals?|auto-?renew\w*|agreement|terms|membership|services?)\b`;
// The act: cancel, end, stop, terminate, or turn off or disable the automatic renewal.
const ACT = String.raw`(?:cancel|terminate|end|stop|turn\s+off|switch\s+off|disable|opt\s+out\s+of)`;
// The modal that gives the right, not negated: "may", "can", "is free to", "has the right to".
const MODAL = String.raw`(?:may|can|(?:is|are)\s+free\s+to|(?:has|have)\s+the\s+right\s+to|(?:is|are)\s+entitled\s+to)(?!\s+not\b)`;
const WHENEVER_CHOSEN = eitherOf(AT_ANY_TIME, /\bwhenever\s+(?:you|it|they)\s+(?:like|wish|choose|want)\b/iu);
const EITHER_PARTY = String.raw`(?:either|each|any)\s+part(?:y|ies)|both\s+parties`;

/** The sentence that lets the reader (or either party) cancel a subscription or its renewal at any time, if any. */
export function cancelledAnyTime(sentences: readonly Sentence[], readerNames: readonly string[]): Sentence | undefined {
  // "You" is the reader where the reader goes by it, or where the reader's party is not known.
  const you = readerNames.length === 0 || readerNames.some((name) => /^you$/iu.test(name)) ? ['you'] : [];
  const holders = [EITHER_PARTY, ...you, ...readerNames.map((name) => escapeRegExp(name))].join('|');
  const right = new RegExp(
    String.raw`\b(?:${holders})\s+${MODAL}\s+(?:(?:${AT_ANY_TIME.source}|always)\s*,?\s+)?(?:\w+\s+){0,2}?${ACT}\s+${CANCELLED}`,
    'iu',
  );
  return sentences.find(({ text }) => {
    const flat = text.replace(/\s+/gu, ' ');
    const found = right.exec(flat);
    if (!found) return false;
    const rest = flat.slice(found.index);
    return WHENEVER_CHOSEN.test(rest) && !FOR_CAUSE.test(rest);
  });
}
