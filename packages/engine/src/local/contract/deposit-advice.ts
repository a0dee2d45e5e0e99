import type { Sentence } from '../../text/sentences';
import { withChange, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

// The advice to the side that pays a deposit, before the contract's other sentences are checked.
const ASKS_RETURN_AND_ITEMS = /^Ask for a deadline for its return and an itemised list of any deductions\.$/u;
const DEPOSIT = /\bdeposit\b/iu;
// "shall return the deposit within thirty (30) days", "refunded … no later than 15 days after".
const RETURN_BY =
  /\b(?:return\w*|refund\w*|repa(?:y|id)\w*|releas\w*)\b[^.;]{0,160}?\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+(?:[\w-]+\s+)?\(?\d*\)?\s*(?:calendar\s+|business\s+|working\s+)?(?:days?|weeks?|months?)\b/iu;
// "an itemised statement of deductions", "a receipt for each deduction", "written notice of any deduction".
const DEDUCTIONS_ACCOUNTED =
  /\bitemi[sz]\w*|\b(?:receipt|written\s+(?:statement|account|notice|explanation)|statement|accounting)\b[^.;]{0,80}\bdeduct\w*|\bdeduct\w*[^.;]{0,80}\b(?:receipt|written\s+(?:statement|account|notice|explanation))\b/iu;

/**
 * A deposit's return deadline and the account of what was deducted are often in another sentence of
 * the deposit clause ("the deposit shall be refunded within 30 days"): the advice asks only for what
 * no sentence about the deposit gives, and says so when both are there.
 */
export function withDepositTermsGiven(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.rule.id !== 'security-deposit' || finding.missing || !ASKS_RETURN_AND_ITEMS.test(finding.change)) {
    return finding;
  }
  const about = sentences.filter(({ text }) => DEPOSIT.test(text));
  const deadline = about.some(({ text }) => RETURN_BY.test(text));
  const accounted = about.some(({ text }) => DEDUCTIONS_ACCOUNTED.test(text));
  if (!deadline && !accounted) return finding;
  if (deadline && accounted) {
    return withNothingLeftToAsk(
      finding,
      'No change needed: the contract already sets a deadline for returning the deposit and an account of any deductions; note the deadline.',
    );
  }
  const change = deadline
    ? 'The contract already sets a deadline for returning the deposit; ask for an itemised list of any deductions.'
    : 'The contract already requires an account of any deductions; ask for a deadline for returning the deposit.';
  return withChange(finding, change);
}
