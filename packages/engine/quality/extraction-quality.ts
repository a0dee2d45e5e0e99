import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { extractPdfText } from '@doclens/pdf';
import type { QualityRow, QualitySectionRunner } from './quality-section';

const TARGET_MEAN_F1 = 0.98;
const LIMITS = { maxPages: 2000, planName: 'enterprise', timeoutMs: 120_000, maxMemoryMb: 512 };

/** Extraction token F1 of every contract PDF against its reference text in `contracts/text/`. */
export const extractionQuality: QualitySectionRunner = async (fixturesDir) => {
  const contractsDir = join(fixturesDir, 'contracts');
  const files = readdirSync(contractsDir)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort();
  const scores: Array<{ name: string; f1: number }> = [];
  for (const name of files) {
    const reference = readFileSync(join(contractsDir, 'text', `${basename(name, extname(name))}.txt`), 'utf8');
    const outcome = await extractPdfText(new Uint8Array(readFileSync(join(contractsDir, name))), LIMITS);
    const extracted = outcome.ok ? outcome.pages.map((page) => page.text).join('\n') : '';
    scores.push({ name, f1: tokenF1(tokensOf(extracted), tokensOf(reference)) });
  }
  const values = scores.map((score) => score.f1);
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const worst = [...scores].sort((a, b) => a.f1 - b.f1).slice(0, 3);
  const rows: QualityRow[] = [
    { measure: 'contracts compared', value: String(scores.length) },
    { measure: 'token F1, mean', value: mean.toFixed(4), target: `≥ ${TARGET_MEAN_F1}`, met: mean >= TARGET_MEAN_F1 },
    { measure: 'token F1, min', value: Math.min(...values).toFixed(4) },
  ];
  return {
    title: 'Text extraction (contracts vs reference text)',
    rows,
    notes: [
      'Tokens: the text split at whitespace (whitespace normalised, case and punctuation kept), compared as multisets.',
      `Lowest: ${worst.map((score) => `${score.name} ${score.f1.toFixed(4)}`).join('; ')}`,
    ],
  };
};

/** Tokens as the extraction F1 counts them; the extraction benchmark scores pdftotext with the same rule. */
export function tokensOf(text: string): string[] {
  return text.split(/\s+/u).filter((token) => token.length > 0);
}

/** F1 of two token multisets: how many tokens they share, against both lengths. */
export function tokenF1(extracted: readonly string[], reference: readonly string[]): number {
  if (extracted.length === 0 || reference.length === 0) return extracted.length === reference.length ? 1 : 0;
  const remaining = new Map<string, number>();
  for (const token of reference) remaining.set(token, (remaining.get(token) ?? 0) + 1);
  let shared = 0;
  for (const token of extracted) {
    const left = remaining.get(token) ?? 0;
    if (left === 0) continue;
    shared++;
    remaining.set(token, left - 1);
  }
  const precision = shared / extracted.length;
  const recall = shared / reference.length;
  return shared === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}
