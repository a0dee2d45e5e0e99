// Runs Debian's (or any installed) `tesseract` program on one page picture. Plain JavaScript: it
// runs in the extraction child (page-ocr.mjs). Types in native-tesseract.d.mts.
import { spawn } from 'node:child_process';

/**
 * One thread: OpenMP's threads spin while they wait, which costs more CPU than it saves on a page,
 * and the service already reads several documents side by side.
 */
const ENVIRONMENT = { ...process.env, OMP_THREAD_LIMIT: '1' };
/** A page's words: well under a megabyte of TSV; more means something else is talking. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
/** Killed after this long on one page, like the child's own per-page allowance. */
const PAGE_TIMEOUT_MS = 30_000;

/**
 * The words Tesseract reads on a PGM picture, by paragraph, then by line, each with its box in
 * pixels: the layout tesseract.js gives, so both engines feed the same page text.
 */
export function readWithNativeTesseract(command, pgm, dpi) {
  return new Promise((resolve, reject) => {
    // LSTM only (--oem 1), automatic page layout (--psm 3), TSV out: one row per word with its place.
    const child = spawn(
      command,
      ['stdin', 'stdout', '-l', 'eng', '--oem', '1', '--psm', '3', '--dpi', String(dpi), 'tsv'],
      {
        env: ENVIRONMENT,
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    );
    const chunks = [];
    let bytes = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), PAGE_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      bytes += chunk.length;
      if (bytes > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    // A program that exits before reading all of the picture closes the pipe: 'close' says how it ended.
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`tesseract ended with ${signal ?? `code ${code}`}`));
      resolve(paragraphsFromTsv(Buffer.concat(chunks).toString('utf8')));
    });
    child.stdin.end(pgm);
  });
}

/** Word rows (level 5) grouped by block and paragraph, then line, in Tesseract's reading order. */
export function paragraphsFromTsv(tsv) {
  const paragraphs = [];
  let paragraphKey;
  let lineKey;
  for (const row of tsv.split('\n').slice(1)) {
    const [level, , block, paragraph, line, , left, top, width, height, , ...textParts] = row.split('\t');
    const text = textParts.join('\t').trim();
    if (level !== '5' || text === '') continue;
    const key = `${block}.${paragraph}`;
    if (key !== paragraphKey) {
      paragraphs.push([]);
      paragraphKey = key;
      lineKey = undefined;
    }
    const lines = paragraphs[paragraphs.length - 1];
    if (line !== lineKey) {
      lines.push([]);
      lineKey = line;
    }
    const x0 = Number(left);
    const y0 = Number(top);
    lines[lines.length - 1].push({ text, bbox: { x0, y0, x1: x0 + Number(width), y1: y0 + Number(height) } });
  }
  return paragraphs;
}
