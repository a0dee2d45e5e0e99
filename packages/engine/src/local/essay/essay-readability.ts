import type { ReadabilityScore } from '@doclens/api';
import type { Readability } from '../../text/readability';
import { toScore } from '../score';
import type { LevelExpectations } from './essay-expectations';
import type { EssayKind } from './essay-kind';

/**
 * Points lost for each grade level outside the range that suits the audience. Reading well below
 * the level usually means short, simple sentences and plain words: immature writing, which costs
 * more than prose that is merely dense.
 */
const POINTS_PER_GRADE_BELOW = 20;
const POINTS_PER_GRADE_ABOVE = 12;

/**
 * Grades by which a story's comfortable reading range sits below the level's. Flesch–Kincaid counts
 * sentence length and syllables: a story's action and dialogue come in short sentences of everyday
 * words, so good narrative reads about two grades below exposition at the same level (young-adult
 * novels commonly measure grade 4–7), and simple sentences there are not immature writing.
 */
const NARRATIVE_GRADES_BELOW = 2;

/**
 * An average sentence longer than this is long: plain-English guidance keeps the average at 15–20
 * words, and docs/essay-grading.md takes the school sentence at about twenty; a quarter more is long.
 */
const LONG_SENTENCE_WORDS = 25;
/**
 * Words averaging fewer syllables than this are plain: everyday English runs at about 1.4 syllables
 * a word (most words of one or two), academic prose at 1.6 and more.
 */
const PLAIN_WORD_SYLLABLES = 1.5;

/** How long the sentences are and how hard the words, told apart: the grade mixes the two. */
export interface ReadingLoad {
  wordsPerSentence: number;
  syllablesPerWord: number;
  longSentences: boolean;
  plainWords: boolean;
}

export function readingLoad(readability: Readability): ReadingLoad {
  const wordsPerSentence = Math.round(readability.words / Math.max(1, readability.sentences));
  const syllablesPerWord = Math.round((readability.syllables / Math.max(1, readability.words)) * 10) / 10;
  return {
    wordsPerSentence,
    syllablesPerWord,
    longSentences: wordsPerSentence > LONG_SENTENCE_WORDS,
    plainWords: syllablesPerWord < PLAIN_WORD_SYLLABLES,
  };
}

/** "long sentences (34 words a sentence), plain words (1.3 syllables a word)", or "16 words a sentence, …". */
export function readingLoadNote(load: ReadingLoad): string {
  const perSentence = `${load.wordsPerSentence} words a sentence`;
  const sentences = load.longSentences ? `long sentences (${perSentence})` : perSentence;
  const words = `${load.plainWords ? 'plain words' : 'long words'} (${load.syllablesPerWord.toFixed(1)} syllables a word)`;
  return `${sentences}, ${words}`;
}

/**
 * The readability line of the summary and the evidence: the grade with the sentence length and the
 * word difficulty told apart, and no label of difficulty where plain words read hard only because
 * the sentences are long.
 */
export function readabilityLine(
  score: ReadabilityScore,
  readability: Readability,
  /** Sentences that run on: named as the cause of a high grade. */
  runOns = 0,
): string {
  const load = readingLoad(readability);
  const label =
    runOns > 0 && load.longSentences
      ? ', high because sentences run on'
      : load.longSentences && load.plainWords
        ? ''
        : ` (${score.complexity.toLowerCase()})`;
  return `US grade ${score.fleschKincaidLevel}${label}: ${readingLoadNote(load)}`;
}

/** The Flesch–Kincaid range that suits this kind of writing at this level. */
export function readingRange(level: LevelExpectations, kind: EssayKind): readonly [min: number, max: number] {
  const shift = kind === 'narrative' ? NARRATIVE_GRADES_BELOW : 0;
  return [level.readingGrade[0] - shift, level.readingGrade[1] - shift];
}

export function essayReadability(
  readability: Readability,
  level: LevelExpectations,
  kind: EssayKind,
  /** Sentences that run on: they, not difficult words, raise the grade of such a text. */
  runOns = 0,
  /** The words those sentences run on for without a stop. */
  runOnWords = 0,
): ReadabilityScore {
  const [min, max] = readingRange(level, kind);
  const writing = kind === 'narrative' ? `a ${level.label} story` : `${level.label} writing`;
  const grade = readability.grade;
  const load = readingLoad(readability);
  const off = grade < min ? min - grade : grade > max ? grade - max : 0;
  const penalty = off * (grade < min ? POINTS_PER_GRADE_BELOW : POINTS_PER_GRADE_ABOVE);
  const feedback =
    off === 0
      ? `Reads at about US grade ${grade}, which suits ${writing}${runOns > 0 ? ` on average, but ${runOns === 1 ? 'a sentence runs' : `${runOns} sentences run`} on without a full stop; end each sentence with one` : ''}.`
      : grade < min
        ? `Reads at about US grade ${grade}, simpler than expected for ${writing} (grade ${min}–${max}); vary sentence length and use more precise vocabulary.`
        : runOns > 0
          ? `Reads at about US grade ${grade}, from sentences that run on: ${readingLoadNote(load)}; end each sentence with a full stop.`
          : load.plainWords
            ? `Reads at about US grade ${grade}, from ${readingLoadNote(load)} rather than from difficult words; shorten long sentences.`
            : `Reads at about US grade ${grade}, harder than needed for ${writing} (grade ${min}–${max}); shorten long sentences.`;
  // A reader must find for themselves where the sentences of a run-on end: however well the average
  // fits, the words read in such sentences are not easy reading, and earn the score no points.
  const punctuatedShare = 1 - Math.min(1, runOnWords / Math.max(1, readability.words));
  return {
    score: toScore((100 - penalty) * punctuatedShare),
    fleschKincaidLevel: grade,
    // Plain words are not complex reading, however long the sentences that hold them.
    complexity:
      grade < 8 ? 'Simple' : grade < 12 || load.plainWords ? 'Moderate' : grade < 16 ? 'Complex' : 'Very complex',
    feedback: `${feedback} Flesch reading ease: ${readability.readingEase}.`,
    targetAudience: level.audience,
  };
}
