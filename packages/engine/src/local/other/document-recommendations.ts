import type { OtherRecommendation } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { isHeadingLike } from '../../text/headings';
import { readabilityOf } from '../../text/readability';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf, listOf } from '../wording';
import { actionRecommendations } from './action-recommendations';
import type { StatementSignals } from './statement-signals';
import {
  HEADINGS_EXPECTED_FROM_WORDS,
  longestParagraph,
  READABLE_SENTENCE_WORDS,
  type WritingFacts,
} from './writing-facts';

const LONG_SENTENCES_WORTH_MENTIONING = 3;
const HARD_GRADE = 14;
const SHORT_DOCUMENT_WORDS = 150;
const GRADED_STATEMENTS = 25;
const IMPACT_ORDER = { high: 0, medium: 1, low: 2 } as const;

export interface DocumentFacts extends WritingFacts {
  sentences: readonly Sentence[];
}

/**
 * Concrete suggestions, each quoting the passage that prompted it, most important first; a document
 * with no problem found gets one reassuring note.
 */
export function documentRecommendations(facts: DocumentFacts): OtherRecommendation[] {
  const recommendations = [
    purposeRecommendation(facts),
    ...actionRecommendations(facts.statements),
    longSentenceRecommendation(facts.sentences),
    readabilityRecommendation(facts),
    headingRecommendation(facts),
    lengthRecommendation(facts),
  ].filter((item): item is OtherRecommendation => item !== undefined);
  if (recommendations.length > 0) {
    return recommendations.sort((a, b) => IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact]);
  }
  return [
    {
      title: 'Keep the current structure',
      description: 'No problems were found with purpose, actions, figures, sentence length, readability or structure.',
      impact: 'low',
    },
  ];
}

function purposeRecommendation({ purpose }: DocumentFacts): OtherRecommendation | undefined {
  if (!purpose || purpose.stated) return undefined;
  return {
    title: 'State the purpose early',
    description: `You described the purpose as “${purpose.purpose}”, but the opening does not mention ${listOf(purpose.absentWords.map((word) => `“${word}”`))}. Say what the document is for in its first paragraph.`,
    impact: 'high',
    ...(purpose.opening ? { evidence: evidenceFrom(purpose.opening) } : {}),
  };
}

function longSentenceRecommendation(sentences: readonly Sentence[]): OtherRecommendation | undefined {
  const long = sentences
    .map((sentence) => ({ sentence, words: countWords(sentence.text) }))
    .filter((item) => item.words > READABLE_SENTENCE_WORDS);
  if (long.length < LONG_SENTENCES_WORTH_MENTIONING) return undefined;
  const longest = long.reduce((a, b) => (b.words > a.words ? b : a));
  return {
    title: 'Shorten long sentences',
    description: `${countOf(long.length, 'sentence')} run over ${READABLE_SENTENCE_WORDS} words; the longest has ${longest.words}. Split them so each makes one point.`,
    impact: long.length * 4 > sentences.length ? 'high' : 'medium',
    evidence: evidenceFrom(longest.sentence),
  };
}

function readabilityRecommendation(facts: DocumentFacts): OtherRecommendation | undefined {
  const { readability } = facts;
  if (readability.words === 0 || readability.grade <= HARD_GRADE) return undefined;
  const hardest = hardestStatement(facts.statements);
  return {
    title: 'Simplify the wording',
    description: `The text reads at about US grade ${readability.grade} (Flesch reading ease ${readability.readingEase}). Shorter words and sentences would reach more readers.`,
    impact: 'medium',
    ...(hardest ? { evidence: evidenceFrom(hardest) } : {}),
  };
}

/**
 * The statement with the highest reading grade: the best example of what to simplify. Only the
 * longest statements are graded (syllable counting is the costly part), since length drives the grade.
 */
function hardestStatement(statements: readonly StatementSignals[]): Sentence | undefined {
  const longest = [...statements].sort((a, b) => b.words - a.words || a.sentence.index - b.sentence.index);
  let hardest: { sentence: Sentence; grade: number } | undefined;
  for (const { sentence, words } of longest.slice(0, GRADED_STATEMENTS)) {
    if (words < 10) continue;
    const grade = readabilityOf([sentence.text]).grade;
    if (!hardest || grade > hardest.grade) hardest = { sentence, grade };
  }
  return hardest?.sentence;
}

function headingRecommendation(facts: DocumentFacts): OtherRecommendation | undefined {
  if (facts.wordCount < HEADINGS_EXPECTED_FROM_WORDS) return undefined;
  if (facts.lines.some(isHeadingLike)) return undefined;
  const longest = longestParagraph(facts.paragraphs);
  return {
    title: 'Add headings',
    description: `At ${facts.wordCount} words with no headings found, readers cannot scan the document. Break it into titled sections${longest ? `, starting with the longest block (${countWords(longest.text)} words)` : ''}.`,
    impact: 'medium',
    ...(longest ? { evidence: evidenceFrom(longest) } : {}),
  };
}

function lengthRecommendation(facts: DocumentFacts): OtherRecommendation | undefined {
  if (facts.wordCount >= SHORT_DOCUMENT_WORDS) return undefined;
  const first = facts.sentences[0];
  return {
    title: 'Add detail',
    description: `The document has only ${countOf(facts.wordCount, 'word')}; it may be too short to make its point.`,
    impact: 'medium',
    ...(first ? { evidence: evidenceFrom(first) } : {}),
  };
}
