import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * What the rest of an arbitration clause already gives the one bound by it: a window to reject the
 * arbitration terms after signing ("you may reject this arbitration agreement … within thirty days"),
 * and a small-claims court kept open beside arbitration. Advice that asks for an opt-out window where
 * one is given, or warns that arbitration costs too much for a small claim where a small claim may go
 * to a small-claims court, asks for or warns of what the contract already answers.
 */

// "may reject this Arbitration Agreement", "has the right to opt out of arbitration", then "within thirty (30) days".
const REJECTS_ARBITRATION =
  /\b(?:may|can|(?:has|have)\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,2}?(?:reject|opt\s+out\s+of|decline)\b[^.;]{0,60}?\barbitrat\w*/iu;
const WITHIN_DAYS = /\bwithin\s+((?:[\w-]+\s+){0,2}?(?:\(\d+\)\s+)?(?:calendar\s+|business\s+)?days)\b/iu;
// How far after the right to reject its window may stand.
const WINDOW_CHARS = 300;
// A small claim kept for a small-claims court: "the claim may instead go to a small claims court", "bring a claim in small claims court".
const SMALL_CLAIMS_KEPT = /\bsmall[\s-]+claims?\s+(?:court|tribunal|track|division)\b/iu;

const WAIVER_ASKS = [
  'If your side is the one more likely to bring a claim, ask for the waiver to be removed or for an opt-out window.',
  'Ask for the waiver to be removed or for an opt-out window.',
];
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
 * The class-action waiver's advice where the contract already gives a window to reject arbitration: the
 * reader is told of the window and to use it in time, and only the removal of the waiver is still asked.
 */
export function withArbitrationOptOutGiven(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  placeOf: (sentence: Sentence | undefined) => string,
): ContractFinding {
  if (finding.rule.id !== 'class-action-waiver' || finding.missing || !WAIVER_ASKS.includes(finding.change)) {
    return finding;
  }
  const optOut = arbitrationOptOut(sentences);
  if (!optOut) return finding;
  const given = `the agreement already gives a right to reject its arbitration terms within ${optOut.period}${placeOf(optOut.sentence)}`;
  return withChange(
    finding,
    `${capitalised(given)}: check whether that lifts this waiver too, and use it in time if group claims matter to your side; otherwise ask for the waiver to be removed.`,
  );
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

function capitalised(text: string): string {
  return text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
}
