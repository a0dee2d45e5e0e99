import { withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

const ASKS_LIMITED_WARRANTIES = 'Limit warranties to a fixed period and to repair, replacement or refund.';
// The reader gives nothing as to quality: "as is", "disclaims all warranties", "makes no warranties".
const DISCLAIMS_ALL =
  /\bas\s+is\b|\bdisclaim\w*\s+(?:any\s+and\s+)?(?:all|any)\s+(?:\w+\s+){0,3}?warrant\w*|\bmak(?:es|e|ing)\s+no\s+(?:\w+\s+){0,3}?(?:representations?\s+(?:or|and)\s+)?warrant\w*/iu;
// An exception keeps express warranties, which are still worth limiting.
const KEEPS_SOME =
  /\bexcept\b|\bother\s+than\b|\bsave\s+(?:as|for)\b|\bunless\b|\bother\s+warrant\w*|\bexpress(?:ly)?\s+(?:set\s+(?:forth|out)|provided|stated)\b/iu;

/**
 * The advice to a reader who gives warranties asks to limit them; where the quoted clause already
 * disclaims every warranty the reader could give, there is nothing left to limit.
 */
export function withOwnDisclaimerRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || finding.change !== ASKS_LIMITED_WARRANTIES) return finding;
  if (!DISCLAIMS_ALL.test(quoted) || KEEPS_SOME.test(quoted)) return finding;
  return withNothingLeftToAsk(
    finding,
    'No change needed: the clause already disclaims every warranty of quality; make sure no other clause promises quality after all.',
  );
}
