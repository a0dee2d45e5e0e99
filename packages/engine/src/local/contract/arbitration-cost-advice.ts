import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

const ASKS_SEAT_AND_COSTS =
  'If the seat is far from you, ask for one convenient to both sides, and agree how the arbitration costs are shared.';
// Words that place a sentence in the settling of disputes, where a cost rule applies.
const DISPUTE_SETTING = /\b(?:arbitrat\w*|disputes?|action|proceedings?|litigation|suit)\b/iu;
// A rule on who bears the costs: shared equally, each bears its own, the winner recovers them, or the
// arbitrator decides ("shall award the prevailing party its costs", "may apportion the fees").
const COSTS_ALLOCATED = new RegExp(
  [
    String.raw`\b(?:costs?|fees?|expenses?)\b[^.;]{0,120}?\b(?:borne|shared|split|paid|divided)\s+(?:\w+\s+){0,3}?(?:equally|in\s+equal\s+(?:shares|parts|proportions)|(?:fifty|50)\s*(?:%|percent|per\s+cent))`,
    String.raw`\beach\s+party\s+(?:shall|will|must)\s+(?:bear|pay)\s+(?:its|his|her|their)\s+own\s+(?:\w+\s+){0,2}?(?:costs|fees|expenses)\b`,
    String.raw`\b(?:prevailing|successful|winning|losing|unsuccessful|non-?prevailing)\s+part(?:y|ies)\b[^.;]{0,160}?\b(?:costs|fees|expenses)\b`,
    String.raw`\b(?:costs|fees|expenses)\b[^.;]{0,160}?\b(?:prevailing|successful|winning|losing|unsuccessful|non-?prevailing)\s+part(?:y|ies)\b`,
    String.raw`\barbitrat(?:or|ors|ion\s+(?:panel|tribunal))\b[^.;]{0,80}?\b(?:may|shall|will)\s+(?:\w+\s+){0,2}?(?:award|allocate|apportion|assess)\w*\b[^.;]{0,80}?\b(?:costs|fees|expenses)\b`,
  ].join('|'),
  'iu',
);

/**
 * Arbitration advice asks for a convenient seat and a rule on the costs; where the contract already
 * says who bears the costs (shared equally, each its own, or the winner's paid by the loser), only
 * the seat is left to ask about.
 */
export function withArbitrationCostsRead(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.missing || finding.change !== ASKS_SEAT_AND_COSTS) return finding;
  const allocated = sentences.some(({ text }) => DISPUTE_SETTING.test(text) && COSTS_ALLOCATED.test(text));
  if (!allocated) return finding;
  return withChange(
    finding,
    'If the seat is far from you, ask for one convenient to both sides; the contract already says who bears the arbitration costs.',
  );
}
