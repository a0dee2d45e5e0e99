import { createAiProvider } from '@doclens/engine';
import { FIXTURES_DIR, fixturesPresent, inputOf, twentyPageDocuments } from './engine-documents';
import { type Figure, writeFigureLines } from './figure-line';
import { watchLoadAverage } from './machine-load';
import { formatSpread, mean, spreadOf } from './statistics';

/**
 * The local engine alone on a 20-page document of each type, built from real text: the longest
 * contract cut into dense pages, and essays and CVs from the fixtures put end to end. Warm-up runs
 * first, so start-up costs (the grammar checker's WASM, regex compilation) are not counted.
 */
const REPETITIONS = 5;
const TARGET_MS = 1000;

if (!fixturesPresent()) {
  process.stdout.write(`engine benchmark skipped: no fixtures at ${FIXTURES_DIR}\n`);
  process.exit(0);
}

const documents = await twentyPageDocuments();

// Other processes on the machine slow every figure; the load says how much to trust them.
const load = watchLoadAverage();
const engine = createAiProvider({ provider: 'local' }).analysisEngine();
for (const document of documents) await engine.analyze(inputOf(document));

const rows: string[] = [];
const figures: Figure[] = [];
for (const document of documents) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < REPETITIONS; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await engine.analyze(inputOf(document));
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const words = document.pages.reduce((sum, page) => sum + page.text.split(/\s+/u).length, 0);
  const slowest = Math.max(...times);
  rows.push(
    `| ${document.type} | ${document.source} | ${document.pages.length} / ${words} | ${mean(times).toFixed(0)} ms | ${formatSpread(spreadOf(times), 0, ' ms')} | ${formatSpread(spreadOf(cpuTimes), 0, ' ms')} | ${slowest.toFixed(0)} ms ${slowest <= TARGET_MS ? '✔' : '✘'} |`,
  );
  figures.push({ name: `engine.max_ms_${document.key}`, value: Math.round(slowest), goal: `<=${TARGET_MS}` });
}

process.stdout.write(
  [
    `engine benchmark — local engine, one 20-page document per type, ${REPETITIONS} runs after a warm-up; medians (IQR, min–max); CPU of this process`,
    '',
    `| type | built from | pages / words | mean | wall | CPU | max (target ≤ ${TARGET_MS} ms) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    load.summary(),
  ].join('\n'),
);
process.stdout.write('\n');
writeFigureLines(figures);
