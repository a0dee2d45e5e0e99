import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CollectedFigure, figuresInOutput, figureTable } from './figure-line';
import { watchLoadAverage } from './machine-load';

/**
 * Runs the benchmarks one after another (never two at once: they measure the same cores), each
 * as `npm run <name> --workspace bench`, shows their output as it comes, keeps each in a log file
 * and ends with one table of every `figure` line. `BENCH_ONLY=extract,api` runs a subset;
 * `BENCH_LOG_DIR` chooses where the logs go.
 */
const BENCHES = [
  'extract',
  'memory',
  'pipeline',
  'api',
  'generation',
  'admin',
  'engine',
  'ask',
  'workers',
  'bulk',
  'ocr',
  'web-size',
] as const;

const BENCH_DIR = resolve(import.meta.dirname, '..');
const chosen = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()) ?? [...BENCHES];
const unknown = chosen.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length > 0) {
  process.stderr.write(`unknown benchmark ${unknown.join(', ')}: choose among ${BENCHES.join(', ')}\n`);
  process.exit(2);
}
const logDir = resolve(process.env.BENCH_LOG_DIR ?? join(BENCH_DIR, 'figures', new Date().toISOString().slice(0, 16)));
mkdirSync(logDir, { recursive: true });

const load = watchLoadAverage();
const figures: CollectedFigure[] = [];
const failures: string[] = [];
for (const bench of chosen) {
  const started = performance.now();
  process.stdout.write(`\n=== ${bench} (${new Date().toISOString()}) ===\n`);
  const { output, exitCode } = await runBench(bench, join(logDir, `${bench}.log`));
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const found = figuresInOutput(bench, output);
  figures.push(...found);
  if (exitCode !== 0) failures.push(`${bench} exited with code ${exitCode} after ${minutes} min`);
  else if (found.length === 0) failures.push(`${bench} printed no figure line`);
  process.stdout.write(`=== ${bench}: ${found.length} figures in ${minutes} min ===\n`);
}

process.stdout.write(
  [
    '',
    `bench figures — ${load.summary()}; logs in ${logDir}`,
    '',
    figureTable(figures),
    ...(failures.length > 0 ? ['', ...failures.map((failure) => `✘ ${failure}`)] : []),
    '',
  ].join('\n'),
);
process.exitCode = failures.length > 0 ? 1 : 0;

function runBench(bench: string, logPath: string): Promise<{ output: string; exitCode: number }> {
  return new Promise((resolveRun, rejectRun) => {
    const log = createWriteStream(logPath);
    const child = spawn('npm', ['run', '--silent', bench], { cwd: BENCH_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      process.stdout.write(chunk);
      log.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      log.write(chunk);
    });
    child.on('error', rejectRun);
    child.on('close', (code) => {
      log.end();
      resolveRun({ output, exitCode: code ?? 1 });
    });
  });
}
