import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** Resident set size now, in bytes. */
  rssBytes: number;
  /** The highest resident set size the kernel has seen for the process (VmHWM), in bytes. */
  peakRssBytes: number;
}

/** Reads VmRSS and VmHWM from /proc (Linux); undefined once the process is gone. */
export function readProcessMemory(pid: number): ProcessMemory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssBytes: kilobytes('VmRSS') * 1024, peakRssBytes: kilobytes('VmHWM') * 1024 };
}

/** Samples once at start, every `intervalMs` while running, and once more at stop. */
abstract class PeriodicSampler {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly intervalMs: number) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }

  protected abstract sample(): void;
}

/**
 * Samples a process's memory at a fixed interval and keeps the highest values seen. The kernel's
 * own high-water mark covers peaks between samples; the last sample before exit is kept.
 */
export class ProcessMemorySampler extends PeriodicSampler {
  peakRssBytes = 0;
  lastRssBytes = 0;
  samples = 0;

  constructor(
    private readonly pid: number,
    intervalMs: number,
  ) {
    super(intervalMs);
  }

  protected sample(): void {
    const memory = readProcessMemory(this.pid);
    if (!memory) return;
    this.samples++;
    this.lastRssBytes = memory.rssBytes;
    this.peakRssBytes = Math.max(this.peakRssBytes, memory.rssBytes, memory.peakRssBytes);
  }
}

/**
 * A process and all its descendants (Linux: /proc/<pid>/task/<tid>/children), for a service that
 * parses in child processes. Gone processes are left out; the order is parent first.
 */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    const parent = tree[index] as number;
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(/\s+/).map(Number));
      } catch {
        // The task ended between the two reads.
      }
    }
  }
  return tree;
}

/**
 * Samples the memory of a process and its descendants together: at each sample, the sum of their
 * resident sizes now, and the sum of their own peaks (VmHWM) as an upper bound that also covers
 * spikes between samples (each process's peak counted as if they all fell at that moment).
 */
export class ProcessTreeMemorySampler extends PeriodicSampler {
  /** The highest sum of the tree's resident sizes seen at one sample. */
  peakRssBytes = 0;
  /** The highest sum of the live processes' own peaks seen at one sample: never below the real peak. */
  peakBoundBytes = 0;
  /** The most processes seen in the tree at once. */
  mostProcesses = 0;
  /** The sum of the tree's resident sizes at the last sample. */
  lastRssBytes = 0;
  /** Each process seen in the tree, by pid: what it runs and its own peak (VmHWM). */
  readonly members = new Map<number, { label: string; peakRssBytes: number }>();

  constructor(
    private readonly pid: number,
    intervalMs: number,
  ) {
    super(intervalMs);
  }

  protected sample(): void {
    let rssBytes = 0;
    let boundBytes = 0;
    let processes = 0;
    for (const pid of processTree(this.pid)) {
      const memory = readProcessMemory(pid);
      if (!memory || Number.isNaN(memory.rssBytes)) continue;
      processes++;
      rssBytes += memory.rssBytes;
      boundBytes += Math.max(memory.rssBytes, memory.peakRssBytes);
      const member = this.members.get(pid) ?? { label: processLabel(pid), peakRssBytes: 0 };
      // A process read in the moment it was exiting has no command line left; a later sample may.
      if (member.label.startsWith('pid ')) member.label = processLabel(pid);
      member.peakRssBytes = Math.max(member.peakRssBytes, memory.rssBytes, memory.peakRssBytes);
      this.members.set(pid, member);
    }
    this.lastRssBytes = rssBytes;
    this.peakRssBytes = Math.max(this.peakRssBytes, rssBytes);
    this.peakBoundBytes = Math.max(this.peakBoundBytes, boundBytes);
    this.mostProcesses = Math.max(this.mostProcesses, processes);
  }
}

/**
 * What a process runs, short enough for a table: the script it was started with (`main.ts`,
 * `pdf-worker.mjs`) or else its program (`esbuild`, `tesseract`).
 */
export function processLabel(pid: number): string {
  let argv: string[];
  try {
    argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((part) => part !== '');
  } catch {
    return `pid ${pid}`;
  }
  const script = argv.find((part) => /\.(?:[cm]?[jt]s)$/.test(part));
  const name = (path: string) => path.split('/').at(-1) ?? path;
  return name(script ?? argv[0] ?? `pid ${pid}`);
}
