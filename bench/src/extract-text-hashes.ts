import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
// The extraction child's own page joining, so the hashes are of what the product reads.
import { pageTextFromItems } from '../../packages/pdf/src/page-text.mjs';
import { buildGeneratedPdf, pagesOfText } from './generated-pdf';

/**
 * A check for changes to pdf.js' text path (patches/pdfjs-dist+5.5.207.patch): hashes every page's
 * text items and joined text on all fixture PDFs and the extract bench's generated files, one line
 * per file, so a run before and after a patch can be compared with `diff`. With
 * `EXTRACT_CPU_ROUNDS=n`, it instead reads the generated files n times each and prints the CPU
 * seconds of each reading, in this one process, as the extraction child spends them.
 *
 *   npx tsx bench/src/extract-text-hashes.ts > before.txt
 */
const FIXTURES_DIR = resolve(import.meta.dirname, '../../../shared/fixtures');
const CPU_ROUNDS = Number(process.env.EXTRACT_CPU_ROUNDS ?? 0);

const pdfjs = await loadPdfjsAsTheChildDoes();
const generated = [200, 1000].map((pages) => ({
  name: `generated-${pages}-pages.pdf`,
  bytes: new Uint8Array(buildGeneratedPdf(pagesOfText(contractsText(), pages))),
}));

if (CPU_ROUNDS > 0) {
  for (let round = 0; round < CPU_ROUNDS; round++) {
    for (const file of generated) {
      const before = process.cpuUsage();
      await readPages(file.bytes.slice());
      const used = process.cpuUsage(before);
      process.stdout.write(`${file.name} round ${round + 1}: ${((used.user + used.system) / 1e6).toFixed(3)} CPU s\n`);
    }
  }
} else {
  const fixtures = pdfFilesUnder(FIXTURES_DIR).map((path) => ({
    name: relative(FIXTURES_DIR, path),
    bytes: new Uint8Array(readFileSync(path)),
  }));
  for (const file of [...fixtures, ...generated]) {
    let line: string;
    try {
      const pages = await readPages(file.bytes);
      const items = createHash('sha256');
      const texts = createHash('sha256');
      for (const page of pages) {
        items.update(JSON.stringify(page.items));
        texts.update(`${page.text}\u0000`);
      }
      line = `${pages.length} pages items ${items.digest('hex').slice(0, 16)} text ${texts.digest('hex').slice(0, 16)}`;
    } catch (error) {
      line = `failed: ${String(error)}`;
    }
    process.stdout.write(`${file.name} ${line}\n`);
  }
}
process.exit(0);

async function readPages(data: Uint8Array) {
  const task = pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const { items } = await page.getTextContent({ includeMarkedContent: false });
      pages.push({ items, text: pageTextFromItems(items) });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** As pdf-worker.mjs loads pdf.js (plain JavaScript without declarations, hence the specifiers as values). */
async function loadPdfjsAsTheChildDoes(): Promise<Pdfjs> {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) console[method] = () => {};
  const nativePush = Array.prototype.push;
  const canvasOnDemand = new URL('../../packages/pdf/src/canvas-on-demand.mjs', import.meta.url).href;
  const { importPdfjsWithoutCanvas } = (await import(canvasOnDemand)) as {
    importPdfjsWithoutCanvas: () => Promise<Pdfjs>;
  };
  const loaded = await importPdfjsWithoutCanvas();
  const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(workerModule);
  Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true });
  return loaded;
}

function contractsText(): string {
  const textDir = join(FIXTURES_DIR, 'contracts', 'text');
  return readdirSync(textDir)
    .sort()
    .map((name) => readFileSync(join(textDir, name), 'utf8'))
    .join('\n');
}

function pdfFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return pdfFilesUnder(path);
      return /\.pdf$/i.test(name) ? [path] : [];
    });
}
