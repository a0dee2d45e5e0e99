import { type ChildProcess, execFile, type SpawnOptions, spawn } from 'node:child_process';
import { promisify } from 'node:util';

/** The last lines a command printed, to say why it failed without burying the test's output. */
function tailOf(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

export interface Finished {
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; a non-zero exit or running past `timeoutMs` fails with its last output. */
export function runToEnd(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
  timeoutMs: number,
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else {
        const how = signal ? `was stopped (${signal}) after ${timeoutMs / 1000} s` : `exited with ${code}`;
        reject(new Error(`${command} ${args.join(' ')} ${how}:\n${tailOf(stdout)}\n${tailOf(stderr)}`));
      }
    });
  });
}

/** Polls `url` until it answers 200; fails early, with the server's last output, if the server exits. */
export async function waitForHealthy(server: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = tailOf(output + chunk.toString(), 60);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

/** Why `npm ci` could not reach the configured registry, or undefined when it answers. */
export async function registryUnreachable(): Promise<string | undefined> {
  let registry: string;
  try {
    registry = (await promisify(execFile)('npm', ['config', 'get', 'registry'])).stdout.trim();
  } catch {
    return 'npm is not installed';
  }
  try {
    const answer = await fetch(registry, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
    return answer.status < 500 ? undefined : `${registry} answered ${answer.status}`;
  } catch (error) {
    return `${registry}: ${(error as Error).message}`;
  }
}
