import type { CvParameters } from '@doclens/api';

type ExperienceLevel = NonNullable<CvParameters['experienceLevel']>;

/** Roughly one page for early careers, two for seniors, in words of extracted text. */
const WORD_LIMIT: Record<ExperienceLevel, number> = {
  'entry-level': 700,
  'mid-level': 1100,
  'senior-level': 1500,
  executive: 1700,
};
const DEFAULT_LIMIT = 1100;
/** Below this, a CV cannot show much experience. */
export const MIN_CV_WORDS = 150;

export function wordLimitFor(level: CvParameters['experienceLevel']): number {
  return level ? WORD_LIMIT[level] : DEFAULT_LIMIT;
}

/** "Under a minute", "About 3 minutes": reading the whole CV at an ordinary 200 words a minute. */
export function readingTime(wordCount: number): string {
  const minutes = Math.round(wordCount / 200);
  if (minutes < 1) return 'Under a minute to read in full';
  return `About ${minutes} minute${minutes === 1 ? '' : 's'} to read in full`;
}
