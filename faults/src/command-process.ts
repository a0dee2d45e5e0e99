import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPOSITORY_ROOT } from './service-processes';

const START_TIMEOUT_MS = 90_000;
const GROUP_POLL_MS = 50;

export interface CommandOptions {
  /** Names the command in messages and its log file. */
  label: string;
  argv: string[];
  /** Relative to the repository root; the root by default. */
  cwd?: string;
  env: Record<string, string>;
  logDir: string;
  /** The log line that says the command's service has started. */
  startedLine: RegExp;
}

/**
 * A command line run the way a person or an orchestrator runs it (`npm start`, a service's own
 * npm script, the container's command), leading a process group of its own, so that a Ctrl-C can
 * reach every process of it at once as it does from a terminal.
 */
export interface CommandProcess {
  readonly label: string;
  readonly pid: number;
  readonly logFile: string;
  /** Everything the command wrote to stdout and stderr so far. */
  output(): string;
  /** How the command's own process ended (`code 0`, `signal SIGKILL`), or undefined while it runs. */
  exitStatus(): string | undefined;
  /** Sends `signal` to the command's own process only (`kill`, `docker stop` through tini). */
  signalProcess(signal: NodeJS.Signals): void;
  /** Sends `signal` to every process of the command's group (Ctrl-C in a terminal). */
  signalGroup(signal: NodeJS.Signals): void;
  /**
   * Waits until the command's process and every process it started have ended; returns how long
   * that took, or undefined with the processes still running after `timeoutMs`.
   */
  waitForGroupExit(timeoutMs: number): Promise<number | undefined>;
  /** Processes of the group still running (`pid command`), zombies aside. */
  livingProcesses(): string[];
  /** `kill -9` of whatever is left of the group. */
  killGroup(): void;
}

/** Starts `argv` and resolves once it writes `startedLine`. */
export async function startCommand({
  label,
  argv,
  cwd = '.',
  env,
  logDir,
  startedLine,
}: CommandOptions): Promise<CommandProcess> {
  const [command, ...args] = argv;
  if (!command) throw new Error(`${label}: empty command`);
  const logFile = join(logDir, `${label.replace(/\W+/g, '-')}-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd: join(REPOSITORY_ROOT, cwd),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${label}: could not start ${argv.join(' ')}`);
  let output = '';
  let exitStatus: string | undefined;
  child.once('exit', (code, signal) => {
    exitStatus = signal ? `signal ${signal}` : `code ${code}`;
  });

  const livingProcesses = () => livingProcessesOfGroup(pid);
  const killGroup = () => {
    if (livingProcesses().length > 0) process.kill(-pid, 'SIGKILL');
  };

  await new Promise<void>((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      killGroup();
      rejectStart(new Error(`${label} did not start within ${START_TIMEOUT_MS} ms; see ${logFile}`));
    }, START_TIMEOUT_MS);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output += `${line}\n`;
        log.write(`${line}\n`);
        if (startedLine.test(line)) {
          clearTimeout(timer);
          resolveStart();
        }
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      rejectStart(new Error(`${label} exited at start (code ${code}, signal ${signal}); see ${logFile}`));
    });
  });

  return {
    label,
    pid,
    logFile,
    output: () => output,
    exitStatus: () => exitStatus,
    signalProcess: (signal) => signalUnlessGone(pid, signal),
    signalGroup: (signal) => signalUnlessGone(-pid, signal),
    async waitForGroupExit(timeoutMs) {
      const startedAt = Date.now();
      while (Date.now() - startedAt <= timeoutMs) {
        if (exitStatus !== undefined && livingProcesses().length === 0) return Date.now() - startedAt;
        await new Promise((resolveLater) => setTimeout(resolveLater, GROUP_POLL_MS));
      }
      return undefined;
    },
    livingProcesses,
    killGroup,
  };
}

/** A process (or group) that has already ended needs no signal: a stop request may outlive it. */
function signalUnlessGone(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Every process whose process group is `groupId`, read from /proc (Linux), leaving out zombies:
 * an orphan that has exited but that nobody reaped yet is not running.
 */
function livingProcessesOfGroup(groupId: number): string[] {
  const living: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // "pid (command) state ppid pgrp …"; the command may itself hold spaces and parentheses.
    const commandEnd = stat.lastIndexOf(')');
    const [state, , group] = stat.slice(commandEnd + 2).split(' ');
    if (Number(group) === groupId && state !== 'Z') {
      living.push(`${entry} ${stat.slice(stat.indexOf('(') + 1, commandEnd)}`);
    }
  }
  return living;
}

/** Whether anything accepts TCP connections on 127.0.0.1:`port`. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolveCheck) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolveCheck(true);
    });
    socket.once('error', () => resolveCheck(false));
  });
}
