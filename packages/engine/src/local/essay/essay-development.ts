import type { Sentence } from '../../text/sentences';
import { wordsOf } from '../../text/words';
import { scoreBetween, weightedScore } from '../score';
import { expectedWords, type LevelExpectations } from './essay-expectations';
import type { EssayKind } from './essay-kind';
import { guiraudIndex, mtld } from './lexical-diversity';
import { ownDevelopmentText } from './uncommented-quotations';

export interface Development {
  /** How far the ideas are developed for the kind and level, 0–100. */
  score: number;
  /** How varied and precise the vocabulary is, 0–100, whatever the essay's length. */
  vocabularyScore: number;
  /**
   * The same without Guiraud's index, which keeps rising with a text's length: the words'
   * variety and precision alone, with which a piece earns development beyond half its length.
   */
  varietyScore: number;
  /** Words of the essay's prose (anonymisation placeholders left out). */
  words: number;
  /** Words a well-developed piece of this kind has at this level. */
  expectedWords: number;
  /** Length-corrected lexical diversity (MTLD). */
  lexicalDiversity: number;
  /** Share of words of seven letters or more. */
  longWordShare: number;
  /** Share of vague, all-purpose words ("good", "things", "stuff"). */
  vagueWordShare: number;
}

/**
 * One paragraph where the five-paragraph essay has five (a few sentences where a response asks
 * for a paragraph or two) develops nothing yet: below a fifth of the expected length. Between it
 * and the expected length each added word counts for less (a log scale), as in a rubric's bands,
 * which separate one line from one paragraph more than eight paragraphs from nine.
 */
const UNDEVELOPED_SHARE = 1 / 5;
/** The plain-English sentence of about twenty words, the unit the word shares below are read in. */
const SENTENCE_WORDS = 20;
/** A long word has seven letters or more, as in Björnsson's LIX readability formula. */
const LONG_WORD_LETTERS = 7;
/**
 * LIX is the words per sentence plus the percentage of long words; with twenty-word sentences, a
 * LIX of 30 (easy text: fiction, plain prose) has one long word in ten and one of 40 (factual prose,
 * newspapers) one in five. Range of words runs from the first (0) to the second (100).
 */
const LONG_WORD_SHARE: readonly [number, number] = [(30 - SENTENCE_WORDS) / 100, (40 - SENTENCE_WORDS) / 100];
/**
 * MTLD counts the words a text runs before its type–token ratio falls to 0.72; about 40 is
 * repetitive writing and 100 varied prose (McCarthy & Jarvis 2010 report 60–110 for adults).
 */
const MTLD_RANGE: readonly [number, number] = [40, 100];
/**
 * Guiraud's index (types over the square root of tokens) over one paragraph of a hundred words is
 * ten times its type–token ratio: from 4 (six words in ten repeat one already used) to 10 (none
 * repeats). Longer texts reach further; that is why the graded development leaves it out.
 */
const GUIRAUD_RANGE: readonly [number, number] = [4, 10];
/** A vague word in every sentence is vague writing (0); none is precise (100). */
const VAGUE_SHARE: readonly [number, number] = [1 / SENTENCE_WORDS, 0];
const VAGUE =
  /^(?:good|bad|nice|great|thing|things|stuff|lot|lots|really|very|get|gets|got|getting|big|okay|ok|awesome|cool)$/u;
const PLACEHOLDER = /@\p{L}+\d*/gu;

/**
 * Development judged by length against what the kind and level ask for, and vocabulary by its
 * range and precision corrected for length (a long essay repeats more words without being poorer).
 * Both read the writer's own words: a quotation left without comment is not counted.
 */
export function essayDevelopment(
  sentences: readonly Sentence[],
  level: LevelExpectations,
  kind: EssayKind,
): Development {
  const words = ownDevelopmentText(sentences, kind).flatMap((text) => wordsOf(text.replace(PLACEHOLDER, ' ')));
  const expected = expectedWords(level, kind);
  const share = (test: (word: string) => boolean) =>
    words.length === 0 ? 0 : words.filter(test).length / words.length;
  const longWordShare = share((word) => word.length >= LONG_WORD_LETTERS);
  const vagueWordShare = share((word) => VAGUE.test(word));
  const lexicalDiversity = mtld(words);
  // Each measure reads one descriptor of word choice (range, variety, precision); like a rubric's
  // descriptors, they count alike.
  const variety = scoreBetween(lexicalDiversity, ...MTLD_RANGE);
  const range = scoreBetween(longWordShare, ...LONG_WORD_SHARE);
  const precision = scoreBetween(vagueWordShare, ...VAGUE_SHARE);
  const vocabularyScore = meanOf([scoreBetween(guiraudIndex(words), ...GUIRAUD_RANGE), variety, range, precision]);
  const varietyScore = meanOf([variety, range, precision]);
  return {
    score: scoreBetween(Math.log(Math.max(1, words.length) / expected), Math.log(UNDEVELOPED_SHARE), 0),
    vocabularyScore,
    varietyScore,
    words: words.length,
    expectedWords: expected,
    lexicalDiversity: Math.round(lexicalDiversity),
    longWordShare,
    vagueWordShare,
  };
}

const meanOf = (scores: readonly number[]): number => weightedScore(scores.map((score) => [score, 1] as const));

/**
 * About a paragraph, the school paragraph of five sentences of about twenty words: the least text in
 * which a reader can judge a writer's conventions and words.
 */
const PARAGRAPH_WORDS = 5 * SENTENCE_WORDS;

/**
 * How much of their weight the language parts (grammar, vocabulary, structure, readability…) earn:
 * a sentence or two shows too little of the writer's command of conventions and words to credit it
 * in full (rubrics give a response too brief to judge no credit for conventions), so below about a
 * paragraph they count in proportion to its length. This is evidence, not development: it does not
 * depend on the level or the kind of writing.
 */
export function languageEvidence(words: number): number {
  return Math.min(1, words / PARAGRAPH_WORDS);
}

/**
 * The development score of a piece half as long as its kind asks for (about 57 on the log scale):
 * below half the expected length a piece is short (`shortOfWords`), and length is what it lacks.
 */
const HALF_LENGTH_SCORE = scoreBetween(Math.log(0.5), Math.log(UNDEVELOPED_SHARE), 0);

/**
 * Development as graded. Length shows development only up to a point: rubrics score ideas by their
 * elaboration and detail, which a short piece cannot have but a long one need not. Length alone
 * earns development up to half the expected length; from there to full length, development is
 * earned by length and varied, precise words together (a long piece in plain, repeated words is
 * long, not developed). The words are judged by a measure that does not grow with length
 * (`varietyScore`, MTLD and word shares): with Guiraud's index in it, which does, a long piece
 * would earn this part of its development from its length a second time.
 */
export function gradedDevelopment(development: Pick<Development, 'score' | 'varietyScore'>): number {
  if (development.score <= HALF_LENGTH_SCORE) return development.score;
  return Math.round(HALF_LENGTH_SCORE + ((development.score - HALF_LENGTH_SCORE) * development.varietyScore) / 100);
}
