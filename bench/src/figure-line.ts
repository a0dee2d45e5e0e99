/**
 * The last lines of every benchmark: `figure <name> <value> <goal>`, one per headline figure, so
 * that runs can be compared and `npm run bench:figures` can gather them into one table.
 * The goal is a comparison with a number (`>=0.5`, `<=400`, `<200`), or `-` for a figure kept for
 * reference only.
 */

export interface Figure {
  /** Lower case, dot-separated: `<benchmark>.<measure>`, e.g. `extract.cpu_ratio_real`. */
  name: string;
  value: number;
  goal: string;
}

const NAME = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/u;
const GOAL = /^(>=|<=|>|<)(-?\d+(?:\.\d+)?)$/u;
const LINE = /^figure (\S+) (\S+) (\S+)$/u;
const NO_GOAL = '-';

/** Significant digits kept in a figure line: enough to compare runs, not the noise below. */
const SIGNIFICANT_DIGITS = 4;

export function formatFigureLine({ name, value, goal }: Figure): string {
  if (!NAME.test(name)) throw new Error(`figure name "${name}" is not <benchmark>.<measure> in lower case`);
  if (goal !== NO_GOAL && !GOAL.test(goal)) throw new Error(`figure goal "${goal}" is not like >=0.5, <=400 or -`);
  return `figure ${name} ${formatValue(value)} ${goal}`;
}

/** A figure read back from a line of a benchmark's output; undefined for any other line. */
export function parseFigureLine(line: string): Figure | undefined {
  const match = LINE.exec(line.trim());
  if (!match) return undefined;
  const [, name = '', valueText = '', goal = ''] = match;
  const value = valueText === 'NaN' ? Number.NaN : Number(valueText);
  if (!NAME.test(name) || (goal !== NO_GOAL && !GOAL.test(goal))) return undefined;
  if (Number.isNaN(value) && valueText !== 'NaN') return undefined;
  return { name, value, goal };
}

/** Whether the value meets its goal; undefined when there is no goal or nothing was measured. */
export function goalMet({ value, goal }: Figure): boolean | undefined {
  const match = GOAL.exec(goal);
  if (!match || Number.isNaN(value)) return undefined;
  const bound = Number(match[2]);
  switch (match[1]) {
    case '>=':
      return value >= bound;
    case '<=':
      return value <= bound;
    case '>':
      return value > bound;
    default:
      return value < bound;
  }
}

/** Writes the figure lines, after an empty line, as the last lines of a benchmark's output. */
export function writeFigureLines(figures: readonly Figure[]): void {
  process.stdout.write(`\n${figures.map((figure) => `${formatFigureLine(figure)}\n`).join('')}`);
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(SIGNIFICANT_DIGITS)));
}

export interface CollectedFigure extends Figure {
  /** The benchmark that printed it, e.g. `extract`. */
  bench: string;
}

/** Every figure line of a benchmark's output, in order. */
export function figuresInOutput(bench: string, output: string): CollectedFigure[] {
  return output.split('\n').flatMap((line) => {
    const figure = parseFigureLine(line);
    return figure ? [{ bench, ...figure }] : [];
  });
}

/** One Markdown table of figures from several benchmarks, with whether each meets its goal. */
export function figureTable(figures: readonly CollectedFigure[]): string {
  const met = (figure: Figure) => {
    const verdict = goalMet(figure);
    return verdict === undefined ? '—' : verdict ? '✔' : '✘';
  };
  return [
    '| bench | figure | value | goal | met |',
    '| --- | --- | ---: | --- | --- |',
    ...figures.map(
      (figure) =>
        `| ${figure.bench} | ${figure.name} | ${formatValue(figure.value)} | ${figure.goal === NO_GOAL ? '—' : figure.goal} | ${met(figure)} |`,
    ),
  ].join('\n');
}
