import type { RubricTraitId } from '@doclens/api';

/** How the essay view and the exported report name the rubric traits and a grade's band. */

/** The traits as writing rubrics name them. */
export const TRAIT_LABELS: Record<RubricTraitId, string> = {
  position: 'Position',
  organisation: 'Organisation',
  elaboration: 'Evidence and elaboration',
  conventions: 'Conventions',
};

/** A trait's weight as its share of the grade; a trait with no weight is shown but not graded. */
export function shareOfGrade(weight: number | undefined): string {
  if (!weight) return 'not graded';
  return `${Math.round(weight * 100)}% of the grade`;
}

/** A band as stored or as a redacted copy may hold it. */
export interface BandLike {
  low?: string;
  high?: string;
  lowScore?: number;
  highScore?: number;
}

/** "B to A- (70–86/100)", or one letter when the whole band is one letter. */
export function bandLetters(band: BandLike): string {
  const letters = band.low === band.high ? band.low : `${band.low} to ${band.high}`;
  return `${letters} (${band.lowScore}–${band.highScore}/100)`;
}
