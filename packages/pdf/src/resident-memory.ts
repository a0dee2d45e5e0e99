import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * How a process's resident memory is read from outside it, by platform. On Linux, VmRSS of
 * /proc/<pid>/status: the kernel's own count (resident pages × page size, in kB, so the page size
 * need not be known), read without starting anything. On macOS and the BSDs, `ps -o rss=` (kB), a
 * short process per reading. On Windows there is no cheap reading; the child's V8 heap limit is
 * then the only cap (see docs/operations.md).
 */
export type ResidentMemoryReader = (pid: number) => Promise<number | undefined>;

async function linuxResidentBytes(pid: number): Promise<number | undefined> {
  try {
    // Synchronous on purpose: a /proc read takes microseconds and must not queue behind the
    // thread pool's file and zlib work while a child grows.
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    // The process has ended.
    return undefined;
  }
}

function psResidentBytes(pid: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'rss=', '-p', String(pid)], (error, stdout) => {
      const kilobytes = Number.parseInt(stdout, 10);
      resolve(error || Number.isNaN(kilobytes) ? undefined : kilobytes * 1024);
    });
  });
}

/** The reader for this platform, or undefined where none is available. */
export function residentMemoryReader(platform: NodeJS.Platform = process.platform): ResidentMemoryReader | undefined {
  if (platform === 'linux') return linuxResidentBytes;
  if (platform === 'win32') return undefined;
  return psResidentBytes;
}
