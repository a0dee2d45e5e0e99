/**
 * The statistics every benchmark reports with: a figure is the median of several runs, shown with
 * its spread, so one run disturbed by other work on the machine neither makes nor breaks it.
 */

/** The nearest-rank percentile (`fraction` 0–1): a value that was actually measured. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** A quantile interpolated between the two nearest values (`fraction` 0–1), as spreadsheets do. */
export function quantile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, fraction));
  const below = Math.floor(position);
  const lower = sorted[below] ?? Number.NaN;
  const upper = sorted[Math.min(sorted.length - 1, below + 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : sum(values) / values.length;
}

/** A set of runs as a benchmark reports them: the median, the middle half and the extremes. */
export interface Spread {
  runs: number;
  median: number;
  /** First and third quartiles: the interquartile range holds the middle half of the runs. */
  q1: number;
  q3: number;
  min: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  return {
    runs: values.length,
    median: median(values),
    q1: quantile(values, 0.25),
    q3: quantile(values, 0.75),
    min: values.length === 0 ? Number.NaN : Math.min(...values),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  };
}

/**
 * `0.62 (IQR 0.60–0.65, min–max 0.58–0.70, 5 runs)`: the median first, because it is the figure;
 * `digits` decimals, and `unit` after each number when given (` ms`, `×`).
 */
export function formatSpread(spread: Spread, digits: number, unit = ''): string {
  if (spread.runs === 0) return 'n/a';
  const value = (number: number) => `${number.toFixed(digits)}${unit}`;
  if (spread.runs === 1) return `${value(spread.median)} (1 run)`;
  return `${value(spread.median)} (IQR ${value(spread.q1)}–${value(spread.q3)}, min–max ${value(spread.min)}–${value(spread.max)}, ${spread.runs} runs)`;
}

/** Seconds with two decimals from milliseconds, `n/a` for a figure that could not be measured. */
export function formatMs(ms: number): string {
  return Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;
}
