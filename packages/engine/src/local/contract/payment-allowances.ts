import type { Sentence } from '../../text/sentences';
import { withChange, withNothingLeftToAsk } from './advice-change';
import { GRACE } from './agreement-gives';
import type { ContractFinding } from './key-findings';

// A way to contest a charge: "amounts disputed in good faith may be withheld", "may dispute any invoice",
// "notify … of any error in an invoice", "payment of all undisputed amounts" (the disputed ones wait).
const DISPUTE_RIGHT =
  /\bdisput\w*\b[^.]{0,60}\bin\s+good\s+faith\b|\bin\s+good\s+faith\b[^.]{0,60}\bdisput\w*|\bdisput\w*\s+(?:any\s+|an\s+|the\s+|all\s+|such\s+)?(?:portion\s+of\s+(?:an?\s+|the\s+|any\s+)?)?(?:invoice|charge|bill|statement)s?\b|\b(?:invoice|bill|statement)s?\b[^.;]{0,100}\b(?:error|discrepanc\w*|inaccura\w*|incorrect|disput\w*)|\b(?:error|discrepanc\w*|inaccura\w*|disput\w*)\b[^.;]{0,60}\b(?:invoice|bill|statement)s?\b|\bdisputed\s+(?:amounts?|portions?|charges?|sums?|items?)\b|\bundisputed\s+(?:amounts?|portions?|charges?|sums?|invoices?)\b/iu;
// Where the payer is billed at all; royalties reported and paid by the payer itself come with no invoice.
const BILLED = /\binvoic\w*|\bbill(?:s|ed|ing)?\b/iu;
const ASKS_GRACE_AND_DISPUTE =
  /^Ask for a grace period before late fees and a right to dispute an invoice in good faith\.$/u;

/**
 * The advice to a payer asks for a grace period before late charges (the sentences that set them are
 * read once, `late-charge-advice.ts`) and a right to dispute an invoice; each ask is dropped where another sentence already gives it, and the dispute right is not
 * asked for where the payer is never invoiced (it reports and pays what it owes itself).
 */
export function withPaymentAllowances(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  lateCharges: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'payment-terms' || finding.missing || !ASKS_GRACE_AND_DISPUTE.test(finding.change)) {
    return finding;
  }
  const grace = lateCharges.some((sentence) => GRACE.test(sentence.text));
  const dispute = sentences.some((sentence) => DISPUTE_RIGHT.test(sentence.text));
  const billed = sentences.some((sentence) => BILLED.test(sentence.text));
  if (!grace && !dispute && billed) return finding;
  if (grace && (dispute || !billed)) {
    return withNothingLeftToAsk(
      finding,
      dispute
        ? 'No change needed: late charges start only after a grace period, and the contract already lets you dispute a charge.'
        : 'No change needed: late charges start only after a grace period.',
    );
  }
  const change = grace
    ? 'Late charges already start only after a grace period; ask for the right to withhold an amount you dispute in good faith.'
    : dispute
      ? 'Ask for a grace period before late fees; the contract already lets you dispute a charge.'
      : 'Ask for a grace period before late charges start.';
  return withChange(finding, change);
}
