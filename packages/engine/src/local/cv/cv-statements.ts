import { countOf, verbFor } from '../wording';
import type { CvFigures } from './cv-figures';
import { isStockDutyPhrase } from './experience-statements';

/**
 * The statements that more than one part of a CV analysis can make, worded once: the same concern
 * reads the same wherever it is found, so the analysis can say it in one place only (`saidOnce`).
 */
export const NO_EMAIL = 'No email address was found.';
export const NO_PHONE = 'No phone number was found.';
export const NO_SUMMARY = 'No professional summary at the top.';
/** True where the CV gives no figures at all. */
export const NO_MEASURED_RESULTS = 'No figures show what the work achieved.';
/** Where the CV gives figures, all of them sizes and counts ("a team of 4"): the numbers are named as given. */
export const SIZES_BUT_NO_RESULTS =
  'The figures given are sizes and counts of the work; none shows a result it achieved.';

/** The concern of a CV without a measured result, true of the figures it does give. */
export function noMeasuredResults(figures: CvFigures): string {
  return figures.anyFigure ? SIZES_BUT_NO_RESULTS : NO_MEASURED_RESULTS;
}

/**
 * The duty lines counted, quoting the writer's own commonest opening: as the phrase they use when at
 * least half of them share it, else as one example ("such as"), never one they did not write.
 */
export function dutyLines(phrases: readonly string[]): string {
  const count = phrases.length;
  const tally = new Map<string, number>();
  for (const phrase of phrases) tally.set(phrase, (tally.get(phrase) ?? 0) + 1);
  // A stock duty phrase ("responsible for…") is the example a reader recognises; a plain verb only if none.
  const [common = 'responsible for', uses = 0] =
    [...tally].sort((a, b) => Number(isStockDutyPhrase(b[0])) - Number(isStockDutyPhrase(a[0])) || b[1] - a[1])[0] ??
    [];
  const quoted = uses * 2 >= count ? `“${common}…”` : `such as “${common}…”`;
  return `${countOf(count, 'line')} ${verbFor(count, 'describes', 'describe')} duties (${quoted}) rather than results.`;
}

/**
 * Whether duty lines are a red flag of the CV as a whole: only where they are not outnumbered by its
 * measured results. A CV rich in results with a few task lines has a weakness to mend, not a flag.
 */
export function dutiesAreRedFlag(dutyCount: number, results: number): boolean {
  return dutyCount > 0 && dutyCount >= results;
}

export function longerThanUsual(words: number, limit: number): string {
  return `${countOf(words, 'word')}; about ${limit} or fewer suits this experience level.`;
}

/**
 * Lists a reader sees one after another, each statement kept only in the first list that makes it:
 * one analysis never tells the reader the same thing twice.
 */
export function saidOnce(lists: ReadonlyArray<readonly string[]>): string[][] {
  const said = new Set<string>();
  return lists.map((list) =>
    list.filter((statement) => {
      if (said.has(statement)) return false;
      said.add(statement);
      return true;
    }),
  );
}
