import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

// What paying late costs: a late fee or charge, interest on overdue sums, or interest at a monthly or yearly rate.
const LATE_CHARGE =
  /\blate\s+(?:payment\s+)?(?:fees?|charges?|penalt(?:y|ies)|interest)\b|\b(?:interest|surcharges?|penalt(?:y|ies)|service\s+charges?)\b[^.]{0,80}\b(?:overdue|late|past[-\s]due|unpaid|delinquent|outstanding|not\s+(?:been\s+)?paid)\b|\b(?:overdue|late|past[-\s]due|unpaid|delinquent|outstanding)\b[^.]{0,80}\b(?:bear|accrue|incur|carry|subject\s+to)\w*\s+(?:\w+\s+){0,3}(?:interest|fees?|charges?|surcharges?|penalt(?:y|ies))\b|\binterest\b[^.]{0,60}\bper\s+(?:month|annum|year)\b/iu;

// The payer's asks as the payment step leaves them (see payment-allowances), each with what is left once no late charge exists.
const WITHOUT_LATE_CHARGE: ReadonlyMap<string, { change: string; nothingLeft: boolean }> = new Map([
  [
    'Ask for a grace period before late fees and a right to dispute an invoice in good faith.',
    {
      change: 'Ask for a right to dispute an invoice in good faith; the contract sets no charge for paying late.',
      nothingLeft: false,
    },
  ],
  [
    'Ask for a grace period before late fees; the contract already lets you dispute a charge.',
    {
      change:
        'No change needed: the contract sets no charge for paying late, and it already lets you dispute a charge.',
      nothingLeft: true,
    },
  ],
  [
    'Ask for a grace period before late charges start.',
    { change: 'No change needed: the contract sets no charge for paying late.', nothingLeft: true },
  ],
]);

/**
 * A grace period is a delay before late charges start; a contract that charges nothing for paying
 * late (no fee, no interest) leaves nothing for it to delay, so it is not asked for.
 */
export function withLateChargesRead(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.rule.id !== 'payment-terms' || finding.missing) return finding;
  if (sentences.some(({ text }) => LATE_CHARGE.test(text))) return finding;
  const told = withoutLateCost(finding);
  const left = WITHOUT_LATE_CHARGE.get(told.change);
  if (!left) return told;
  return left.nothingLeft ? withNothingLeftToAsk(told, left.change) : withChange(told, left.change);
}

// The payer's impact speaks of what being late costs; with no charge for it, that half is not there.
const LATE_COST = / and what being late costs you\.$/u;

function withoutLateCost(finding: ContractFinding): ContractFinding {
  if (!LATE_COST.test(finding.headline)) return finding;
  return withHeadline(finding, finding.headline.replace(LATE_COST, '; the contract sets no charge for paying late.'));
}
