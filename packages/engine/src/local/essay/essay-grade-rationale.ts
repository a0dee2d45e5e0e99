import { listOf } from '../wording';
import type { TraitScore } from './essay-rubric';

/**
 * A trait as the rationale names it, with the parts it holds in the words "Strongest" and "Weakest"
 * use ("elaboration (development and critical thinking)"), so each part ranked there is found in
 * the trait list.
 */
const traitName = ({ trait, parts }: TraitScore): string =>
  parts && parts.length > 0 ? `${trait} (${listOf(parts)})` : trait;

/** Points a trait costs the grade: its share of the grade times what it falls short of full marks. */
const pointsCost = ({ score, weight }: TraitScore): number => Math.round(weight * (100 - score));

const traitWithCost = (trait: TraitScore): string =>
  `${traitName(trait)} ${Math.round(trait.score)}/100 at ${Math.round(trait.weight * 100)}% of the grade, ${
    pointsCost(trait) === 0 ? 'no points lost' : `−${pointsCost(trait)}`
  }`;

/**
 * Which rubric traits moved the grade: each graded trait with its score, its share and the points it
 * costs the grade, the costliest first; the costs add up to what the grade falls short of 100 (to
 * rounding), so the reader sees by trait where the points went.
 */
export function traitsMovedNote(traits: readonly TraitScore[]): string {
  const graded = traits.filter((trait) => trait.weight > 0).sort((a, b) => pointsCost(b) - pointsCost(a));
  if (graded.length === 0) return '';
  return ` By trait (points lost): ${graded.map(traitWithCost).join('; ')}.`;
}

/**
 * What the rationale says when it names no part strongest. Only where every part scores below the
 * bar is it the scores that fall short; a part scoring above it was left out for another reason
 * (its own note faults it, errors, a text too short to show it, a single reason given), and saying
 * that no part scores so high would contradict the scores shown beside it.
 */
export function noStrengthNote(partScores: readonly number[], minScore: number): string {
  return partScores.some((score) => score >= minScore)
    ? 'no part of the grade stands out yet'
    : `no part of the grade scores ${minScore} yet`;
}
