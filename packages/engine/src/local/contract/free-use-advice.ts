import type { Sentence } from '../../text/sentences';
import { withHeadline, withNothingLeftToAsk } from './advice-change';
import { paysNothing } from './free-of-charge';
import type { ContractFinding } from './key-findings';
import { NO_WARRANTIES } from './warranty-denials';

// The receiver's asks for a remedy that stands for the price: repair, replacement, refund, a warranty period.
const ASKS_A_REMEDY = /\b(?:refund|repair|replacement|warranty\s+period)\b/iu;
// The giver's own asks keep its warranties short; they are no ask for a remedy.
const GIVERS_ASK = /^(?:limit|keep)\s+(?:the\s+express\s+)?warranties\b/iu;
// The clause takes every promise of quality away: "as is", "disclaims all warranties", "makes no warranties".
const AS_IS =
  /\bas\s+is\b|\bas\s+available\b|\bdisclaim\w*\b[^.;]{0,40}?\bwarrant\w*|\bmak(?:es|e|ing)\s+no\s+(?:\w+\s+){0,3}?(?:representations?\s+(?:or|and)\s+)?warrant\w*/iu;

const FREE_AS_IS_HEADLINE =
  'It is provided as is: if it is faulty or fails, you have no remedy against the other side. Nothing is paid for it under this agreement, so there is no price to refund.';
// Said of a sentence that denies warranties in so many words ("there are no warranties of …") without "as is".
const FREE_NO_WARRANTY_HEADLINE =
  'It comes with no warranty: if it is faulty or fails, you have no remedy against the other side. Nothing is paid for it under this agreement, so there is no price to refund.';
// "It costs you nothing" would be more than the clause says: the same clause may put claims or risks on the reader.
const FREE_AS_IS_CHANGE =
  'No change needed: nothing is paid for it, so there is no price for a remedy to make good; use it knowing you have no remedy if it fails, and do not rely on it for anything you cannot do without.';
const FREE_PROMISE_CHANGE =
  'No change needed: nothing is paid for it; note what is promised and what you can do if it falls short.';

/**
 * A warranty period with repair, replacement or refund is what a buyer asks for against the price it
 * pays. Where the reader pays nothing (a free service, an evaluation, a beta programme) there is no
 * price to refund: the reader is told plainly what the disclaimer means, at low level, and asked for
 * nothing.
 */
export function withFreeUseRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing) return finding;
  if (!ASKS_A_REMEDY.test(finding.change) || GIVERS_ASK.test(finding.change)) return finding;
  if (!paysNothing(sentences)) return finding;
  const headline = AS_IS.test(quoted)
    ? FREE_AS_IS_HEADLINE
    : NO_WARRANTIES.test(quoted)
      ? FREE_NO_WARRANTY_HEADLINE
      : undefined;
  if (!headline) return withNothingLeftToAsk(finding, FREE_PROMISE_CHANGE);
  return withNothingLeftToAsk(withHeadline(finding, headline), FREE_AS_IS_CHANGE);
}
