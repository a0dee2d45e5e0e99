import type { Sentence } from '../../text/sentences';
import { atLowLevel, withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { AgreementGives } from './agreement-gives';
import { durationDays, durationsIn } from './durations';
import type { ContractFinding } from './key-findings';
import { renewalTerms } from './renewal-terms';

// The rule's advice to a reader bound by a renewal, before the notice it needs is read.
const CALENDAR_ASK =
  /^Put the cancellation deadline in your calendar; if the notice it needs is long, ask for a shorter one or a reminder before renewal\.$/u;
// Two months' notice or less is short to keep track of; more asks the reader to decide a season ahead.
const SHORT_NOTICE_DAYS = 60;

// A renewal tied to a result a party reaches ("provided that the Distributor achieves net sales of…", "if … has paid the
// minimum"), not to a notice nobody gave: missing a cancellation window is not how it binds anyone.
const RENEWS_ON_A_RESULT =
  /\b(?:provided\s+(?:that\s+)?|only\s+if\b|if\b|subject\s+to\b)[^.;]{0,160}?\b(?:achiev\w*|attain\w*|reach\w*|meets?|met|exceed\w*|has\s+(?:paid|purchased|ordered)|pays|purchases)\b|\b(?:has|have)\s+(?:paid|purchased|ordered|achieved|attained|reached|met)\b[^.;]{0,240}?\bthen\b/iu;
// A renewal a party can still stop by notice or by saying so: "unless either party gives notice", "unless advised".
const STOPPED_BY_NOTICE = /\bunless\b|\bnotice\b|\bnotif\w*|\belects?\s+not\b/iu;

/**
 * The advice on an automatic renewal names the notice that stops it, read from the contract: a short
 * one is not asked for again (nothing is left to negotiate, only a date to note), a long one is asked
 * to be shorter. Where no notice is stated the advice stays as the rule words it.
 */
export function withRenewalNoticeRead(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  quoted = '',
): ContractFinding {
  if (finding.rule.id !== 'auto-renewal' || finding.missing || !CALENDAR_ASK.test(finding.change)) return finding;
  if (RENEWS_ON_A_RESULT.test(quoted) && !STOPPED_BY_NOTICE.test(quoted)) {
    return atLowLevel(
      withChange(
        finding,
        'Note the condition on which it renews: it renews only if that result is met, so there is no notice deadline to keep track of.',
      ),
    );
  }
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

// The bound reader's impact, true only where cancelling needs notice before a date.
const WINDOW_TO_MISS = 'You stay bound for another term if you miss the cancellation window.';

/** A renewal the reader may cancel at any time is told so, not as a window to miss. */
export function withCancelAnyTimeTold(
  finding: ContractFinding,
  gives: Pick<AgreementGives, 'cancelAnyTime'>,
): ContractFinding {
  if (finding.rule.id !== 'auto-renewal' || finding.missing || !gives.cancelAnyTime) return finding;
  if (!finding.headline.includes(WINDOW_TO_MISS)) return finding;
  return withHeadline(
    finding,
    finding.headline.replace(
      WINDOW_TO_MISS,
      'It renews unless you cancel, and you may cancel at any time, so there is no cancellation window to miss.',
    ),
  );
}
