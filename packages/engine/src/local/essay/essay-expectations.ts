import type { EssayParameters } from '@doclens/api';
import type { EssayKind } from './essay-kind';

export type AcademicLevel = EssayParameters['academicLevel'];

/** What a good essay looks like at each level; every score is judged against these. */
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
}

/** A typed, double-spaced page in 12-point type: the unit in which essay lengths are set. */
const WORDS_PER_PAGE = 250;

/**
 * Each level's essay as assignments set it, in pages: the five-paragraph school essay fills two
 * pages, a first-year college essay four, an upper-level university essay six (the common
 * "1,500-word essay"), a graduate paper ten. Half that length is short: it can cover at most half
 * of what the task asks.
 */
function lengthOf(pages: number): Pick<LevelExpectations, 'minWords' | 'goodWords'> {
  const goodWords = pages * WORDS_PER_PAGE;
  return { minWords: goodWords / 2, goodWords };
}

/** The reader's own school grade (US), with the four grades below it that read comfortably. */
function readingUpTo(readerGrade: number): readonly [number, number] {
  return [readerGrade - 4, readerGrade];
}

/**
 * Academic writing from college on cites its sources (first-year composition teaches MLA or APA);
 * a school essay and a news article are written from what the writer knows or reports.
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
  // An opinion piece as newspapers ask for it (600–800 words), at its shorter end; news is written
  // for readers up to grade 10, around the 8th-grade level news style guides aim for.
  'news-article': {
    label: 'news article',
    readingGrade: readingUpTo(10),
    minWords: 300,
    goodWords: 600,
    citationsExpected: false,
    audience: 'The general public',
  },
};

/** Paragraphs of the five-paragraph essay: an introduction, three body paragraphs, a conclusion. */
const ESSAY_PARAGRAPHS = 5;

/**
 * Paragraphs each kind needs, against the level's full essay: a response to one text answers and
 * explains in a paragraph or two, a letter says what it has to say in two short paragraphs, a story
 * has its beginning, middle and end; an argument or a report needs the full essay. The kind's length
 * is that share of the level's essay length.
 */
const KIND_PARAGRAPHS: Record<EssayKind, number> = {
  'source-response': 2,
  letter: 2,
  narrative: 3,
  argument: ESSAY_PARAGRAPHS,
  expository: ESSAY_PARAGRAPHS,
};

const kindLengthShare = (kind: EssayKind): number => KIND_PARAGRAPHS[kind] / ESSAY_PARAGRAPHS;

/** Words a well-developed piece of this kind has at this level: beyond it, length stops mattering. */
export function expectedWords(level: LevelExpectations, kind: EssayKind): number {
  return Math.round(level.goodWords * kindLengthShare(kind));
}

/** Below this many words a piece of this kind is short at this level. */
export function shortOfWords(level: LevelExpectations, kind: EssayKind): number {
  return Math.round(level.minWords * kindLengthShare(kind));
}
