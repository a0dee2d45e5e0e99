import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { type AnalysisType, DEFAULT_ANALYSIS_PARAMETERS } from '@doclens/api';
import { type AnalysisInput, createAiProvider, type DocumentPage } from '@doclens/engine';
import { extractPdfText } from '@doclens/pdf';
import { type Figure, writeFigureLines } from './figure-line';
import { watchLoadAverage } from './machine-load';
import { formatSpread, mean, spreadOf } from './statistics';

/**
 * The local engine alone on a 20-page document of each type, built from real text: the longest
 * contract cut into dense pages, and essays and CVs from the fixtures put end to end. Warm-up runs
 * first, so start-up costs (the grammar checker's WASM, regex compilation) are not counted.
 */
const FIXTURES_DIR = resolve(import.meta.dirname, '../../../shared/fixtures');
const PAGES = 20;
/** About a dense printed page of prose. */
const PAGE_CHARACTERS = 3000;
const REPETITIONS = 5;
const TARGET_MS = 1000;
const LIMITS = { maxPages: 2000, planName: 'enterprise', timeoutMs: 120_000, maxMemoryMb: 512 };

if (!existsSync(FIXTURES_DIR)) {
  process.stdout.write(`engine benchmark skipped: no fixtures at ${FIXTURES_DIR}\n`);
  process.exit(0);
}

const contractText = longestContractText();
const essayText = await pdfTextsOf('essays');
const cvText = await pdfTextsOf('cvs');
const documents: Array<{ key: string; type: AnalysisType; source: string; pages: DocumentPage[] }> = [
  { key: 'contract', type: 'contract', source: 'longest contract', pages: twentyPages(contractText) },
  { key: 'essay', type: 'essay', source: 'essays end to end', pages: twentyPages(essayText) },
  { key: 'cv', type: 'cv', source: 'CVs end to end', pages: twentyPages(cvText) },
  { key: 'other_contract', type: 'other', source: 'longest contract', pages: twentyPages(contractText) },
  { key: 'other_essay', type: 'other', source: 'essays end to end', pages: twentyPages(essayText) },
];

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

function inputOf(document: (typeof documents)[number]): AnalysisInput {
  const common = { pages: document.pages, filename: `bench-${document.type}.pdf` };
  switch (document.type) {
    case 'contract':
      return { ...common, documentType: 'contract', parameters: DEFAULT_ANALYSIS_PARAMETERS.contract };
    case 'essay':
      return { ...common, documentType: 'essay', parameters: DEFAULT_ANALYSIS_PARAMETERS.essay };
    case 'cv':
      return { ...common, documentType: 'cv', parameters: DEFAULT_ANALYSIS_PARAMETERS.cv };
    case 'other':
      return { ...common, documentType: 'other', parameters: DEFAULT_ANALYSIS_PARAMETERS.other };
  }
}

function longestContractText(): string {
  const dir = join(FIXTURES_DIR, 'contracts', 'text');
  const texts = readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
  return texts.reduce((longest, text) => (text.length > longest.length ? text : longest), '');
}

/** The text of every PDF of a fixtures folder, one document after another. */
async function pdfTextsOf(folder: string): Promise<string> {
  const dir = join(FIXTURES_DIR, folder);
  const texts: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.toLowerCase().endsWith('.pdf')) continue;
    const outcome = await extractPdfText(new Uint8Array(readFileSync(join(dir, name))), LIMITS);
    if (!outcome.ok) throw new Error(`${basename(name)}: ${outcome.message}`);
    texts.push(outcome.pages.map((page) => page.text).join('\n\n'));
  }
  return texts.join('\n\n');
}

/** Twenty pages of about PAGE_CHARACTERS each, cut at line breaks; the text repeats if it is short. */
function twentyPages(text: string): DocumentPage[] {
  const pages: DocumentPage[] = [];
  let source = text;
  let start = 0;
  while (pages.length < PAGES) {
    if (start >= source.length) {
      source = `${source}\n\n${text}`;
    }
    let end = Math.min(source.length, start + PAGE_CHARACTERS);
    const lineBreak = source.lastIndexOf('\n', end);
    if (end < source.length && lineBreak > start + PAGE_CHARACTERS / 2) end = lineBreak;
    pages.push({ pageNumber: pages.length + 1, text: source.slice(start, end) });
    start = end;
  }
  return pages;
}
