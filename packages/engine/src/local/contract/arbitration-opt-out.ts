import type { Sentence } from '../../text/sentences';
import { withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * What the rest of an arbitration clause already gives the one bound by it: a window to reject the
 * arbitration terms after signing ("you may reject this arbitration agreement … within thirty days"),
 * and a small-claims court kept open beside arbitration. The ask for an opt-out window where one is given
 * is answered in the advice gate (`advice-gate.ts`); a warning that arbitration costs too much for a small
 * claim is not given where a small claim may go to a small-claims court.
 */

// "may reject this Arbitration Agreement", "has the right to opt out of arbitration", then "within thirty (30) days".
const REJECTS_ARBITRATION =
  /\b(?:may|can|(?:has|have)\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,2}?(?:reject|opt\s+out\s+of|decline)\b[^.;]{0,60}?\barbitrat\w*/iu;
const WITHIN_DAYS = /\bwithin\s+((?:[\w-]+\s+){0,2}?(?:\(\d+\)\s+)?(?:calendar\s+|business\s+)?days)\b/iu;
// How far after the right to reject its window may stand.
const WINDOW_CHARS = 300;
// A small claim kept for a small-claims court: "the claim may instead go to a small claims court", "bring a claim in small claims court".
const SMALL_CLAIMS_KEPT = /\bsmall[\s-]+claims?\s+(?:court|tribunal|track|division)\b/iu;

/** The class-action waiver's ask for an opt-out window, as its advice words it (checked in `advice-gate.ts`). */
export const ARBITRATION_OPT_OUT_ASK =
  /^(?:If your side is the one more likely to bring a claim, a|A)sk for the waiver to be removed or for an opt-out window\.$/u;
const SMALL_CLAIM_COST = 'its costs can be high for a small claim';

/** The window the contract gives to reject its arbitration terms: its period and its sentence. */
export function arbitrationOptOut(sentences: readonly Sentence[]): { period: string; sentence: Sentence } | undefined {
  for (const sentence of sentences) {
    const flat = sentence.text.replace(/\s+/gu, ' ');
    const right = REJECTS_ARBITRATION.exec(flat);
    if (!right) continue;
    const window = WITHIN_DAYS.exec(flat.slice(right.index, right.index + right[0].length + WINDOW_CHARS));
    if (window?.[1]) return { period: window[1], sentence };
  }
  return undefined;
}

/**
 * The window to reject the arbitration terms, told with where it stands, where the contract gives one: the
 * class-action waiver's reader is then told of it and to use it in time, and only the waiver's removal is asked.
 */
export function arbitrationOptOutGiven(
  sentences: readonly Sentence[],
  placeOf: (sentence: Sentence | undefined) => string,
): string | undefined {
  const optOut = arbitrationOptOut(sentences);
  if (!optOut) return undefined;
  return `the agreement already gives a right to reject its arbitration terms within ${optOut.period}${placeOf(optOut.sentence)}`;
}

/** An arbitration that leaves small claims to a small-claims court is not told to cost too much for a small claim. */
export function withSmallClaimsKept(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.missing || !finding.headline.includes(SMALL_CLAIM_COST)) return finding;
  if (!sentences.some(({ text }) => SMALL_CLAIMS_KEPT.test(text))) return finding;
  return withHeadline(
    finding,
    finding.headline.replace(
      SMALL_CLAIM_COST,
      'a claim small enough for a small-claims court may still be brought there',
    ),
  );
}
