import type { OtherRecommendation } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { isHeadingLike } from '../../text/headings';
import { contentWordsOf } from '../../text/keywords';
import type { Readability } from '../../text/readability';
import type { Sentence } from '../../text/sentences';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { countOf, listOf } from '../wording';

export const READABLE_SENTENCE_WORDS = 35;
const LONG_SENTENCES_WORTH_MENTIONING = 3;
const HARD_GRADE = 14;
const HEADINGS_EXPECTED_FROM_WORDS = 800;
const SHORT_DOCUMENT_WORDS = 150;
/** The opening, where a reader expects to learn what the document is for. */
const OPENING_SHARE = 0.15;

export interface DocumentFacts {
  sentences: readonly Sentence[];
  lines: readonly TextSpan[];
  readability: Readability;
  wordCount: number;
  documentPurpose?: string;
}

/** Concrete, text-backed suggestions; a document with no problem found gets one reassuring note. */
export function documentRecommendations(facts: DocumentFacts): OtherRecommendation[] {
  const recommendations = [
    purposeRecommendation(facts),
    longSentenceRecommendation(facts.sentences),
    readabilityRecommendation(facts.readability),
    headingRecommendation(facts),
    lengthRecommendation(facts.wordCount),
  ].filter((item): item is OtherRecommendation => item !== undefined);
  if (recommendations.length > 0) return recommendations;
  return [
    {
      title: 'Keep the current structure',
      description: 'No problems were found with purpose, sentence length, readability or structure.',
      impact: 'low',
    },
  ];
}

function purposeRecommendation(facts: DocumentFacts): OtherRecommendation | undefined {
  if (!facts.documentPurpose) return undefined;
  const purposeWords = [...new Set(contentWordsOf(facts.documentPurpose))];
  if (purposeWords.length === 0) return undefined;
  const opening = facts.sentences.slice(0, Math.max(3, Math.ceil(facts.sentences.length * OPENING_SHARE)));
  const openingWords = new Set(opening.flatMap((sentence) => contentWordsOf(sentence.text)));
  const absent = purposeWords.filter((word) => !openingWords.has(word));
  if (absent.length < purposeWords.length / 2) return undefined;
  return {
    title: 'State the purpose early',
    description: `You described the purpose as “${facts.documentPurpose}”, but the opening does not mention ${listOf(absent.map((word) => `“${word}”`))}. Say what the document is for in its first paragraph.`,
    impact: 'high',
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
    impact: 'medium',
    evidence: evidenceFrom(longest.sentence),
  };
}

function readabilityRecommendation(readability: Readability): OtherRecommendation | undefined {
  if (readability.words === 0 || readability.grade <= HARD_GRADE) return undefined;
  return {
    title: 'Simplify the wording',
    description: `The text reads at about US grade ${readability.grade} (Flesch reading ease ${readability.readingEase}). Shorter words and sentences would reach more readers.`,
    impact: 'medium',
  };
}

function headingRecommendation(facts: DocumentFacts): OtherRecommendation | undefined {
  if (facts.wordCount < HEADINGS_EXPECTED_FROM_WORDS) return undefined;
  if (facts.lines.some(isHeadingLike)) return undefined;
  return {
    title: 'Add headings',
    description: `At ${facts.wordCount} words with no headings found, readers cannot scan the document. Break it into titled sections.`,
    impact: 'medium',
  };
}

function lengthRecommendation(wordCount: number): OtherRecommendation | undefined {
  if (wordCount >= SHORT_DOCUMENT_WORDS) return undefined;
  return {
    title: 'Add detail',
    description: `The document has only ${countOf(wordCount, 'word')}; it may be too short to make its point.`,
    impact: 'medium',
  };
}
