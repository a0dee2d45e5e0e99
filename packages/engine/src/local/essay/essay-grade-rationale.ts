import type { GradeBand } from '@doclens/api';
import { listOf } from '../wording';
import { POINTS_PER_LEVEL } from './essay-grade';
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

/**
 * Why the band is as wide as it is, in the words of the grade it holds: trained readers differ by
 * about half a rubric level, and more where the traits lie a level or more apart (a reader may
 * weigh the strong one or the weak one more). Nothing is said when the band holds one letter.
 */
export function bandNote(band: GradeBand, traits: readonly TraitScore[]): string {
  if (band.low === band.high) return '';
  const graded = [...traits].filter((trait) => trait.weight > 0).sort((a, b) => a.score - b.score);
  const weakest = graded[0];
  const strongest = graded.at(-1);
  const apart =
    weakest && strongest && strongest.score - weakest.score >= POINTS_PER_LEVEL
      ? `, more here since its traits lie a level or more apart (${weakest.trait} ${Math.round(weakest.score)}, ${strongest.trait} ${Math.round(strongest.score)})`
      : '';
  return ` Trained readers could place it from ${band.low} to ${band.high} (${band.lowScore}–${band.highScore}): readers differ by about half a rubric level${apart}.`;
}
