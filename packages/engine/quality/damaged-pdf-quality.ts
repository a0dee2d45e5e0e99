import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ANALYSIS_PARAMETERS } from '@doclens/api';
import { extractPdfText } from '@doclens/pdf';
import { createLocalEngine } from '../src/local/local-engine';
import { collectEvidence } from '../src/text/evidence';
import type { QualitySectionRunner } from './quality-section';

const LIMITS = { maxPages: 2000, planName: 'enterprise', timeoutMs: 30_000, maxMemoryMb: 512 };

interface Outcome {
  name: string;
  label: string;
  result: string;
  /** An analysis was produced although the extracted text is empty: an analysis invented from nothing. */
  inventedFromNothing: boolean;
}

/**
 * Every damaged, encrypted or empty PDF goes through extraction and, when extraction succeeds, the
 * engine as type 'other'. None may crash, and none may yield an analysis from an empty text.
 */
export const damagedPdfQuality: QualitySectionRunner = async (fixturesDir) => {
  const pdfDir = join(fixturesDir, 'pdfs');
  const labels = JSON.parse(readFileSync(join(pdfDir, 'labels.json'), 'utf8')) as Record<string, string>;
  const files = readdirSync(pdfDir)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort();
  const outcomes: Outcome[] = [];
  for (const name of files) outcomes.push(await outcomeOf(pdfDir, name, labels[name] ?? 'unlabelled'));
  const invented = outcomes.filter((outcome) => outcome.inventedFromNothing).length;
  const crashed = outcomes.filter((outcome) => outcome.result.startsWith('crash')).length;
  return {
    title: 'Damaged, encrypted and empty PDFs',
    rows: [
      { measure: 'files', value: String(outcomes.length) },
      { measure: 'analyses produced from an empty text', value: String(invented), target: '= 0', met: invented === 0 },
      { measure: 'crashes (extraction or analysis threw)', value: String(crashed), target: '= 0', met: crashed === 0 },
    ],
    notes: outcomes.map((outcome) => `${outcome.name} (${outcome.label}): ${outcome.result}`),
  };
};

async function outcomeOf(pdfDir: string, name: string, label: string): Promise<Outcome> {
  try {
    const extraction = await extractPdfText(new Uint8Array(readFileSync(join(pdfDir, name))), LIMITS);
    if (!extraction.ok) {
      return {
        name,
        label,
        result: `refused: ${extraction.reason} — “${extraction.message}”`,
        inventedFromNothing: false,
      };
    }
    const empty = extraction.pages.every((page) => page.text.trim().length === 0);
    const analysis = await createLocalEngine().analyze({
      documentType: 'other',
      parameters: DEFAULT_ANALYSIS_PARAMETERS.other,
      pages: extraction.pages,
      filename: name,
    });
    const evidence = collectEvidence(analysis).length;
    return {
      name,
      label,
      result: `extracted ${extraction.pageCount} page(s), ${empty ? 'no text' : 'text found'}; analysis with ${evidence} quoted item(s)`,
      // Any analysis of an empty text is made up, whatever it quotes; extraction must refuse it first.
      inventedFromNothing: empty,
    };
  } catch (error) {
    return { name, label, result: `crash: ${(error as Error).message}`, inventedFromNothing: false };
  }
}
