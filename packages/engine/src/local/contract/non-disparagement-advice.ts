import { withHeadline } from './advice-change';
import { durationLabel, durationsIn } from './durations';
import type { ContractFinding } from './key-findings';

/**
 * A promise not to disparage that already says how long it binds (only while the agreement runs, or
 * for a stated period after it ends) is time-limited: the advice gate (`advice-gate.ts`) does not ask for a
 * limit it has, and the reader is not told it binds after the agreement ends where it stops with the term.
 */

// "at all times during the term of this Agreement", "for the duration of the Agreement", "while this Agreement is in force".
const DURING_TERM =
  /\b(?:during|throughout|for)\s+the\s+(?:term|duration|life)\s+of\s+(?:this|the)\s+(?:\w+\s+)?(?:agreement|contract|engagement|terms)\b|\bwhile\s+(?:this|the)\s+(?:\w+\s+)?agreement\s+(?:is|remains)\s+in\s+(?:force|effect)\b/iu;
// A period counted from the end: "for two (2) years after termination", "one year following expiry".
const FROM_THE_END =
  /^[^.;]{0,40}?\b(?:after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+|such\s+|its\s+)?(?:expiration\s+or\s+)?(?:termination|expiration|expiry|end)\b|^[^.;]{0,20}?\bthereafter\b/iu;
/** The ask for a time limit, with the items of the list after it (answered in `advice-gate.ts`). */
export const TIME_LIMITED_ASK = /,\s*time-limited,\s*and\s+(.*?)\.?\s*$/u;
const AFTER_THE_END = ', even after the agreement ends.';

/** How long the promise binds, as its sentence says: for a period after the end, or only while the agreement runs. */
function statedPeriod(quoted: string): { after: string } | 'during' | undefined {
  const text = quoted.replace(/\s+/gu, ' ');
  const after = durationsIn(text).find((duration) =>
    FROM_THE_END.test(text.slice(duration.index + duration.text.length)),
  );
  if (after) return { after: durationLabel(after) };
  return DURING_TERM.test(text) ? 'during' : undefined;
}

/** What the sentence already says of how long the promise binds, as the advice tells it; undefined when it says nothing. */
export function nonDisparagementPeriodTold(quoted: string): string | undefined {
  const period = statedPeriod(quoted);
  if (period === undefined) return undefined;
  return period === 'during'
    ? 'it already binds only while the agreement runs'
    : `it already ends ${period.after} after the agreement ends`;
}

/** A promise that stops with the term is not told to bind after the agreement ends. */
export function withNonDisparagementPeriodTold(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'non-disparagement' || finding.missing || !finding.headline.endsWith(AFTER_THE_END)) {
    return finding;
  }
  if (statedPeriod(quoted) !== 'during') return finding;
  return withHeadline(finding, `${finding.headline.slice(0, -AFTER_THE_END.length)} while the agreement runs.`);
}
