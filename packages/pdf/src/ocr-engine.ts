import { spawnSync } from 'node:child_process';
import type { OcrEngine } from './worker-protocol';

/** Found on PATH like any program; the container image installs Debian's tesseract-ocr and tesseract-ocr-eng. */
export const NATIVE_TESSERACT = 'tesseract';
/** Asking the program its languages takes a few milliseconds; a program that hangs is not one to use. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * The native Tesseract when `command` runs and reads English, else tesseract.js, which the product
 * always carries. Native Tesseract reads a page for about 60 % of tesseract.js' CPU time
 * (docs/decisions.md, "OCR engine"). Asked once per process: see `defaultOcrEngine`.
 */
export function chooseOcrEngine(command: string = NATIVE_TESSERACT): OcrEngine {
  const probe = spawnSync(command, ['--list-langs'], { encoding: 'utf8', timeout: PROBE_TIMEOUT_MS });
  if (probe.error || probe.status !== 0) return { kind: 'embedded' };
  // The list goes to stdout in Tesseract 5, to stderr in 4.
  const languages = `${probe.stdout}\n${probe.stderr}`.split('\n').map((line) => line.trim());
  return languages.includes('eng') ? { kind: 'native', command } : { kind: 'embedded' };
}

let detected: OcrEngine | undefined;

/** The engine of this process, decided at its first extraction. */
export function defaultOcrEngine(): OcrEngine {
  detected ??= chooseOcrEngine();
  return detected;
}
