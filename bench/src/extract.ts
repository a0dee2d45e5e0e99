import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { PLANS } from '@doclens/api';
import { extractPdfText, type PdfExtractionLimits, readingLimitsFor } from '@doclens/pdf';
// The quality report's own scoring, so that the benchmark and `npm run quality` cannot disagree.
import { tokenF1, tokensOf } from '../../packages/engine/quality/extraction-quality';
import { type Alternated, alternate, pairedRatios, roundsFromEnvironment } from './alternation';
import { type Figure, writeFigureLines } from './figure-line';
import { loadFixtureDocuments } from './fixture-documents';
import { buildGeneratedPdf, pagesOfText } from './generated-pdf';
import { watchLoadAverage } from './machine-load';
import { PDFTOTEXT_MODE, pdftotextVersion, runPdftotext } from './poppler-pdftotext';
import { measureTreeCpu } from './process-cpu';
import { formatSpread, mean, median, spreadOf, sum } from './statistics';

/**
 * Extraction speed of the product (extractPdfText: pdf.js in warm child processes, recycled after failures or 50 documents,
 * as the extraction worker calls it) against poppler's pdftotext (a process per file) on the same
 * files, one file at a time, and the token F1 of both against the contracts' reference text.
 */
const FIXTURES_DIR = resolve(import.meta.dirname, '../../../shared/fixtures');
const CONTRACTS_DIR = join(FIXTURES_DIR, 'contracts');
/** `BENCH_EXTRACT_PAGES=200` measures one generated size only (`none`: the real PDFs alone). */
const GENERATED_PAGE_COUNTS = (process.env.BENCH_EXTRACT_PAGES ?? '200,1000')
  .split(',')
  .map(Number)
  .filter((pages) => Number.isInteger(pages) && pages > 0);
/** `BENCH_EXTRACT_REAL=0` leaves out the real PDFs: the generated files alone, to compare a change to pdf.js' text path quickly. */
const WITH_REAL_PDFS = process.env.BENCH_EXTRACT_REAL !== '0';
const ROUNDS = roundsFromEnvironment(5);
const TARGET_SPEED_RATIO = 0.5;
const TARGET_F1 = 0.98;
// The enterprise plan's limits, as the extraction worker reads a document (OCR allowed, so every
// page is asked whether it needs it); a wide deadline, because this measures speed, not the limits.
const LIMITS: PdfExtractionLimits = { ...readingLimitsFor('enterprise', PLANS.enterprise), timeoutMs: 300_000 };

interface InputFile {
  name: string;
  path: string;
  bytes: Uint8Array;
  /** Reference text, for the contracts. */
  reference?: string;
}

interface InputGroup {
  /** The figure names' part: `real`, `200_pages`, `1000_pages`. */
  key: string;
  label: string;
  files: InputFile[];
}

interface GroupRun {
  wallMs: number;
  /** CPU seconds of this process and its children (our PDF children, or the pdftotext processes). */
  cpuSeconds: number;
  pages: number;
  failures: string[];
  texts: Map<string, string>;
}

if (!existsSync(FIXTURES_DIR)) {
  process.stdout.write(`extract benchmark skipped: no fixtures at ${FIXTURES_DIR}\n`);
  process.exit(0);
}

const load = watchLoadAverage();
const scratch = mkdtempSync(join(tmpdir(), 'doclens-extract-bench-'));
try {
  const groups = [
    ...(WITH_REAL_PDFS ? [fixtureGroup(scratch)] : []),
    ...GENERATED_PAGE_COUNTS.map((pages) => generatedGroup(scratch, pages)),
  ];
  const version = pdftotextVersion();
  if (!version) {
    process.stdout.write(
      'pdftotext is not installed, so there is no peer to compare with: install it with `apt-get install poppler-utils` (Debian/Ubuntu). Our own figures follow.\n\n',
    );
  }

  // Per input, ours and pdftotext in turns after a warm-up of each (pdf.js loaded in its warm
  // children, the files in the disk cache for both).
  const measured = new Map<string, Alternated<GroupRun, GroupRun | undefined>>();
  for (const group of groups) {
    measured.set(
      group.label,
      await alternate(
        () => timeOurs(group),
        async () => (version ? timePdftotext(group) : undefined),
        { rounds: ROUNDS, warmUps: 1 },
      ),
    );
  }

  printTables(groups, measured, version);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function fixtureGroup(dir: string): InputGroup {
  const documents = loadFixtureDocuments(FIXTURES_DIR);
  const counts = (type: string) => documents.filter((document) => document.type === type).length;
  return {
    key: 'real',
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
    key: `${pageCount}_pages`,
    label: `generated ${pageCount.toLocaleString('en-US')}-page text PDF (${(bytes.length / 1_048_576).toFixed(1)} MB)`,
    files: [{ name, path, bytes: new Uint8Array(bytes) }],
  };
}

async function timeOurs(group: InputGroup): Promise<GroupRun> {
  const result: GroupRun = { wallMs: 0, cpuSeconds: 0, pages: 0, failures: [], texts: new Map() };
  const cpu = measureTreeCpu(process.pid);
  const started = performance.now();
  for (const file of group.files) {
    const outcome = await extractPdfText(file.bytes, LIMITS);
    if (!outcome.ok) {
      result.failures.push(`${file.name}: ${outcome.reason}`);
      continue;
    }
    result.pages += outcome.pageCount;
    if (file.reference !== undefined) result.texts.set(file.name, outcome.pages.map((page) => page.text).join('\n'));
  }
  result.wallMs = performance.now() - started;
  result.cpuSeconds = cpu();
  return result;
}

async function timePdftotext(group: InputGroup): Promise<GroupRun> {
  const result: GroupRun = { wallMs: 0, cpuSeconds: 0, pages: 0, failures: [], texts: new Map() };
  const cpu = measureTreeCpu(process.pid);
  const started = performance.now();
  for (const file of group.files) {
    try {
      const output = await runPdftotext(file.path);
      result.pages += output.pages;
      if (file.reference !== undefined) result.texts.set(file.name, output.text);
    } catch (error) {
      result.failures.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  result.wallMs = performance.now() - started;
  result.cpuSeconds = cpu();
  return result;
}

/** Every input's runs added up round by round: the whole set as one figure. */
function allInputs(runs: Alternated<GroupRun, GroupRun | undefined>[]): Alternated<GroupRun, GroupRun | undefined> {
  const add = (parts: GroupRun[]): GroupRun => ({
    wallMs: sum(parts.map((run) => run.wallMs)),
    cpuSeconds: sum(parts.map((run) => run.cpuSeconds)),
    pages: sum(parts.map((run) => run.pages)),
    failures: parts.flatMap((run) => run.failures),
    texts: new Map(parts.flatMap((run) => [...run.texts])),
  });
  const first = (runs[0]?.first ?? []).map((_, round) => add(runs.map((run) => run.first[round] as GroupRun)));
  const second = (runs[0]?.second ?? []).map((_, round) => {
    const parts = runs.map((run) => run.second[round]);
    return parts.every((part) => part !== undefined) ? add(parts) : undefined;
  });
  return { first, second };
}

function printTables(
  groups: InputGroup[],
  measured: Map<string, Alternated<GroupRun, GroupRun | undefined>>,
  version: string | undefined,
): void {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const runsOf = (group: InputGroup) => measured.get(group.label) ?? { first: [], second: [] };
  const peerName = version ? `pdftotext ${PDFTOTEXT_MODE}` : 'pdftotext (not installed)';
  const figures: Figure[] = [];

  out(
    `extract benchmark — ours: extractPdfText (pdf.js in warm child processes); peer: ${version ? `${version} ${PDFTOTEXT_MODE}, a process per file` : 'none (pdftotext not installed)'}; one file at a time; per input, ours and the peer in turns (A B, B A, …) after a warm-up of each, ${ROUNDS} rounds; medians (IQR, min–max); CPU is user + system seconds of this process and its children (our PDF children, or the pdftotext processes)`,
  );
  out();
  out(
    `| input | files | pages | ours wall s | ours CPU s | ${peerName} wall s | CPU s | ours ÷ peer by wall | ours ÷ peer by CPU (target ≥ ${TARGET_SPEED_RATIO}×) |`,
  );
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  const rows: Array<[string, string, number, Alternated<GroupRun, GroupRun | undefined>]> = groups.map((group) => [
    group.key,
    group.label,
    group.files.length,
    runsOf(group),
  ]);
  rows.push(['all', 'all', sum(groups.map((group) => group.files.length)), allInputs(rows.map((row) => row[3]))]);
  for (const [key, label, files, runs] of rows) {
    const ours = runs.first;
    const peer = runs.second.filter((run): run is GroupRun => run !== undefined);
    const wall = (list: GroupRun[]) => median(list.map((run) => run.wallMs / 1000)).toFixed(2);
    const cpu = (list: GroupRun[]) => median(list.map((run) => run.cpuSeconds)).toFixed(2);
    let wallCell = 'n/a';
    let cpuCell = 'n/a';
    if (peer.length === ours.length) {
      const paired = { first: ours, second: peer };
      // Time per page of the peer ÷ ours: the same as our pages/s ÷ the peer's.
      const wallRatios = spreadOf(pairedRatios(paired, (a, b) => b.wallMs / b.pages / (a.wallMs / a.pages)));
      const cpuRatios = spreadOf(pairedRatios(paired, (a, b) => b.cpuSeconds / b.pages / (a.cpuSeconds / a.pages)));
      wallCell = formatSpread(wallRatios, 2, '×');
      cpuCell = `${formatSpread(cpuRatios, 2, '×')} ${cpuRatios.median >= TARGET_SPEED_RATIO ? '✔' : '✘'}`;
      if (key !== 'all') {
        figures.push({ name: `extract.cpu_ratio_${key}`, value: cpuRatios.median, goal: `>=${TARGET_SPEED_RATIO}` });
        figures.push({ name: `extract.wall_ratio_${key}`, value: wallRatios.median, goal: '-' });
      }
    } else if (key !== 'all') {
      const pagesPerCpuSecond = median(ours.map((run) => run.pages / run.cpuSeconds));
      figures.push({ name: `extract.pages_per_cpu_second_${key}`, value: pagesPerCpuSecond, goal: '-' });
    }
    out(
      `| ${label} | ${files} | ${ours[0]?.pages ?? 0} | ${wall(ours)} | ${cpu(ours)} | ${peer.length > 0 ? wall(peer) : 'n/a'} | ${peer.length > 0 ? cpu(peer) : 'n/a'} | ${wallCell} | ${cpuCell} |`,
    );
  }

  // Text does not change from run to run: the first timed round's is scored.
  const all = allInputs(rows.slice(0, -1).map((row) => row[3]));
  const ourRun = all.first[0];
  const peerRun = all.second[0];
  const contracts = groups.flatMap((group) => group.files).filter((file) => file.reference !== undefined);
  const scores = (run: GroupRun) =>
    contracts.map((file) => tokenF1(tokensOf(run.texts.get(file.name) ?? ''), tokensOf(file.reference ?? '')));
  const ourScores = ourRun ? scores(ourRun) : [];
  const peerScores = peerRun ? scores(peerRun) : undefined;
  const ourMean = mean(ourScores);
  out();
  if (contracts.length === 0) {
    out('Text fidelity not scored: no contracts with reference text among the inputs.');
  } else {
    figures.push({ name: 'extract.token_f1_mean', value: ourMean, goal: `>=${TARGET_F1}` });
    out(`| text fidelity: token F1 against contracts/text/ (${contracts.length} contracts) | ours | ${peerName} |`);
    out('| --- | ---: | ---: |');
    out(
      `| mean (target ≥ ${TARGET_F1}) | ${ourMean.toFixed(4)} ${ourMean >= TARGET_F1 ? '✔' : '✘'} | ${peerScores ? mean(peerScores).toFixed(4) : 'n/a'} |`,
    );
    out(`| min | ${Math.min(...ourScores).toFixed(4)} | ${peerScores ? Math.min(...peerScores).toFixed(4) : 'n/a'} |`);
  }

  const failures = [
    ...(ourRun?.failures ?? []).map((failure) => `ours: ${failure}`),
    ...(peerRun?.failures ?? []).map((failure) => `pdftotext: ${failure}`),
  ];
  out();
  out(failures.length === 0 ? 'Every file was read by both.' : `Not read: ${failures.join('; ')}`);
  out(load.summary());
  writeFigureLines(figures);
}
