import { withChange, withHeadline } from './advice-change';
import { durationLabel, durationsIn } from './durations';
import type { ContractFinding } from './key-findings';

/**
 * A promise not to disparage that already says how long it binds (only while the agreement runs, or
 * for a stated period after it ends) is time-limited: the advice does not ask for a limit it has, and
 * the reader is not told it binds after the agreement ends where it stops with the term.
 */

// "at all times during the term of this Agreement", "for the duration of the Agreement", "while this Agreement is in force".
const DURING_TERM =
  /\b(?:during|throughout|for)\s+the\s+(?:term|duration|life)\s+of\s+(?:this|the)\s+(?:\w+\s+)?(?:agreement|contract|engagement|terms)\b|\bwhile\s+(?:this|the)\s+(?:\w+\s+)?agreement\s+(?:is|remains)\s+in\s+(?:force|effect)\b/iu;
// A period counted from the end: "for two (2) years after termination", "one year following expiry".
const FROM_THE_END =
  /^[^.;]{0,40}?\b(?:after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+|such\s+|its\s+)?(?:expiration\s+or\s+)?(?:termination|expiration|expiry|end)\b|^[^.;]{0,20}?\bthereafter\b/iu;
const TIME_LIMITED_ASK = /,\s*time-limited,\s*and\s+/u;
const AFTER_THE_END = ', even after the agreement ends.';

export function withNonDisparagementPeriodRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'non-disparagement' || finding.missing || !TIME_LIMITED_ASK.test(finding.change)) {
    return finding;
  }
  const text = quoted.replace(/\s+/gu, ' ');
  const after = durationsIn(text).find((duration) =>
    FROM_THE_END.test(text.slice(duration.index + duration.text.length)),
  );
  const during = DURING_TERM.test(text);
  if (!after && !during) return finding;
  const told = after
    ? `it already ends ${durationLabel(after)} after the agreement ends`
    : 'it already binds only while the agreement runs';
  const change = `${finding.change.replace(TIME_LIMITED_ASK, ' and ').replace(/\.\s*$/u, '')}; ${told}.`;
  const changed = withChange(finding, change);
  // Where it stops with the term, it does not bind after the agreement ends.
  if (after || !changed.headline.endsWith(AFTER_THE_END)) return changed;
  return withHeadline(changed, `${changed.headline.slice(0, -AFTER_THE_END.length)} while the agreement runs.`);
}
