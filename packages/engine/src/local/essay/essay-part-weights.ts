import { type EssayKind, expectsThesis } from './essay-kind';
import { asksForReasons } from './reading-question';

/** The parts of the grade, as the rationale names them. */
export type GradePartName =
  | 'development'
  | 'grammar and style'
  | 'vocabulary'
  | 'structure'
  | 'argument'
  | 'readability'
  | 'critical thinking';

/**
 * A composition's rubric (argument, report, story, letter): development (ideas and their
 * elaboration) weighs most, then conventions and word choice; organisation signals and the kind's
 * own signals (thesis, reflection) found by rules are less certain, so they weigh less.
 */
const COMPOSITION: Readonly<Record<GradePartName, number>> = {
  development: 0.4,
  'grammar and style': 0.2,
  vocabulary: 0.15,
  structure: 0.1,
  argument: 0.05,
  readability: 0.05,
  'critical thinking': 0.05,
};

/**
 * A source-based (response-to-text) rubric scores what the answer says, in three descriptors that
 * count alike: it answers the question, with relevant information from the text, and explains it
 * beyond the literal. A rule reads the first two only from how fully the answer develops (its
 * length against one paragraph), the third from its explanations (critical thinking): two thirds
 * and one third of the 0.9 the composition's rubric gives all but organisation. Conventions, word choice and readability are not
 * descriptors of that rubric: they are shown and corrected, not graded. Organisation keeps its 0.1.
 */
const SOURCE_RESPONSE: Readonly<Record<GradePartName, number>> = {
  development: 0.6,
  'grammar and style': 0,
  vocabulary: 0,
  structure: 0.1,
  argument: 0,
  readability: 0,
  'critical thinking': 0.3,
};

/**
 * A question that asks to describe or identify what the text holds ("describe the mood", "the
 * obstacles the builders faced") is scored on a clear, complete answer with specific details of the
 * text: no level of its rubric asks for reasons of the writer's own, so explanation is shown, not
 * graded, and the answer's development carries the 0.9.
 */
const SOURCE_DESCRIPTION: Readonly<Record<GradePartName, number>> = {
  ...SOURCE_RESPONSE,
  development: SOURCE_RESPONSE.development + SOURCE_RESPONSE['critical thinking'],
  'critical thinking': 0,
};

/**
 * The part's weight in the grade of this kind; 0 when the kind's rubric does not grade it. A
 * response's weights follow what its question (the task) asks for.
 */
export function partWeight(kind: EssayKind, part: GradePartName, task?: string): number {
  if (part === 'argument' && !expectsThesis(kind)) return 0;
  if (kind !== 'source-response') return COMPOSITION[part];
  return (asksForReasons(task) ? SOURCE_RESPONSE : SOURCE_DESCRIPTION)[part];
}

/** Whether the kind's rubric grades its conventions (grammar and spelling are corrected either way). */
export function conventionsGraded(kind: EssayKind): boolean {
  return partWeight(kind, 'grammar and style') > 0;
}

/** Whether the kind's rubric grades its word choice and readability. */
export function languageGraded(kind: EssayKind): boolean {
  return partWeight(kind, 'vocabulary') > 0;
}
