import type { StructureAnalysis } from '@doclens/api';
import { countWords } from '../../text/words';
import { scoreBetween, weightedScore } from '../score';
import { countOf } from '../wording';
import type { EssayKind } from './essay-kind';
import type { EssayLayout } from './essay-layout';
import { CONCLUSION_MARKER, countTransitions } from './transitions';

const PARAGRAPH_SCORES: Readonly<Record<number, number>> = { 0: 0, 1: 20, 2: 45, 3: 70, 4: 85 };
const FULL_PARAGRAPHS = 5;
/** Transitions per 100 words: below the first there is little linking, above the second plenty. */
const TRANSITION_RATE: readonly [number, number] = [0.3, 1.5];
const THIN_PARAGRAPH_WORDS = 25;

/**
 * Organisation: paragraphing, an introduction and a conclusion, linking words, and how far the
 * body is developed (`development`, 0–100, judged against the kind and level). A response to one
 * text is a paragraph or two: it is not asked for an introduction and a conclusion.
 */
export function analyzeStructure(
  layout: EssayLayout,
  wordCount: number,
  kind: EssayKind,
  development: number,
): StructureAnalysis {
  const paragraphs = layout.paragraphs;
  const count = paragraphs.length;
  const shortForm = kind === 'source-response';
  const intro = layout.sentencesByParagraph[0] ?? [];
  const conclusion = count > 1 ? paragraphs[count - 1] : undefined;
  const hasIntro = count > 1 && intro.length >= 2;
  const hasConclusion = conclusion !== undefined && CONCLUSION_MARKER.test(conclusion.text);
  const transitions = paragraphs.reduce((sum, paragraph) => sum + countTransitions(paragraph.text), 0);
  const transitionRate = wordCount === 0 ? 0 : (transitions / wordCount) * 100;
  const thin = paragraphs.filter((paragraph) => countWords(paragraph.text) < THIN_PARAGRAPH_WORDS).length;

  const issues: string[] = [];
  const strengths: string[] = [];
  if (shortForm) {
    if (count > 0) strengths.push(`Answers in ${countOf(count, 'paragraph')}, as a response to a text may.`);
  } else if (count < 3)
    issues.push(
      `Only ${countOf(count, 'paragraph')}: an essay needs an introduction, body paragraphs and a conclusion.`,
    );
  else strengths.push(`Organised in ${count} paragraphs.`);
  if (shortForm) {
    // Neither an introduction nor a conclusion is asked of a short response.
  } else if (hasIntro) strengths.push('Opens with an introductory paragraph.');
  else if (count >= 3) issues.push('The first paragraph is too short to introduce the topic.');
  if (shortForm) {
    // As above.
  } else if (hasConclusion) strengths.push('Ends with a clearly signalled conclusion.');
  else if (count >= 3)
    issues.push('The last paragraph does not read as a conclusion (no “in conclusion”, “overall” or similar).');
  if (transitionRate < TRANSITION_RATE[0])
    issues.push('Few linking words (however, therefore, for example) connect the ideas.');
  else strengths.push(`Uses ${countOf(transitions, 'linking word')} to connect ideas.`);
  if (thin > 0 && count >= 3)
    issues.push(`${countOf(thin, 'paragraph')} under ${THIN_PARAGRAPH_WORDS} words; develop or merge them.`);

  const paragraphing = shortForm
    ? count > 0
      ? 100
      : 0
    : (PARAGRAPH_SCORES[count] ?? (count >= FULL_PARAGRAPHS ? 100 : 0));
  const score = weightedScore([
    [paragraphing, 0.25],
    [hasIntro ? 100 : 30, shortForm ? 0 : 0.15],
    [hasConclusion ? 100 : 40, shortForm ? 0 : 0.15],
    [scoreBetween(transitionRate, TRANSITION_RATE[0] / 2, TRANSITION_RATE[1]), 0.15],
    [development, 0.3],
  ]);
  return {
    score,
    feedback:
      issues.length === 0
        ? 'The essay is well organised: introduction, body and conclusion, with clear links between ideas.'
        : `The structure needs work: ${issues[0]}`,
    specificIssues: issues,
    strengths,
  };
}
