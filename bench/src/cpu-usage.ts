import { cpus } from 'node:os';

/**
 * Starts measuring how busy the whole machine's cores are (every process, not only this one);
 * the returned function gives the busy fraction, 0 to 1, since the start.
 */
export function measureMachineCpu(): () => number {
  const before = cpuTotals();
  return () => {
    const after = cpuTotals();
    const total = after.total - before.total;
    return total === 0 ? 0 : 1 - (after.idle - before.idle) / total;
  };
}

function cpuTotals(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { idle, total };
}
