import { RUBRIC_TRAITS, type RubricTraitId } from '@doclens/api';
import { weightedScore } from '../score';
import { type EssayKind, expectsThesis } from './essay-kind';

/**
 * Points of each trait in the Smarter Balanced full-write rubrics for argumentative, explanatory and
 * narrative writing (Common Core, grades 6–11): Purpose/Focus/Organization 4, Evidence/Elaboration 4,
 * Conventions 2. The first is split evenly between the claim the writer focuses on and the
 * organisation that carries it, which share its descriptors; where the kind states no claim (a story,
 * a report, a letter), organisation and focus are one trait, as in the narrative rubric.
 */
const FULL_WRITE_POINTS: Readonly<Record<RubricTraitId, number>> = {
  position: 2,
  organisation: 2,
  elaboration: 4,
  conventions: 2,
};

/**
 * A response to a text read is scored on how fully and clearly it answers from the text, as short
 * reading responses are; conventions are corrected but not graded.
 */
const READING_RESPONSE_POINTS: Readonly<Record<RubricTraitId, number>> = {
  position: 0,
  organisation: 4,
  elaboration: 4,
  conventions: 0,
};

/** Each trait's share of the grade for this kind of writing; the shares add up to 1. */
export function traitShares(kind: EssayKind): Record<RubricTraitId, number> {
  const points =
    kind === 'source-response'
      ? READING_RESPONSE_POINTS
      : expectsThesis(kind)
        ? FULL_WRITE_POINTS
        : {
            ...FULL_WRITE_POINTS,
            position: 0,
            organisation: FULL_WRITE_POINTS.position + FULL_WRITE_POINTS.organisation,
          };
  const total = RUBRIC_TRAITS.reduce((sum, trait) => sum + points[trait], 0);
  return Object.fromEntries(RUBRIC_TRAITS.map((trait) => [trait, points[trait] / total])) as Record<
    RubricTraitId,
    number
  >;
}

/** One measured part of the essay and the trait whose descriptors it reads. */
export interface RubricPart {
  name: string;
  trait: RubricTraitId;
  /** As counted in the grade (language parts already scaled by how much text shows them). */
  score: number;
  /**
   * The part reads the trait's headline statement, the sentence each score point of the rubric
   * opens with, rather than one of the descriptors listed under it.
   */
  headline?: boolean;
}

export interface TraitScore {
  trait: RubricTraitId;
  score: number;
  weight: number;
}

/**
 * Share of a trait taken by the part that reads its headline statement. In the Smarter Balanced
 * rubrics each score point of Evidence/Elaboration opens with how thoroughly the response develops
 * its ideas ("provides thorough and convincing elaboration… clearly and effectively develops ideas"
 * at 4, "adequate" at 3, "uneven, cursory" at 2, "minimal" at 1): that sentence is what sets the
 * point, and the listed descriptors (evidence, citations, elaborative techniques, vocabulary, style)
 * say what it is made of. The headline and the list weigh the same, half each; 6+1 Trait's "ideas and
 * content" likewise scores first how developed the ideas are, then the details that develop them.
 */
const HEADLINE_SHARE = 1 / 2;

/**
 * A trait's score: its headline part takes its share and the descriptors below it share the rest
 * alike, since a rubric gives its listed descriptors no order of importance. Without a headline part
 * (or without descriptors) the parts measured make the whole trait.
 */
function traitScore(parts: readonly RubricPart[]): number {
  const alike = (some: readonly RubricPart[]) => weightedScore(some.map((part) => [part.score, 1] as const));
  const headline = parts.filter((part) => part.headline);
  const descriptors = parts.filter((part) => !part.headline);
  if (headline.length === 0 || descriptors.length === 0) return alike(parts);
  return weightedScore([
    [alike(headline), HEADLINE_SHARE],
    [alike(descriptors), 1 - HEADLINE_SHARE],
  ]);
}

/**
 * The grade weighs the traits by the rubric's points. Traits with no part measured, or no share for
 * this kind, are left out.
 */
export function rubricScore(parts: readonly RubricPart[], kind: EssayKind): { score: number; traits: TraitScore[] } {
  const shares = traitShares(kind);
  const partsOf = (trait: RubricTraitId) => parts.filter((part) => part.trait === trait);
  const traits = RUBRIC_TRAITS.filter((trait) => shares[trait] > 0 && partsOf(trait).length > 0).map((trait) => ({
    trait,
    score: traitScore(partsOf(trait)),
    weight: shares[trait],
  }));
  return {
    score: weightedScore(traits.map((trait) => [trait.score, trait.weight] as const)),
    traits,
  };
}
