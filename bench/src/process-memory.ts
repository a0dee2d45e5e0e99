import { readFileSync } from 'node:fs';

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

/**
 * Samples a process's memory at a fixed interval and keeps the highest values seen. The kernel's
 * own high-water mark covers peaks between samples; the last sample before exit is kept.
 */
export class ProcessMemorySampler {
  private timer: NodeJS.Timeout | undefined;
  peakRssBytes = 0;
  lastRssBytes = 0;
  samples = 0;

  constructor(
    private readonly pid: number,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }

  private sample(): void {
    const memory = readProcessMemory(this.pid);
    if (!memory) return;
    this.samples++;
    this.lastRssBytes = memory.rssBytes;
    this.peakRssBytes = Math.max(this.peakRssBytes, memory.rssBytes, memory.peakRssBytes);
  }
}
