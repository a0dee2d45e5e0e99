import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');

export type ServiceName = 'gateway' | 'extraction' | 'analysis' | 'reconciler' | 'bulk' | 'generation';

/**
 * How to tell that a service has started: the log line it writes once it consumes its queue or
 * answers requests, or (for a service that logs nothing at start) a check of its effect.
 */
export type Readiness = { logLine: RegExp } | { probe: () => Promise<boolean> };

export const STARTED_LOG_LINE: Partial<Record<ServiceName, RegExp>> = {
  gateway: /Server listening at/,
  extraction: /extraction service started/,
  analysis: /analysis service started/,
  bulk: /bulk service started/,
  generation: /generation service started/,
  reconciler: /reconciler service started/,
};

const START_TIMEOUT_MS = 60_000;

export interface ServiceProcess {
  readonly name: ServiceName;
  readonly pid: number;
  /** Where this process's stdout and stderr are written, for reading after a failure. */
  readonly logFile: string;
  /** True once the process has ended, whether it was stopped, killed or crashed. */
  hasExited(): boolean;
  /** Sends `kill -9`: the process gets no chance to hand its jobs back. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within the grace period. */
  stop(graceMs?: number): Promise<void>;
}

export interface ServiceProcessOptions {
  name: ServiceName;
  env: Record<string, string>;
  logDir: string;
  readiness: Readiness;
}

/**
 * Runs `services/<name>/src/main.ts` as its own operating-system process, exactly as a container
 * would (`node --import tsx`, so the pid is the service itself and `kill -9` reaches it), and
 * resolves once the service says it has started.
 */
export async function startServiceProcess({
  name,
  env,
  logDir,
  readiness,
}: ServiceProcessOptions): Promise<ServiceProcess> {
  const logFile = join(logDir, `${name}-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', `services/${name}/src/main.ts`], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  await waitForStart({ name, child, log, exited, logFile, readiness });
  const pid = child.pid ?? 0;

  const signalAndWait = async (signal: NodeJS.Signals, graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    log.end();
  };

  return {
    name,
    pid,
    logFile,
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    kill9: () => signalAndWait('SIGKILL', 0),
    stop: (graceMs = 10_000) => signalAndWait('SIGTERM', graceMs),
  };
}

interface StartWatch {
  name: ServiceName;
  child: ChildProcess;
  log: WriteStream;
  exited: Promise<void>;
  logFile: string;
  readiness: Readiness;
}

function waitForStart({ name, child, log, exited, logFile, readiness }: StartWatch): Promise<void> {
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(new Error(`${name} did not start within ${START_TIMEOUT_MS} ms; see ${logFile}`));
    }, START_TIMEOUT_MS);
    const started = () => {
      clearTimeout(timer);
      resolveStart();
    };
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        log.write(`${line}\n`);
        if ('logLine' in readiness && readiness.logLine.test(line)) started();
      });
    }
    if ('probe' in readiness) void pollProbe(readiness.probe, exited).then((ready) => ready && started());
    void exited.then(() => {
      clearTimeout(timer);
      rejectStart(new Error(`${name} exited (code ${child.exitCode}, signal ${child.signalCode}); see ${logFile}`));
    });
  });
}

async function pollProbe(probe: () => Promise<boolean>, exited: Promise<void>): Promise<boolean> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!gone) {
    if (await probe().catch(() => false)) return true;
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
  }
  return false;
}
