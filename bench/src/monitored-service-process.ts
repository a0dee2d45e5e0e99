import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');
const KEPT_LOG_LINES = 500;

const liveChildren = new Set<ChildProcess>();
// A benchmark that throws or is interrupted must not leave workers consuming its scratch queue.
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/** One pino line of a service, as far as the benchmark reads it. */
export type ServiceLogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface ServiceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when the process ended before the benchmark asked it to stop. */
  unexpected: boolean;
}

/**
 * A service started the way its container starts it (`services/<name>/src/main.ts` under tsx),
 * as a process of its own whose pid, log lines and exit are kept: the memory benchmark reads the
 * pid's /proc entry, the durations the service logs, and whether it died on its own. tsx runs as a
 * loader (`node --import tsx`), not as a wrapper process, so the child's pid is the service's.
 */
export class MonitoredServiceProcess {
  readonly logLines: ServiceLogLine[] = [];
  exit: ServiceExit | undefined;
  private readonly child: ChildProcess;
  private readonly exited: Promise<ServiceExit>;
  private stopping = false;

  constructor(
    readonly name: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', `services/${name}/src/main.ts`], {
      cwd: REPOSITORY_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => this.keep(line));
    }
    liveChildren.add(this.child);
    this.exited = new Promise((resolveExit) => {
      this.child.once('exit', (code, signal) => {
        liveChildren.delete(this.child);
        this.exit = { code, signal, unexpected: !this.stopping };
        resolveExit(this.exit);
      });
    });
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error(`${this.name} did not start`);
    return this.child.pid;
  }

  /** Resolves once the service logs the line that says it is started; rejects if it exits first. */
  async started(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.logLines.some((line) => line.msg === `${this.name} service started`)) {
      if (this.exit) throw new Error(`${this.name} exited before starting: ${this.lastLines()}`);
      if (Date.now() > deadline) throw new Error(`${this.name} did not start within ${timeoutMs} ms`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
  }

  /** SIGTERM, as an orchestrator stops a container; the service finishes or hands back its jobs. */
  async stop(): Promise<ServiceExit> {
    this.stopping = true;
    if (!this.exit) this.child.kill('SIGTERM');
    return this.exited;
  }

  lastLines(count = 5): string {
    return this.logLines
      .slice(-count)
      .map((line) => JSON.stringify(line))
      .join('\n');
  }

  private keep(line: string): void {
    let parsed: ServiceLogLine;
    try {
      parsed = JSON.parse(line) as ServiceLogLine;
    } catch {
      parsed = { msg: line };
    }
    this.logLines.push(parsed);
    if (this.logLines.length > KEPT_LOG_LINES) this.logLines.shift();
  }
}
