import type { EffectivenessFactor, Evidence } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { isHeadingLike } from '../../text/headings';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { scoreBetween, toScore, weightedScore } from '../score';
import { countOf } from '../wording';
import { isPlanningDocument } from './statement-signals';
import {
  HEADINGS_EXPECTED_FROM_WORDS,
  longestParagraph,
  READABLE_SENTENCE_WORDS,
  type WritingFacts,
} from './writing-facts';

const READABLE_PARAGRAPH_WORDS = 150;
/** A share of statements with a figure or date above which a document reads as concrete. */
const CONCRETE_SHARE = 0.35;
/** Informational documents commit to nothing; that is neither good nor bad for them. */
const NO_ACTIONS_SCORE = 60;

/**
 * The overall effectiveness score as the mean of named factors, each explained and quoting the
 * passage that best shows it. A document with no statement gets no factor and a score of 0.
 */
export function effectivenessOf(facts: WritingFacts): { score: number; factors: EffectivenessFactor[] } {
  if (facts.statements.length === 0) return { score: 0, factors: [] };
  const factors = [
    clarity(facts),
    structure(facts),
    specificity(facts),
    actionability(facts),
    purposeFactor(facts),
  ].filter((factor): factor is EffectivenessFactor => factor !== undefined);
  return { score: weightedScore(factors.map((factor) => [factor.score, 1] as const)), factors };
}

function clarity({ statements, readability }: WritingFacts): EffectivenessFactor {
  const readable = statements.filter((signals) => signals.words <= READABLE_SENTENCE_WORDS).length;
  const share = readable / statements.length;
  const longest = statements.reduce((a, b) => (b.words > a.words ? b : a));
  return {
    name: 'Clarity',
    score: weightedScore([
      [scoreBetween(readability.readingEase, 0, 60), 1],
      [share * 100, 1],
    ]),
    explanation: `Flesch reading ease ${readability.readingEase}; ${percent(share)} of sentences have ${READABLE_SENTENCE_WORDS} words or fewer. The longest has ${longest.words} words.`,
    evidence: evidenceFrom(longest.sentence),
  };
}

function structure({ lines, paragraphs, wordCount }: WritingFacts): EffectivenessFactor {
  const heading = lines.find(isHeadingLike);
  const paragraphWords = paragraphs.map((paragraph) => countWords(paragraph.text));
  const meanParagraph = paragraphWords.length === 0 ? wordCount : wordCount / paragraphWords.length;
  const headingScore = heading || wordCount < HEADINGS_EXPECTED_FROM_WORDS ? 100 : 40;
  const paragraphScore = scoreBetween(2 * READABLE_PARAGRAPH_WORDS - meanParagraph, 0, READABLE_PARAGRAPH_WORDS);
  const longest = longestParagraph(paragraphs);
  const shown = heading ?? longest;
  return {
    name: 'Structure',
    score: weightedScore([
      [headingScore, 1],
      [paragraphScore, 1],
    ]),
    explanation: `${heading ? 'Headings mark the sections' : 'No headings found'}; ${paragraphWords.length} paragraphs of about ${Math.round(meanParagraph)} words on average in ${wordCount} words.`,
    ...evidenceOf(shown),
  };
}

function specificity({ statements }: WritingFacts): EffectivenessFactor {
  const concrete = statements.filter((signals) => signals.hasFigure || signals.hasDate);
  const vague = statements.filter((signals) => signals.vagueQuantity !== undefined && !signals.hasFigure);
  const concreteShare = concrete.length / statements.length;
  const vagueShare = vague.length / statements.length;
  const shown = vague[0] ?? concrete[0];
  return {
    name: 'Specificity',
    score: toScore(scoreBetween(concreteShare, 0, CONCRETE_SHARE) - vagueShare * 100),
    explanation: `${percent(concreteShare)} of sentences give a figure or date; ${percent(vagueShare)} lean on vague amounts instead.`,
    ...evidenceOf(shown?.sentence),
  };
}

function actionability({ statements }: WritingFacts): EffectivenessFactor {
  const actions = statements.filter((signals) => signals.isAction);
  if (actions.length > 0 && !isPlanningDocument(statements)) {
    return {
      name: 'Actionability',
      score: NO_ACTIONS_SCORE,
      explanation: `${actions.length} ${actions.length === 1 ? 'statement says' : 'statements say'} what should happen, but the document argues or informs rather than plans work, so owners and dates are not expected.`,
      ...evidenceOf(actions[0]?.sentence),
    };
  }
  if (actions.length === 0) {
    return {
      name: 'Actionability',
      score: NO_ACTIONS_SCORE,
      explanation: 'The document states no actions, requests or commitments; fine for a report, weak for a plan.',
    };
  }
  const owned = actions.filter((signals) => signals.hasOwner).length / actions.length;
  const dated = actions.filter((signals) => signals.hasDate).length / actions.length;
  const weakest = actions.find((signals) => !signals.hasOwner || !signals.hasDate) ?? actions[0];
  return {
    name: 'Actionability',
    score: toScore(((owned + dated) / 2) * 100),
    explanation: `${countOf(actions.length, 'action or commitment', 'actions or commitments')}: ${percent(owned)} name who acts, ${percent(dated)} say when.`,
    ...evidenceOf(weakest?.sentence),
  };
}

function purposeFactor({ purpose }: WritingFacts): EffectivenessFactor | undefined {
  if (!purpose) return undefined;
  return {
    name: 'Purpose',
    score: purpose.stated ? 100 : 30,
    explanation: purpose.stated
      ? 'The opening states the purpose you gave.'
      : 'The opening does not state the purpose you gave.',
    ...evidenceOf(purpose.opening),
  };
}

function evidenceOf(span: TextSpan | undefined): { evidence?: Evidence } {
  return span ? { evidence: evidenceFrom(span) } : {};
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
