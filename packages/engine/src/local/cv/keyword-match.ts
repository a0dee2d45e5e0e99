import { contentWordsOf } from '../../text/keywords';
import type { TextSpan } from '../../text/text-span';
import { occupationOfTarget } from './occupation-detection';

/** Terms of the target that the CV shows, and those it lacks. */
export interface KeywordMatch {
  /** Where the terms come from: the target job (and industry), or the CV's own skills list. */
  basis: 'target' | 'listed-skills';
  terms: string[];
  matched: string[];
  missing: string[];
  /** matched / terms, 0 to 1 (0 when there is nothing to match). */
  fraction: number;
}

// Words of a job title that say nothing about the skills needed.
const TITLE_NOISE = new Set([
  'senior',
  'junior',
  'lead',
  'head',
  'level',
  'entry',
  'mid',
  'job',
  'role',
  'position',
  'remote',
  'full',
  'part',
  'time',
  'intern',
  'trainee',
]);
const SUFFIXES = /(?:ations?|ists?|ing|ers?|ed|ies|es|s|ment|ical|ics|ic|al|ive|y)$/u;
const MIN_STEM = 4;

/** A crude stem so that "analyst", "analysis" and "analytics" meet. */
export function stemOf(word: string): string {
  const stem = word.replace(SUFFIXES, '');
  return stem.length >= MIN_STEM ? stem : word;
}

/** A term (one word or several) matches when every one of its topic words appears in the lines. */
export function matchKeywords(terms: readonly string[], lines: readonly TextSpan[]): KeywordMatch {
  const stems = new Set(lines.flatMap((line) => contentWordsOf(line.text).map(stemOf)));
  const unique = [...new Set(terms)].filter((term) => contentWordsOf(term).length > 0);
  const matched = unique.filter((term) => contentWordsOf(term).every((word) => stems.has(stemOf(word))));
  return {
    basis: 'target',
    terms: unique,
    matched,
    missing: unique.filter((term) => !matched.includes(term)),
    fraction: unique.length === 0 ? 0 : matched.length / unique.length,
  };
}

/**
 * The words of the target job and industry, then the key skills of the occupation they name, so
 * that a CV is measured against what such postings usually ask for and not only the title.
 */
export function targetTerms(targetJob: string | undefined, industry: string | undefined): string[] {
  const words = [...contentWordsOf(targetJob ?? ''), ...contentWordsOf(industry ?? '')].filter(
    (word) => !TITLE_NOISE.has(word),
  );
  const occupation = occupationOfTarget([targetJob, industry].filter(Boolean).join(' '));
  return [...new Set([...words, ...(occupation?.keySkills ?? [])])];
}

/** The skills listed in a skills section: items between commas, bullets and line ends. */
export function listedSkills(skillLines: readonly TextSpan[]): string[] {
  return skillLines
    .flatMap((line) => line.text.split(/[,;|•·\u2022]|\s{2,}/u))
    .map((item) => item.trim().replace(/[.:]+$/u, ''))
    .filter((item) => item.length > 1 && item.split(/\s+/u).length <= 4);
}
