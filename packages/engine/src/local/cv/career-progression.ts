import type { IndustryAlignment } from '@doclens/api';
import { matchesOf } from '../../text/pattern-matches';
import type { TextSpan } from '../../text/text-span';

const SENIOR =
  /\b(?:senior|sr\.?|lead|principal|manager|director|head|chief|vp|vice\s+president|supervisor|partner)\b/iu;
const JUNIOR = /\b(?:junior|jr\.?|assistant|intern|trainee|associate|apprentice|entry)\b/iu;
const DATE_RANGE =
  /\b(?:19|20)\d{2}\b[^\n]{0,40}?(?:[-–—]|\bto\b)\s*(?:\w+\s+)?(?:(?:19|20)\d{2}|present|current|now)\b/giu;

/** Reads the roles in the order written (usually newest first) for signs of promotion. */
export function careerProgression(experience: readonly TextSpan[]): IndustryAlignment['careerProgression'] {
  const titled = experience.filter((line) => SENIOR.test(line.text) || JUNIOR.test(line.text));
  const firstSenior = titled.findIndex((line) => SENIOR.test(line.text));
  const lastJunior = titled.map((line) => JUNIOR.test(line.text) && !SENIOR.test(line.text)).lastIndexOf(true);
  if (firstSenior !== -1 && lastJunior > firstSenior) return 'clear upward trajectory';
  if (countDateRanges(experience) >= 2) return 'steady';
  return 'unclear';
}

export function countDateRanges(lines: readonly TextSpan[]): number {
  return lines.reduce((sum, line) => sum + [...matchesOf(DATE_RANGE, line.text)].length, 0);
}
