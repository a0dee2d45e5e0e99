import { availableParallelism, loadavg } from 'node:os';

export interface LoadWatch {
  /** The one-minute load average when the benchmark started. */
  atStart: number;
  /** `2 cores, load average (1 min) 0.4 at the start, 2.1 at the end`, read when called. */
  summary(): string;
}

/**
 * The machine's load average at the start of a benchmark and at its end: on a shared machine it
 * says how far other work may have moved the figures.
 */
export function watchLoadAverage(): LoadWatch {
  const atStart = oneMinuteLoad();
  return {
    atStart,
    summary: () =>
      `${availableParallelism()} cores, load average (1 min) ${atStart.toFixed(1)} at the start, ${oneMinuteLoad().toFixed(1)} at the end`,
  };
}

function oneMinuteLoad(): number {
  return loadavg()[0] ?? 0;
}
