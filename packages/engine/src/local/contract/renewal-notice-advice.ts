import type { Sentence } from '../../text/sentences';
import { withChange, withNothingLeftToAsk } from './advice-change';
import { durationDays, durationsIn } from './durations';
import type { ContractFinding } from './key-findings';
import { renewalTerms } from './renewal-terms';

// The rule's advice to a reader bound by a renewal, before the notice it needs is read.
const CALENDAR_ASK =
  /^Put the cancellation deadline in your calendar; if the notice it needs is long, ask for a shorter one or a reminder before renewal\.$/u;
// Two months' notice or less is short to keep track of; more asks the reader to decide a season ahead.
const SHORT_NOTICE_DAYS = 60;

/**
 * The advice on an automatic renewal names the notice that stops it, read from the contract: a short
 * one is not asked for again (nothing is left to negotiate, only a date to note), a long one is asked
 * to be shorter. Where no notice is stated the advice stays as the rule words it.
 */
export function withRenewalNoticeRead(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.rule.id !== 'auto-renewal' || finding.missing || !CALENDAR_ASK.test(finding.change)) return finding;
  const period = renewalTerms(sentences)?.notice?.period;
  const length = period === undefined ? undefined : durationsIn(period)[0];
  if (!period || !length) return finding;
  if (durationDays(length) <= SHORT_NOTICE_DAYS) {
    return withNothingLeftToAsk(
      finding,
      `No change needed: the notice that stops a renewal is already short (${period}); put the deadline in your calendar.`,
    );
  }
  return withChange(
    finding,
    `Put the cancellation deadline (${period} before the renewal) in your calendar; ask for a shorter one or a reminder before renewal.`,
  );
}
