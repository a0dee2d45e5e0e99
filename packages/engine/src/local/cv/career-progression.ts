import type { IndustryAlignment } from '@doclens/api';
import { matchesOf } from '../../text/pattern-matches';
import type { TextSpan } from '../../text/text-span';

const SENIOR =
  /\b(?:senior|sr\.?|lead|principal|manager|director|head|chief|vp|vice\s+president|supervisor|partner)\b/iu;
const JUNIOR = /\b(?:junior|jr\.?|assistant|intern|trainee|associate|apprentice|entry)\b/iu;
/** "2015 – 2018", "Jan 2015 to Present", "12/2015 to 12/2016": a start, a dash or "to", an end. */
const DATE_RANGE =
  /\b(?:19|20)\d{2}\b[^\n]{0,40}?(?:[-–—]|\bto\b|\buntil\b)\s*(?:[\p{L}\d]+\.?[\s/]+)?(?:(?:19|20)\d{2}|present|current|now|date)\b/giu;
/** A line that is only a month and year ("June 2015", "06/2015"): a role's start or end set apart. */
const DATE_ONLY_LINE =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|\d{1,2}\/)?(?:19|20)\d{2}$|^(?:present|current)$/iu;

/** Reads the roles in the order written (usually newest first) for signs of promotion. */
export function careerProgression(experience: readonly TextSpan[]): IndustryAlignment['careerProgression'] {
  const titled = experience.filter((line) => SENIOR.test(line.text) || JUNIOR.test(line.text));
  const firstSenior = titled.findIndex((line) => SENIOR.test(line.text));
  const lastJunior = titled.map((line) => JUNIOR.test(line.text) && !SENIOR.test(line.text)).lastIndexOf(true);
  if (firstSenior !== -1 && lastJunior > firstSenior) return 'clear upward trajectory';
  if (countDateRanges(experience) >= 2) return 'steady';
  return 'unclear';
}

/** Date ranges written on one line, and start and end dates written on two lines one after the other. */
export function countDateRanges(lines: readonly TextSpan[]): number {
  const onOneLine = lines.reduce((sum, line) => sum + [...matchesOf(DATE_RANGE, line.text)].length, 0);
  let onTwoLines = 0;
  for (let index = 1; index < lines.length; index++) {
    const [start, end] = [lines[index - 1]?.text.trim() ?? '', lines[index]?.text.trim() ?? ''];
    if (DATE_ONLY_LINE.test(start) && DATE_ONLY_LINE.test(end)) {
      onTwoLines++;
      index++;
    }
  }
  return onOneLine + onTwoLines;
}
