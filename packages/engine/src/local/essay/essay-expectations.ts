import type { EssayParameters } from '@doclens/api';

export type AcademicLevel = EssayParameters['academicLevel'];

/** What a good essay looks like at each level; every score is judged against these. */
export interface LevelExpectations {
  label: string;
  /** Flesch–Kincaid grades a reader at this level handles comfortably. */
  readingGrade: readonly [min: number, max: number];
  /** Below `minWords` an essay is underdeveloped; at `goodWords` length stops mattering. */
  minWords: number;
  goodWords: number;
  /** Distinct words at which development scores 0 and 100 (a log scale between them). */
  vocabularyRange: readonly [low: number, high: number];
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
    vocabularyRange: [40, 400],
    citationsExpected: false,
    gradeLeniency: 4,
    audience: 'High-school teachers and classmates',
  },
  college: {
    label: 'college',
    readingGrade: [9, 13],
    minWords: 500,
    goodWords: 900,
    vocabularyRange: [60, 550],
    citationsExpected: true,
    gradeLeniency: 0,
    audience: 'College instructors and general educated readers',
  },
  university: {
    label: 'university',
    readingGrade: [10, 14],
    minWords: 800,
    goodWords: 1500,
    vocabularyRange: [80, 700],
    citationsExpected: true,
    gradeLeniency: -2,
    audience: 'University lecturers and readers familiar with the subject',
  },
  graduate: {
    label: 'graduate',
    readingGrade: [11, 16],
    minWords: 1200,
    goodWords: 2500,
    vocabularyRange: [100, 900],
    citationsExpected: true,
    gradeLeniency: -4,
    audience: 'Academic specialists and examiners',
  },
  'news-article': {
    label: 'news article',
    readingGrade: [6, 10],
    minWords: 300,
    goodWords: 600,
    vocabularyRange: [50, 450],
    citationsExpected: false,
    gradeLeniency: 2,
    audience: 'The general public',
  },
};
