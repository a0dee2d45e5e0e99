import type { CvOccupationCategory, DetectedOccupation } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import { termPattern } from '../../text/term-pattern';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { type CvSectionName, sectionHeadingName } from './cv-sections';
import { HEADLINE_LINES, HEADLINE_WEIGHT, occupationLineWeights } from './line-weights';
import { EMPLOYER_KINDS, OCCUPATIONS, type Occupation } from './occupation-taxonomy';

/** A job title says more about the occupation than one skill among many. */
const TITLE_POINTS = 3;
const SKILL_POINTS = 1;
/** One term repeated many times is still one piece of evidence. */
const MAX_POINTS_PER_TERM = 12;
/** Below this the text names too little of any occupation to call it. */
const MIN_SCORE = 6;
/** A score at which one occupation is plainly present. */
const CLEAR_SCORE = 30;
/** The leading occupation's share of the two best scores below which neither is called. */
const MIN_SHARE = 0.55;
const HEADLINE_BONUS = 30;
/**
 * Several fields (automotive, contact centres, healthcare, fitness, agriculture, aviation, banking,
 * fashion retail) are known by the industry the work is done in: a line naming an employer of that
 * industry weighs more than a headline title, up to five lines. It decides only where the headline
 * names no field or several, since the headline still limits the choice to the fields it names.
 */
const INDUSTRY_LINE_BONUS = 40;
const INDUSTRY_MAX_LINES = 5;
const MAX_HEADLINE_WORDS = 8;
/** A target names an occupation through one of its titles or two of its skills. */
const MIN_TARGET_SCORE = 2 * SKILL_POINTS * HEADLINE_WEIGHT;

interface CompiledTerm {
  pattern: RegExp;
  points: number;
  clue: TermClue;
  /** The words, lower-cased, a line must hold for the term to match on it: its first, with a plural ending when it is the whole term. */
  firstWords: readonly string[];
}

/**
 * Text every match of a term contains: its first word, lower-cased when the pattern ignores case.
 * Looking for it first spares running (and compiling) the patterns of terms a text never names.
 */
interface TermClue {
  text: string;
  ignoresCase: boolean;
}

function clueOf(term: string, pattern: RegExp): TermClue {
  const firstWord = term.trim().split(/\s+/u)[0] ?? '';
  const ignoresCase = pattern.flags.includes('i');
  return { text: ignoresCase ? firstWord.toLowerCase() : firstWord, ignoresCase };
}

function compiledTerm(term: string, points: number): CompiledTerm {
  const pattern = termPattern(term);
  return { pattern, points, clue: clueOf(term, pattern), firstWords: firstWordsOf(term) };
}

function firstWordsOf(term: string): string[] {
  const runs = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const first = runs[0] ?? '';
  // A term of one word may be written in the plural ("nurses"); a longer one takes it on its last word.
  return runs.length === 1 && term.trim().length === first.length ? [first, `${first}s`, `${first}es`] : [first];
}

interface CompiledOccupation {
  occupation: Occupation;
  terms: CompiledTerm[];
  titles: CompiledTerm[];
}

/** How many occupations name each term (lower-cased): a word every field uses tells them apart less. */
const OCCUPATIONS_NAMING = OCCUPATIONS.reduce((counts, occupation) => {
  for (const term of termsOf(occupation).keys()) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}, new Map<string, number>());

/**
 * Each term of an occupation once, at its strongest (a title outranks the same word as a skill):
 * a word listed twice is still one piece of evidence.
 */
function termsOf(occupation: Occupation): Map<string, { term: string; points: number }> {
  const terms = new Map<string, { term: string; points: number }>();
  const add = (term: string, points: number) => {
    const key = term.toLowerCase();
    if ((terms.get(key)?.points ?? 0) < points) terms.set(key, { term, points });
  };
  for (const term of occupation.titles) add(term, TITLE_POINTS);
  for (const term of [...occupation.keySkills, ...occupation.vocabulary]) add(term, SKILL_POINTS);
  return terms;
}

const COMPILED: readonly CompiledOccupation[] = OCCUPATIONS.map((occupation) => ({
  occupation,
  titles: occupation.titles.map((term) => compiledTerm(term, TITLE_POINTS)),
  terms: [...termsOf(occupation)].map(([key, { term, points }]) =>
    compiledTerm(term, points / (OCCUPATIONS_NAMING.get(key) ?? 1)),
  ),
}));

export interface OccupationScore {
  occupation: Occupation;
  score: number;
  /** The line that adds most to the score. */
  bestLine?: TextSpan;
}

/** Every occupation scored by how often, and where (headline, summary, skills, latest role), its titles and skills appear. */
export function scoreOccupations(lines: readonly TextSpan[]): OccupationScore[] {
  const weights = occupationLineWeights(lines);
  const weightOf = (index: number) => weights[index] ?? 1;
  const searchable = searchableLines(lines);
  return COMPILED.map(({ occupation, terms }) => {
    const perTerm = new Array<number>(terms.length).fill(0);
    const pointsByLine = new Map<number, number>();
    terms.forEach((term, termIndex) => {
      for (const [index, hits] of searchable.hitsPerLine(term)) {
        const points = hits * term.points * weightOf(index);
        perTerm[termIndex] = (perTerm[termIndex] ?? 0) + points;
        pointsByLine.set(index, (pointsByLine.get(index) ?? 0) + points);
      }
    });
    const bestLine = lineWithMostPoints(lines, pointsByLine);
    const score = perTerm.reduce((sum, points) => sum + Math.min(points, MAX_POINTS_PER_TERM), 0);
    return { occupation, score, ...(bestLine ? { bestLine } : {}) };
  }).sort((a, b) => b.score - a.score);
}

/** The first of the lines with the most points, if any line has points. */
function lineWithMostPoints(lines: readonly TextSpan[], pointsByLine: ReadonlyMap<number, number>) {
  let best: number | undefined;
  for (const [index, points] of pointsByLine) {
    const bestPoints = best === undefined ? 0 : (pointsByLine.get(best) ?? 0);
    if (points > bestPoints || (points === bestPoints && best !== undefined && index < best)) best = index;
  }
  return best === undefined ? undefined : lines[best];
}

/**
 * Case-insensitive patterns also match "ſ" (long s) for "s", which lower-casing does not turn into
 * "s": a text holding it is searched without clues.
 */
const FOLDS_TO_ASCII_ONLY_IN_PATTERNS = /\u017F/u;
const WORD_RUN = /[\p{L}\p{N}]+/gu;

/** Whether a text may hold a match of a term: false only when it surely does not. */
function clueFinder(text: string): (clue: TermClue) => boolean {
  const lowerCased = FOLDS_TO_ASCII_ONLY_IN_PATTERNS.test(text) ? undefined : text.toLowerCase();
  return (clue) => (clue.ignoresCase ? (lowerCased?.includes(clue.text) ?? true) : text.includes(clue.text));
}

interface SearchableLines {
  /** For each line holding the term, how many times it does. */
  hitsPerLine(term: CompiledTerm): Map<number, number>;
}

/**
 * The lines each word is on, so that a term's pattern runs only on the lines holding its first
 * word: a CV names a few dozen of the taxonomy's thousand terms, and scanning all its lines for
 * each term was most of a long CV's analysis. A match's first word is a whole word of its line
 * (the pattern allows no letter or digit before it), so no line holding a match is passed over.
 */
function searchableLines(lines: readonly TextSpan[]): SearchableLines {
  const linesByWord = new Map<string, number[]>();
  for (const [index, line] of lines.entries()) {
    const lowerCased = line.text.toLowerCase();
    // Where lower-casing is not the patterns' case folding, every line is searched.
    if (lowerCased.length !== line.text.length || FOLDS_TO_ASCII_ONLY_IN_PATTERNS.test(line.text))
      return lineByLine(lines);
    for (const word of new Set(lowerCased.match(WORD_RUN))) {
      const onLines = linesByWord.get(word);
      if (onLines) onLines.push(index);
      else linesByWord.set(word, [index]);
    }
  }
  return {
    hitsPerLine({ pattern, firstWords }) {
      const hits = new Map<number, number>();
      const searched = new Set<number>();
      for (const word of firstWords)
        for (const index of linesByWord.get(word) ?? []) {
          if (searched.has(index)) continue;
          searched.add(index);
          const count = matchesOf(pattern, lines[index]?.text ?? '').length;
          if (count > 0) hits.set(index, count);
        }
      // In line order, as a scan of the text gives them: points are added up in that order.
      return new Map([...hits].sort(([a], [b]) => a - b));
    },
  };
}

function lineByLine(lines: readonly TextSpan[]): SearchableLines {
  return {
    hitsPerLine({ pattern }) {
      const hits = new Map<number, number>();
      lines.forEach((line, index) => {
        const count = line.text.match(pattern)?.length ?? 0;
        if (count > 0) hits.set(index, count);
      });
      return hits;
    },
  };
}

/**
 * The occupation the CV reads as. A job title in the headline is what the person says they are,
 * so it decides among the occupations it names; the body's titles and skills decide the rest.
 */
export function detectOccupation(lines: readonly TextSpan[]): DetectedOccupation | undefined {
  const headline = headlineTitles(lines);
  const industries = employerIndustryLines(lines);
  const ranked = scoreOccupations(lines)
    .map((entry) => {
      const industryLines = industries.get(entry.occupation.category) ?? 0;
      const industryBonus = INDUSTRY_LINE_BONUS * Math.min(industryLines, INDUSTRY_MAX_LINES);
      const named = headline.find((title) => title.category === entry.occupation.category);
      const withIndustry = { ...entry, score: entry.score + industryBonus };
      return named
        ? { ...withIndustry, score: withIndustry.score + HEADLINE_BONUS, bestLine: named.line }
        : withIndustry;
    })
    .sort((a, b) => b.score - a.score);
  const named = new Set(headline.map((title) => title.category));
  const first = ranked.find((entry) => named.size === 0 || named.has(entry.occupation.category));
  if (!first || first.score < MIN_SCORE) return undefined;
  const second = ranked.find((entry) => entry !== first);
  const share = first.score / (first.score + (second?.score ?? 0));
  // Two fields named about equally, with no title in the headline to choose: saying which would be a guess.
  if (named.size === 0 && share < MIN_SHARE) return undefined;
  const strength = Math.min(1, first.score / CLEAR_SCORE);
  return {
    category: first.occupation.category,
    confidence: Math.round(share * strength * 100) / 100,
    ...(first.bestLine ? { evidence: evidenceFrom(first.bestLine) } : {}),
  };
}

const EMPLOYER_TERMS = Object.entries(EMPLOYER_KINDS).map(([category, kinds]) => ({
  category: category as CvOccupationCategory,
  terms: (kinds ?? []).map((kind) => compiledTerm(kind, 0)),
}));

/** Sections that tell where the person studied or what they like, not where they worked. */
const NOT_EMPLOYMENT: ReadonlySet<CvSectionName> = new Set(['education', 'interests', 'languages']);

/** Whether each line may name an employer: not a heading, not in education, interests or languages. */
function employmentLines(lines: readonly TextSpan[]): boolean[] {
  let section: CvSectionName | 'header' = 'header';
  return lines.map((line) => {
    const heading = sectionHeadingName(line);
    if (heading) section = heading;
    return !heading && (section === 'header' || !NOT_EMPLOYMENT.has(section));
  });
}

/**
 * For each industry, how many lines name an employer of its kind ("a 300-bed hospital", "the
 * dealership's service department"), outside education, interests and languages. Each term scans
 * the joined lines once, as the occupation terms do.
 */
function employerIndustryLines(lines: readonly TextSpan[]): Map<CvOccupationCategory, number> {
  const employment = employmentLines(lines);
  const searchable = searchableLines(lines);
  const counts = new Map<CvOccupationCategory, number>();
  for (const { category, terms } of EMPLOYER_TERMS) {
    const naming = new Set<number>();
    for (const term of terms) {
      for (const index of searchable.hitsPerLine(term).keys()) if (employment[index]) naming.add(index);
    }
    if (naming.size > 0) counts.set(category, naming.size);
  }
  return counts;
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
      const mayContain = clueFinder(line.text);
      const found = COMPILED.flatMap(({ occupation, titles }) =>
        titles.flatMap(({ pattern, clue }) =>
          (mayContain(clue) ? matchesOf(pattern, line.text) : []).map((match) => ({
            category: occupation.category,
            start: match.index,
            end: match.index + match[0].length,
          })),
        ),
      );
      const field = fieldNamed(line.text);
      if (field) found.push({ category: field, start: 0, end: line.text.length });
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

/**
 * The field a headline names by itself ("SALES", "Banking"): the person files themselves under it.
 * Each field answers to its label and to the label's words before "and" ("Teaching", "Law").
 */
const FIELD_NAMES = new Map(
  OCCUPATIONS.flatMap((occupation) => {
    const label = occupation.label.toLowerCase();
    return [label, label.split(' and ')[0] ?? label].map((name) => [name, occupation.category] as const);
  }),
);

function fieldNamed(text: string): CvOccupationCategory | undefined {
  return FIELD_NAMES.get(
    text
      .replace(/[^\p{L}\s]+/gu, ' ')
      .trim()
      .replace(/\s+/gu, ' ')
      .toLowerCase(),
  );
}

/** The occupation a target job or industry names ("Registered Nurse" → healthcare), if any. */
export function occupationOfTarget(target: string): Occupation | undefined {
  const span: TextSpan = { text: target, page: 1, start: 0, end: target.length };
  const [best] = scoreOccupations([span]).filter((entry) => entry.score >= MIN_TARGET_SCORE);
  return best?.occupation;
}
