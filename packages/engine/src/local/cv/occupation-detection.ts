import type { CvOccupationCategory, DetectedOccupation } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { OCCUPATIONS, type Occupation } from '../../text/occupation-taxonomy';
import { termPattern } from '../../text/term-pattern';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { sectionHeadingName } from './cv-sections';

/** A job title says more about the occupation than one skill among many. */
const TITLE_POINTS = 3;
const SKILL_POINTS = 1;
/** The headline under the name is usually the title the person applies as. */
const HEADLINE_LINES = 3;
const HEADLINE_WEIGHT = 5;
const TOP_SHARE = 0.2;
const TOP_WEIGHT = 2;
/** One term repeated many times is still one piece of evidence. */
const MAX_POINTS_PER_TERM = 12;
/** Below this the text names too little of any occupation to call it. */
const MIN_SCORE = 6;
/** A score at which one occupation is plainly present. */
const CLEAR_SCORE = 30;
const HEADLINE_BONUS = 30;
const MAX_HEADLINE_WORDS = 8;
/** A target names an occupation through one of its titles or two of its skills. */
const MIN_TARGET_SCORE = 2 * SKILL_POINTS * HEADLINE_WEIGHT;

interface CompiledTerm {
  pattern: RegExp;
  points: number;
}

interface CompiledOccupation {
  occupation: Occupation;
  terms: CompiledTerm[];
  titles: RegExp[];
}

const COMPILED: readonly CompiledOccupation[] = OCCUPATIONS.map((occupation) => ({
  occupation,
  titles: occupation.titles.map(termPattern),
  terms: [
    ...occupation.titles.map((term) => ({ pattern: termPattern(term), points: TITLE_POINTS })),
    ...[...occupation.keySkills, ...occupation.vocabulary].map((term) => ({
      pattern: termPattern(term),
      points: SKILL_POINTS,
    })),
  ],
}));

export interface OccupationScore {
  occupation: Occupation;
  score: number;
  /** The line that adds most to the score. */
  bestLine?: TextSpan;
}

/** Every occupation scored by how often, and how near the top, its titles and skills appear. */
export function scoreOccupations(lines: readonly TextSpan[]): OccupationScore[] {
  const topLines = Math.ceil(lines.length * TOP_SHARE);
  const weightOf = (index: number) => (index < HEADLINE_LINES ? HEADLINE_WEIGHT : index < topLines ? TOP_WEIGHT : 1);
  return COMPILED.map(({ occupation, terms }) => {
    const perTerm = new Array<number>(terms.length).fill(0);
    let bestLine: TextSpan | undefined;
    let bestLinePoints = 0;
    lines.forEach((line, index) => {
      let linePoints = 0;
      terms.forEach((term, termIndex) => {
        const hits = line.text.match(term.pattern)?.length ?? 0;
        if (hits === 0) return;
        const points = hits * term.points * weightOf(index);
        perTerm[termIndex] = (perTerm[termIndex] ?? 0) + points;
        linePoints += points;
      });
      if (linePoints > bestLinePoints) {
        bestLinePoints = linePoints;
        bestLine = line;
      }
    });
    const score = perTerm.reduce((sum, points) => sum + Math.min(points, MAX_POINTS_PER_TERM), 0);
    return { occupation, score, ...(bestLine ? { bestLine } : {}) };
  }).sort((a, b) => b.score - a.score);
}

/**
 * The occupation the CV reads as. A job title in the headline is what the person says they are,
 * so it decides among the occupations it names; the body's titles and skills decide the rest.
 */
export function detectOccupation(lines: readonly TextSpan[]): DetectedOccupation | undefined {
  const headline = headlineTitles(lines);
  const ranked = scoreOccupations(lines)
    .map((entry) => {
      const named = headline.find((title) => title.category === entry.occupation.category);
      return named ? { ...entry, score: entry.score + HEADLINE_BONUS, bestLine: named.line } : entry;
    })
    .sort((a, b) => b.score - a.score);
  const named = new Set(headline.map((title) => title.category));
  const first = ranked.find((entry) => named.size === 0 || named.has(entry.occupation.category));
  if (!first || first.score < MIN_SCORE) return undefined;
  const second = ranked.find((entry) => entry !== first);
  const share = first.score / (first.score + (second?.score ?? 0));
  const strength = Math.min(1, first.score / CLEAR_SCORE);
  return {
    category: first.occupation.category,
    confidence: Math.round(share * strength * 100) / 100,
    ...(first.bestLine ? { evidence: evidenceFrom(first.bestLine) } : {}),
  };
}

interface HeadlineTitle {
  category: CvOccupationCategory;
  line: TextSpan;
}

/**
 * Job titles in the short lines above the first section heading. Where titles overlap, the longer
 * one is meant: "Fitness Instructor" names a fitness job, not a teaching one.
 */
export function headlineTitles(lines: readonly TextSpan[]): HeadlineTitle[] {
  const firstHeading = lines.findIndex((line) => sectionHeadingName(line) !== undefined);
  const header = lines.slice(0, firstHeading === -1 ? HEADLINE_LINES : Math.min(firstHeading, HEADLINE_LINES));
  return header
    .filter((line) => countWords(line.text) <= MAX_HEADLINE_WORDS)
    .flatMap((line) => {
      const found = COMPILED.flatMap(({ occupation, titles }) =>
        titles.flatMap((pattern) =>
          [...line.text.matchAll(pattern)].map((match) => ({
            category: occupation.category,
            start: match.index,
            end: match.index + match[0].length,
          })),
        ),
      );
      return found
        .filter(
          (hit) =>
            !found.some(
              (other) =>
                other.end - other.start > hit.end - hit.start && other.start <= hit.start && other.end >= hit.end,
            ),
        )
        .map((hit) => ({ category: hit.category, line }));
    });
}

/** The occupation a target job or industry names ("Registered Nurse" → healthcare), if any. */
export function occupationOfTarget(target: string): Occupation | undefined {
  const span: TextSpan = { text: target, page: 1, start: 0, end: target.length };
  const [best] = scoreOccupations([span]).filter((entry) => entry.score >= MIN_TARGET_SCORE);
  return best?.occupation;
}
