import { spawn, spawnSync } from 'node:child_process';

/**
 * Poppler's `pdftotext` in `-raw` mode: text in content-stream order, which is what the product's
 * extraction does (pdf.js' text items in stream order, broken into lines where the baseline moves).
 * The default mode reorders text into reading columns and `-layout` pads with spaces to mimic the
 * page, so either would be doing different work.
 */
export const PDFTOTEXT_MODE = '-raw';

/** The installed version ("pdftotext version 22.12.0"), or undefined when pdftotext is absent. */
export function pdftotextVersion(): string | undefined {
  const result = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  if (result.error) return undefined;
  return `${result.stderr}${result.stdout}`.split('\n')[0]?.trim();
}

export interface PdftotextRun {
  /** Pages end with a form feed in pdftotext's output. */
  pages: number;
  text: string;
}

/** One pdftotext process for one file, its text read from stdout as UTF-8. */
export function runPdftotext(path: string): Promise<PdftotextRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', [PDFTOTEXT_MODE, '-enc', 'UTF-8', '-q', path, '-'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdftotext exited with code ${code} on ${path}`));
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ pages: text.split('\f').length - 1, text });
    });
  });
}
