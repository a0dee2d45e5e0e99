import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** One pino line of a service, as far as a benchmark reads it. */
export type ServiceLogLine = Record<string, unknown> & { msg?: string };

export interface ServiceProcess {
  name: string;
  /** The service's own pid (tsx runs as a loader, not as a wrapper process): for /proc readings. */
  pid: number;
  /** Settles when the service said it started (or, without a message to wait for, at once). */
  ready: Promise<void>;
  /** Settles when the process has exited, for whatever reason. */
  exited: Promise<void>;
  /** The last lines the process wrote, to explain a failure. */
  recentOutput(): string;
  /** The last log lines, parsed (a line that is not JSON is kept as its `msg`). */
  logLines(): readonly ServiceLogLine[];
  hasExited(): boolean;
  /** True when the process ended before it was asked to stop: it crashed. */
  exitedUnexpectedly(): boolean;
  /** SIGTERM, then SIGKILL if the service has not exited within the grace period. */
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** A label for errors, e.g. `extraction #2`. */
  name: string;
  /** The service's entry, relative to the repository root: `services/extraction/src/main.ts`. */
  entry: string;
  env: Record<string, string>;
  /** The `msg` of the log line that says the service is consuming its queue. */
  readyMessage?: string;
  /** Node flags before the entry, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeFlags?: readonly string[];
}

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');
const STOP_GRACE_MS = 10_000;
const START_TIMEOUT_MS = 60_000;
const OUTPUT_LINES_KEPT = 500;
const OUTPUT_LINES_SHOWN = 20;

const liveChildren = new Set<ChildProcess>();

// A benchmark that throws, exits or is interrupted must not leave workers consuming a scratch queue.
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/**
 * One service in its own Node process, as a container would run it: `node --import tsx <entry>`
 * (no tsx wrapper process, so the pid is the service's and a kill reaches it), configured only by
 * its environment.
 */
export function startServiceProcess({
  name,
  entry,
  env,
  readyMessage,
  nodeFlags = [],
}: ServiceProcessOptions): ServiceProcess {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  const exited = once(child, 'exit').then(() => {
    liveChildren.delete(child);
  });
  const recentOutput: string[] = [];
  let started = !readyMessage;
  let stopping = false;
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolveReady, rejectReady) => {
    markReady = resolveReady;
    if (started) resolveReady();
    void exited.then(() => {
      if (!started) rejectReady(new Error(`${name} exited before starting:\n${recentOutput.join('\n')}`));
    });
    setTimeout(() => {
      if (!started) rejectReady(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS).unref();
  });

  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      recentOutput.push(line);
      if (recentOutput.length > OUTPUT_LINES_KEPT) recentOutput.shift();
      if (!started && logMessageOf(line) === readyMessage) {
        started = true;
        markReady();
      }
    });
  }

  return {
    name,
    ready,
    exited,
    pid: child.pid ?? 0,
    recentOutput: () => recentOutput.slice(-OUTPUT_LINES_SHOWN).join('\n'),
    logLines: () => recentOutput.map((line) => parsedLogLine(line)),
    hasExited,
    exitedUnexpectedly: () => hasExited() && !stopping,
    async stop() {
      stopping = true;
      if (hasExited()) return;
      const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(forceKill);
    },
  };
}

export async function stopServiceProcesses(processes: ServiceProcess[]): Promise<void> {
  await Promise.all(processes.map((service) => service.stop()));
}

/** Ends the script on Ctrl-C or SIGTERM through the `exit` handler above, after `cleanUp`. */
export function stopOnInterrupt(cleanUp: () => Promise<void>): void {
  const interrupt = async () => {
    for (const child of liveChildren) child.kill('SIGKILL');
    await cleanUp().catch((error: unknown) => process.stderr.write(`clean-up after interrupt failed: ${error}\n`));
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
}

function parsedLogLine(line: string): ServiceLogLine {
  try {
    return JSON.parse(line) as ServiceLogLine;
  } catch {
    return { msg: line };
  }
}

function logMessageOf(line: string): string | undefined {
  return parsedLogLine(line).msg;
}
