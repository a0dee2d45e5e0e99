import { RUBRIC_TRAITS, type RubricTraitId } from '@doclens/api';
import { weightedScore } from '../score';

/** One weighted part of the grade and the rubric trait whose descriptors it reads. */
export interface GradePart {
  name: string;
  trait: RubricTraitId;
  /** As counted in the grade (language parts already scaled by how much text shows them). */
  score: number;
  /** Its weight in the grade; 0 when the part does not count for this essay. */
  weight: number;
}

export interface TraitScore {
  trait: RubricTraitId;
  score: number;
  /** The trait's share of the grade. */
  weight: number;
  /** The grade's parts it holds, by the names the rationale ranks them under. */
  parts?: readonly string[];
}

/** The grade: the weighted mean of the parts that count. */
export function gradeScore(parts: readonly GradePart[]): number {
  return weightedScore(parts.map((part) => [part.score, part.weight] as const));
}

/**
 * The grade's parts grouped under the rubric trait each reads, so a reader sees the grade by trait
 * without a second scoring: a trait's share is the summed weight of its parts over the weight of
 * all parts that count, its score their weighted mean, and the traits weighed by their shares give
 * the grade back (to rounding). A trait none of the counted parts reads is left out.
 */
export function gradeTraits(parts: readonly GradePart[]): TraitScore[] {
  const counted = parts.filter((part) => part.weight > 0);
  const total = counted.reduce((sum, part) => sum + part.weight, 0);
  if (total === 0) return [];
  return RUBRIC_TRAITS.flatMap((trait) => {
    const own = counted.filter((part) => part.trait === trait);
    if (own.length === 0) return [];
    const weight = own.reduce((sum, part) => sum + part.weight, 0);
    return [{ trait, score: gradeScore(own), weight: weight / total, parts: own.map((part) => part.name) }];
  });
}
