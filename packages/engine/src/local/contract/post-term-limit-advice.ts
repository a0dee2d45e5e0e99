import { withNothingLeftToAsk } from './advice-change';
import { durationLabel, durationsIn } from './durations';
import type { ContractFinding } from './key-findings';

const ASKS_TIME_LIMIT = /^Make sure what binds you after the end is limited in time\.$/u;
// A length of time counted from the end: "for seven (7) years after termination", "two years following
// the expiration", "until the third anniversary of the termination date".
const FROM_THE_END =
  /^[^.;]{0,40}?\b(?:after|following|from|of)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+|such\s+|its\s+)?(?:expiration\s+or\s+)?(?:termination|expiration|expiry|end)\b/iu;

/**
 * A duty after the end that already states how long it lasts is limited in time: asking for that
 * limit asks for what the sentence gives. The reader is told the period instead.
 */
export function withPostTermPeriodGiven(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'post-termination' || finding.missing || !ASKS_TIME_LIMIT.test(finding.change)) {
    return finding;
  }
  const text = quoted.replace(/\s+/gu, ' ');
  const period = durationsIn(text).find((duration) =>
    FROM_THE_END.test(text.slice(duration.index + duration.text.length)),
  );
  if (!period) return finding;
  return withNothingLeftToAsk(
    finding,
    `No change needed: it already lasts only ${durationLabel(period)} after the agreement ends; note when that runs out.`,
  );
}
