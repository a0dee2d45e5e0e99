import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { PLANS } from '@doclens/api';
import { extractPdfText, type PdfExtractionLimits } from '@doclens/pdf';
// The quality report's own scoring, so that the benchmark and `npm run quality` cannot disagree.
import { tokenF1, tokensOf } from '../../packages/engine/quality/extraction-quality';
import { loadFixtureDocuments } from './fixture-documents';
import { buildGeneratedPdf, pagesOfText } from './generated-pdf';
import { PDFTOTEXT_MODE, pdftotextVersion, runPdftotext } from './poppler-pdftotext';
import { treeCpuSeconds } from './process-cpu';
import { sum } from './statistics';

/**
 * Extraction speed of the product (extractPdfText: pdf.js in warm child processes, recycled after failures or 50 documents,
 * as the extraction worker calls it) against poppler's pdftotext (a process per file) on the same
 * files, one file at a time, and the token F1 of both against the contracts' reference text.
 */
const FIXTURES_DIR = resolve(import.meta.dirname, '../../../shared/fixtures');
const CONTRACTS_DIR = join(FIXTURES_DIR, 'contracts');
const GENERATED_PAGE_COUNTS = [200, 1000];
const REPETITIONS = 2;
const TARGET_SPEED_RATIO = 0.5;
const TARGET_F1 = 0.98;
// The enterprise plan's page cap; a wide deadline, because this measures speed, not the limits.
const LIMITS: PdfExtractionLimits = {
  maxPages: PLANS.enterprise.maxPages,
  planName: 'enterprise',
  timeoutMs: 300_000,
  maxMemoryMb: 512,
};

interface InputFile {
  name: string;
  path: string;
  bytes: Uint8Array;
  /** Reference text, for the contracts. */
  reference?: string;
}

interface InputGroup {
  label: string;
  files: InputFile[];
}

interface GroupRun {
  ms: number;
  /**
   * CPU seconds of the reading: for ours this process (the worker's side: page text, readability)
   * plus the pdf.js child processes; for pdftotext its own processes only.
   */
  cpuSeconds: number;
  pages: number;
  failures: string[];
  texts: Map<string, string>;
}

if (!existsSync(FIXTURES_DIR)) {
  process.stdout.write(`extract benchmark skipped: no fixtures at ${FIXTURES_DIR}\n`);
  process.exit(0);
}

const loadBefore = loadavg()[0] ?? 0;
const scratch = mkdtempSync(join(tmpdir(), 'doclens-extract-bench-'));
try {
  const groups = [fixtureGroup(scratch), ...GENERATED_PAGE_COUNTS.map((pages) => generatedGroup(scratch, pages))];
  const version = pdftotextVersion();
  if (!version) {
    process.stdout.write(
      'pdftotext is not installed, so there is no peer to compare with: install it with `apt-get install poppler-utils` (Debian/Ubuntu). Our own figures follow.\n\n',
    );
  }

  // Loads pdf.js and warms the disk cache for both tools before anything is timed.
  const warmUp = groups[0]?.files[0];
  if (warmUp) {
    await extractPdfText(warmUp.bytes, LIMITS);
    if (version) await runPdftotext(warmUp.path);
  }

  const ours = new Map<string, GroupRun>();
  const peer = new Map<string, GroupRun>();
  for (let run = 0; run < REPETITIONS; run++) {
    for (const group of groups) {
      keepFaster(ours, group.label, await timeOurs(group));
      if (version) keepFaster(peer, group.label, await timePdftotext(group));
    }
  }

  printTables(groups, ours, version ? peer : undefined, version);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function fixtureGroup(dir: string): InputGroup {
  const documents = loadFixtureDocuments(FIXTURES_DIR);
  const counts = (type: string) => documents.filter((document) => document.type === type).length;
  return {
    label: `fixtures (${counts('contract')} contracts, ${counts('cv')} CVs, ${counts('essay')} essays)`,
    files: documents.map((document) => {
      const path = join(dir, `${document.type}-${document.name}`);
      writeFileSync(path, document.bytes);
      const referencePath = join(CONTRACTS_DIR, 'text', `${basename(document.name, extname(document.name))}.txt`);
      const reference =
        document.type === 'contract' && existsSync(referencePath) ? readFileSync(referencePath, 'utf8') : undefined;
      return { name: document.name, path, bytes: document.bytes, reference };
    }),
  };
}

/** A text-only PDF of the given length, laid out from the contracts' reference text. */
function generatedGroup(dir: string, pageCount: number): InputGroup {
  const textDir = join(CONTRACTS_DIR, 'text');
  const text = readdirSync(textDir)
    .sort()
    .map((name) => readFileSync(join(textDir, name), 'utf8'))
    .join('\n');
  const bytes = buildGeneratedPdf(pagesOfText(text, pageCount));
  const name = `generated-${pageCount}-pages.pdf`;
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return {
    label: `generated ${pageCount.toLocaleString('en-US')}-page text PDF (${(bytes.length / 1_048_576).toFixed(1)} MB)`,
    files: [{ name, path, bytes: new Uint8Array(bytes) }],
  };
}

/** CPU seconds of this process so far. */
function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

async function timeOurs(group: InputGroup): Promise<GroupRun> {
  const result: GroupRun = { ms: 0, cpuSeconds: 0, pages: 0, failures: [], texts: new Map() };
  for (const file of group.files) {
    const cpuBefore = ownCpuSeconds() + treeCpuSeconds(process.pid).children;
    const started = performance.now();
    const outcome = await extractPdfText(file.bytes, LIMITS);
    result.ms += performance.now() - started;
    result.cpuSeconds += ownCpuSeconds() + treeCpuSeconds(process.pid).children - cpuBefore;
    if (!outcome.ok) {
      result.failures.push(`${file.name}: ${outcome.reason}`);
      continue;
    }
    result.pages += outcome.pageCount;
    if (file.reference !== undefined) result.texts.set(file.name, outcome.pages.map((page) => page.text).join('\n'));
  }
  return result;
}

async function timePdftotext(group: InputGroup): Promise<GroupRun> {
  const result: GroupRun = { ms: 0, cpuSeconds: 0, pages: 0, failures: [], texts: new Map() };
  for (const file of group.files) {
    // pdftotext has exited and been waited for when its promise resolves: its time is in ours.
    const cpuBefore = treeCpuSeconds(process.pid).children;
    const started = performance.now();
    try {
      const output = await runPdftotext(file.path);
      result.ms += performance.now() - started;
      result.cpuSeconds += treeCpuSeconds(process.pid).children - cpuBefore;
      result.pages += output.pages;
      if (file.reference !== undefined) result.texts.set(file.name, output.text);
    } catch (error) {
      result.ms += performance.now() - started;
      result.failures.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

function keepFaster(best: Map<string, GroupRun>, label: string, run: GroupRun): void {
  const previous = best.get(label);
  if (!previous || run.ms < previous.ms) best.set(label, run);
}

function printTables(
  groups: InputGroup[],
  ours: Map<string, GroupRun>,
  peer: Map<string, GroupRun> | undefined,
  version: string | undefined,
): void {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const rate = (run: GroupRun) => run.pages / (run.ms / 1000);
  const cpuRate = (run: GroupRun) => run.pages / run.cpuSeconds;
  const total = (runs: Map<string, GroupRun>): GroupRun => {
    const all = [...runs.values()];
    return {
      ms: sum(all.map((run) => run.ms)),
      cpuSeconds: sum(all.map((run) => run.cpuSeconds)),
      pages: sum(all.map((run) => run.pages)),
      failures: all.flatMap((run) => run.failures),
      texts: new Map(all.flatMap((run) => [...run.texts])),
    };
  };

  const peerName = version ? `pdftotext ${PDFTOTEXT_MODE}` : 'pdftotext (not installed)';
  out(
    `extract benchmark — ours: extractPdfText (pdf.js in warm child processes); peer: ${version ? `${version} ${PDFTOTEXT_MODE}, a process per file` : 'none (pdftotext not installed)'}; one file at a time, best of ${REPETITIONS} runs; ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} at the start`,
  );
  out();
  out(
    `| input | files | pages | ours s | ours CPU s | ours pages/s | ${peerName} s | CPU s | pages/s | ours ÷ pdftotext, wall | by CPU (target ≥ ${TARGET_SPEED_RATIO}×) |`,
  );
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const rows: Array<[string, number, GroupRun | undefined, GroupRun | undefined]> = groups.map((group) => [
    group.label,
    group.files.length,
    ours.get(group.label),
    peer?.get(group.label),
  ]);
  rows.push(['all', sum(groups.map((group) => group.files.length)), total(ours), peer ? total(peer) : undefined]);
  const cpuRatios: Array<[string, number]> = [];
  for (const [label, files, ourRun, peerRun] of rows) {
    if (!ourRun) continue;
    const wallRatio = peerRun ? rate(ourRun) / rate(peerRun) : undefined;
    const cpuRatio = peerRun ? cpuRate(ourRun) / cpuRate(peerRun) : undefined;
    if (cpuRatio !== undefined) cpuRatios.push([label, cpuRatio]);
    const ratioCell = (ratio: number | undefined) =>
      ratio === undefined ? 'n/a' : `${ratio.toFixed(2)}× ${ratio >= TARGET_SPEED_RATIO ? '✔' : '✘'}`;
    out(
      `| ${label} | ${files} | ${ourRun.pages} | ${seconds(ourRun.ms)} | ${ourRun.cpuSeconds.toFixed(2)} | ${rate(ourRun).toFixed(1)} | ${peerRun ? seconds(peerRun.ms) : 'n/a'} | ${peerRun ? peerRun.cpuSeconds.toFixed(2) : 'n/a'} | ${peerRun ? rate(peerRun).toFixed(1) : 'n/a'} | ${wallRatio === undefined ? 'n/a' : `${wallRatio.toFixed(2)}×`} | ${ratioCell(cpuRatio)} |`,
    );
  }

  const contracts = groups.flatMap((group) => group.files).filter((file) => file.reference !== undefined);
  const scores = (run: GroupRun) =>
    contracts.map((file) => tokenF1(tokensOf(run.texts.get(file.name) ?? ''), tokensOf(file.reference ?? '')));
  const mean = (values: number[]) => sum(values) / Math.max(1, values.length);
  const ourScores = scores(total(ours));
  const peerScores = peer ? scores(total(peer)) : undefined;
  const ourMean = mean(ourScores);
  out();
  out(`| text fidelity: token F1 against contracts/text/ (${contracts.length} contracts) | ours | ${peerName} |`);
  out('| --- | ---: | ---: |');
  out(
    `| mean (target ≥ ${TARGET_F1}) | ${ourMean.toFixed(4)} ${ourMean >= TARGET_F1 ? '✔' : '✘'} | ${peerScores ? mean(peerScores).toFixed(4) : 'n/a'} |`,
  );
  out(`| min | ${Math.min(...ourScores).toFixed(4)} | ${peerScores ? Math.min(...peerScores).toFixed(4) : 'n/a'} |`);

  const failures = [
    ...total(ours).failures.map((failure) => `ours: ${failure}`),
    ...(peer ? total(peer).failures.map((failure) => `pdftotext: ${failure}`) : []),
  ];
  out();
  out(failures.length === 0 ? 'Every file was read by both.' : `Not read: ${failures.join('; ')}`);
  out();
  for (const [label, ratio] of cpuRatios) {
    const name = label === 'all' ? 'all' : (label.split(' (')[0] ?? label).replace(/[^a-z0-9]+/giu, '_');
    out(`figure extract_cpu_ratio_${name} ${ratio.toFixed(2)} >=${TARGET_SPEED_RATIO}`);
  }
  out(`figure extract_token_f1_mean ${ourMean.toFixed(4)} >=${TARGET_F1}`);
}
