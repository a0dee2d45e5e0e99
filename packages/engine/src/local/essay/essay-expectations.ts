import type { EssayParameters } from '@doclens/api';
import type { EssayKind } from './essay-kind';

export type AcademicLevel = EssayParameters['academicLevel'];

/** What a good essay looks like at each level; every score is judged against these. */
export interface LevelExpectations {
  label: string;
  /** Flesch–Kincaid grades a reader at this level handles comfortably. */
  readingGrade: readonly [min: number, max: number];
  /** Below `minWords` an essay is short; `goodWords` is a well-developed essay's length. */
  minWords: number;
  goodWords: number;
  citationsExpected: boolean;
  /** Points added before looking up the letter: earlier levels are graded more leniently. */
  gradeLeniency: number;
  audience: string;
}

export const LEVEL_EXPECTATIONS: Record<AcademicLevel, LevelExpectations> = {
  'high-school': {
    label: 'high-school',
    readingGrade: [7, 11],
    minWords: 250,
    goodWords: 500,
    citationsExpected: false,
    gradeLeniency: 4,
    audience: 'High-school teachers and classmates',
  },
  college: {
    label: 'college',
    readingGrade: [9, 13],
    minWords: 500,
    goodWords: 900,
    citationsExpected: true,
    gradeLeniency: 0,
    audience: 'College instructors and general educated readers',
  },
  university: {
    label: 'university',
    readingGrade: [10, 14],
    minWords: 800,
    goodWords: 1500,
    citationsExpected: true,
    gradeLeniency: -2,
    audience: 'University lecturers and readers familiar with the subject',
  },
  graduate: {
    label: 'graduate',
    readingGrade: [11, 16],
    minWords: 1200,
    goodWords: 2500,
    citationsExpected: true,
    gradeLeniency: -4,
    audience: 'Academic specialists and examiners',
  },
  'news-article': {
    label: 'news article',
    readingGrade: [6, 10],
    minWords: 300,
    goodWords: 600,
    citationsExpected: false,
    gradeLeniency: 2,
    audience: 'The general public',
  },
};

/**
 * A response to one text read answers a question about it in a paragraph or two, a letter to
 * someone says what it has to say in a few short paragraphs, and a personal story is complete in
 * about a page; an argument or a report needs the level's full essay length (an introduction,
 * several developed points and a conclusion). Shares of the level's essay length.
 */
const KIND_LENGTH_SHARE: Record<EssayKind, number> = {
  'source-response': 0.4,
  letter: 0.4,
  narrative: 0.6,
  argument: 1,
  expository: 1,
};

/** Words a well-developed piece of this kind has at this level: beyond it, length stops mattering. */
export function expectedWords(level: LevelExpectations, kind: EssayKind): number {
  return Math.round(level.goodWords * KIND_LENGTH_SHARE[kind]);
}

/** Below this many words a piece of this kind is short at this level. */
export function shortOfWords(level: LevelExpectations, kind: EssayKind): number {
  return Math.round(level.minWords * KIND_LENGTH_SHARE[kind]);
}

/**
 * A case argued in a letter (to a paper's editor, a council, a principal) is made in the space a
 * letter gets: papers print letters of a few hundred words, about three fifths of a school essay,
 * and no reader expects an essay's introduction, body and conclusion in them.
 */
const ARGUED_LETTER_SHARE = 0.6;

/** The level's lengths for a case argued in a letter rather than in an essay. */
export function expectationsForArguedLetter(level: LevelExpectations): LevelExpectations {
  return {
    ...level,
    minWords: Math.round(level.minWords * ARGUED_LETTER_SHARE),
    goodWords: Math.round(level.goodWords * ARGUED_LETTER_SHARE),
  };
}
