import { readdirSync, readFileSync } from 'node:fs';
import { processTree } from './process-memory';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times: 100 on every mainstream kernel. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface CpuSeconds {
  /** user + system time, in seconds. */
  total: number;
}

interface StatTimes {
  own: number;
  reapedChildren: number;
}

/** utime + stime, and cutime + cstime (children already exited and waited for), in seconds. */
function statTimes(path: string): StatTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command, which may hold spaces and parentheses: state is field 3, utime 14.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = (field: number) => Number(fields[field - 3]);
  return {
    own: (ticks(14) + ticks(15)) / CLOCK_TICKS_PER_SECOND,
    reapedChildren: (ticks(16) + ticks(17)) / CLOCK_TICKS_PER_SECOND,
  };
}

/**
 * CPU seconds of a process and its descendants, live or exited (an exited child Node has waited
 * for is in its parent's cutime/cstime): a bulk worker and the PDF processes it parses in.
 */
export function treeCpuSeconds(pid: number): { parent: number; mainThread: number; children: number } {
  const root = statTimes(`/proc/${pid}/stat`);
  const mainThread = statTimes(`/proc/${pid}/task/${pid}/stat`)?.own ?? 0;
  let live = 0;
  for (const child of processTree(pid).slice(1)) {
    const times = statTimes(`/proc/${child}/stat`);
    if (times) live += times.own + times.reapedChildren;
  }
  return { parent: root?.own ?? 0, mainThread, children: (root?.reapedChildren ?? 0) + live };
}

/** CPU seconds of a set of processes (e.g. the Postgres backends of one database); gone ones count 0. */
export function processesCpuSeconds(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) total += statTimes(`/proc/${pid}/stat`)?.own ?? 0;
  return total;
}

// A backend's title: "postgres: [<cluster>: ]<user> <database> <client> <state>".
const BACKEND_TITLE = /^postgres: (?:\S+: )?\S+ (\S+) /u;

function pidsWhere(matches: (command: string) => boolean): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      if (matches(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '))) pids.push(Number(entry));
    } catch {
      // Ended while listed.
    }
  }
  return pids;
}

/**
 * CPU seconds the Postgres backends of one database spend from now on, if the server runs on this
 * machine. Sampled, because a pooled connection left idle closes and its backend's times go with it.
 */
export function samplePostgresCpu(databaseName: string, intervalMs = 250): () => number {
  const baseline = new Map<number, number>();
  const latest = new Map<number, number>();
  const sample = (first: boolean) => {
    for (const pid of pidsWhere((command) => BACKEND_TITLE.exec(command)?.[1] === databaseName)) {
      const seconds = statTimes(`/proc/${pid}/stat`)?.own;
      if (seconds === undefined) continue;
      if (first || !baseline.has(pid)) baseline.set(pid, first ? seconds : 0);
      latest.set(pid, seconds);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), intervalMs);
  return () => {
    clearInterval(timer);
    sample(false);
    let total = 0;
    for (const [pid, seconds] of latest) total += seconds - (baseline.get(pid) ?? 0);
    return total;
  };
}

/** The local redis-server's CPU seconds so far (shared with every other client of that server). */
export function redisCpuSeconds(): number {
  return processesCpuSeconds(pidsWhere((command) => command.startsWith('redis-server')));
}

/**
 * Starts counting the CPU seconds of a process and all its descendants (exited ones included once
 * reaped); the returned function gives the seconds spent since the start.
 */
export function measureTreeCpu(pid: number): () => number {
  const total = () => {
    const { parent, children } = treeCpuSeconds(pid);
    return parent + children;
  };
  const before = total();
  return () => total() - before;
}
