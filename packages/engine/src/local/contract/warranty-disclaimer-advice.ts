import { withHeadline, withNothingLeftToAsk } from './advice-change';
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

// What the rule tells the side that gives warranties, true of a promise of quality but not of a disclaimer of them.
const PROMISES_BECOME_CLAIMS = 'Every promise of quality you give can become a claim if it is not met.';

/**
 * A disclaimer takes promises of quality away rather than giving one: where the quoted clause
 * disclaims warranties, the giver is told that only what it keeps (the express warranties, when it
 * names an exception) can become a claim.
 */
export function withDisclaimerImpactRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || !finding.headline.includes(PROMISES_BECOME_CLAIMS)) {
    return finding;
  }
  if (!DISCLAIMS_ALL.test(quoted)) return finding;
  const told = KEEPS_SOME.test(quoted)
    ? 'It disclaims every warranty beyond those it keeps, so only the warranties the contract states expressly can become a claim.'
    : 'It disclaims warranties of quality: only a promise the contract makes elsewhere can become a claim.';
  return withHeadline(finding, finding.headline.replace(PROMISES_BECOME_CLAIMS, told));
}
