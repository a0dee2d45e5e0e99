import type { EssayParameters } from '@doclens/api';
import type { EssayKind } from './essay-kind';

export type AcademicLevel = EssayParameters['academicLevel'];

/**
 * What a good essay looks like at each level; every score is judged against these. Each value
 * follows from a stated convention (docs/essay-grading.md), none from agreement with graded essays.
 */
export interface LevelExpectations {
  label: string;
  /**
   * Flesch–Kincaid grades a reader at this level handles comfortably: from four grades below the
   * reader's own school grade up to it.
   */
  readingGrade: readonly [min: number, max: number];
  /** Below `minWords` an essay is short; `goodWords` is a well-developed essay's length. */
  minWords: number;
  goodWords: number;
  citationsExpected: boolean;
  audience: string;
  /** The length the task itself names ("in 300 words", "in one paragraph"), which sets the expected length for any kind. */
  taskWords?: number;
}

/**
 * A typed, double-spaced page in 12-point type holds about 250 words: the unit in which schools
 * and colleges set essay lengths ("a two-page essay").
 */
const WORDS_PER_PAGE = 250;

/**
 * Each level's essay as assignments commonly set it, in pages: the five-paragraph school essay
 * fills two, a first-year college essay four, an upper-level university essay six (the common
 * 1,500-word essay), a graduate paper ten. Half that length is short: it can cover at most half of
 * what the task asks.
 */
function lengthOf(pages: number): Pick<LevelExpectations, 'minWords' | 'goodWords'> {
  const goodWords = pages * WORDS_PER_PAGE;
  return { minWords: goodWords / 2, goodWords };
}

/**
 * Flesch–Kincaid scores a text as the US school grade that can read it. A school stage (middle
 * school 5–8, high school 9–12) spans four grades, so a text suits readers from four grades below
 * their own up to it.
 */
const COMFORTABLE_GRADES = 4;

function readingUpTo(readerGrade: number): readonly [number, number] {
  return [readerGrade - COMFORTABLE_GRADES, readerGrade];
}

/**
 * The reader's grade is the level's own: the middle of high school (11), a first college year (13),
 * a second university year (14), a finished degree (16), and for news the tenth grade that plain
 * news style writes up to. Academic writing from college on cites its sources (first-year
 * composition teaches MLA or APA); a school essay and a news piece are written from what the writer
 * knows or reports.
 */
export const LEVEL_EXPECTATIONS: Record<AcademicLevel, LevelExpectations> = {
  'high-school': {
    label: 'high-school',
    readingGrade: readingUpTo(11),
    ...lengthOf(2),
    citationsExpected: false,
    audience: 'High-school teachers and classmates',
  },
  college: {
    label: 'college',
    readingGrade: readingUpTo(13),
    ...lengthOf(4),
    citationsExpected: true,
    audience: 'College instructors and general educated readers',
  },
  university: {
    label: 'university',
    readingGrade: readingUpTo(14),
    ...lengthOf(6),
    citationsExpected: true,
    audience: 'University lecturers and readers familiar with the subject',
  },
  graduate: {
    label: 'graduate',
    readingGrade: readingUpTo(16),
    ...lengthOf(10),
    citationsExpected: true,
    audience: 'Academic specialists and examiners',
  },
  // An opinion piece as newspapers ask for it (600–800 words), at its shorter end, short below half.
  'news-article': {
    label: 'news article',
    readingGrade: readingUpTo(10),
    minWords: 300,
    goodWords: 600,
    citationsExpected: false,
    audience: 'The general public',
  },
};

/** The paragraphs of a letter: it says what it has to say in two short ones. */
export const LETTER_PARAGRAPHS = 2;

/** Paragraphs of the five-paragraph essay: an introduction, three body paragraphs, a conclusion. */
const ESSAY_PARAGRAPHS = 5;

/**
 * Paragraphs each kind needs against the level's full essay: a letter says what it has to say in two
 * short paragraphs, a story has its beginning, middle and end; an argument or a report needs the full
 * essay. The kind's length is that share of the level's essay length.
 */
const KIND_PARAGRAPHS: Record<Exclude<EssayKind, 'source-response'>, number> = {
  letter: LETTER_PARAGRAPHS,
  narrative: 3,
  argument: ESSAY_PARAGRAPHS,
  expository: ESSAY_PARAGRAPHS,
};

/** The school paragraph: five sentences of about twenty words. */
export const SCHOOL_PARAGRAPH_WORDS = 100;
/**
 * A question on a text read is answered in a paragraph or two (the constructed response schools
 * teach: answer, cite the text, explain), whatever the course: the question sets the answer's
 * length, not the level's essay. Short below one paragraph.
 */
const RESPONSE_WORDS = 2 * SCHOOL_PARAGRAPH_WORDS;

const kindLengthShare = (kind: Exclude<EssayKind, 'source-response'>): number =>
  KIND_PARAGRAPHS[kind] / ESSAY_PARAGRAPHS;

/**
 * Words a well-developed piece of this kind has at this level: beyond it, length stops mattering. A
 * length the task names is what the writer was asked for, whatever the kind.
 */
export function expectedWords(level: LevelExpectations, kind: EssayKind): number {
  if (level.taskWords !== undefined) return level.taskWords;
  return kind === 'source-response' ? RESPONSE_WORDS : Math.round(level.goodWords * kindLengthShare(kind));
}

/** Below this many words a piece of this kind is short at this level (half of what the task names). */
export function shortOfWords(level: LevelExpectations, kind: EssayKind): number {
  if (level.taskWords !== undefined) return Math.round(level.taskWords / 2);
  return kind === 'source-response' ? RESPONSE_WORDS / 2 : Math.round(level.minWords * kindLengthShare(kind));
}

/** The words of one of the level's paragraphs: its essay length over the five-paragraph essay's five. */
export function paragraphWords(level: LevelExpectations): number {
  return Math.round(level.goodWords / ESSAY_PARAGRAPHS);
}

/**
 * A case argued in a letter (to a paper's editor, a council, a principal) is made in the space a
 * letter gets: letters pages print letters of about 150 to 300 words, whoever writes them, and no
 * reader expects an essay's introduction, body and conclusion in them. The longest a paper prints
 * is the developed letter; half of it is short, as for an essay.
 */
const PRINTED_LETTER_WORDS = 300;

/** The level's lengths for a case argued in a letter rather than in an essay. */
export function expectationsForArguedLetter(level: LevelExpectations): LevelExpectations {
  const goodWords = Math.min(level.goodWords, PRINTED_LETTER_WORDS);
  return { ...level, minWords: goodWords / 2, goodWords };
}
