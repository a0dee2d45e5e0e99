import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CvOccupationCategory } from '@doclens/api';
import { extractPdfText } from '@doclens/pdf';
import { detectOccupation } from '../src/local/cv/occupation-detection';
import { splitLines } from '../src/text/lines';
import type { QualityRow, QualitySectionRunner } from './quality-section';

const TARGET = 0.7;
const LIMITS = { maxPages: 50, planName: 'free', timeoutMs: 30_000, maxMemoryMb: 256 } as const;

/** The collection's posting categories, in the engine's occupation names. */
const CATEGORY_OF_LABEL: Record<string, CvOccupationCategory> = {
  ACCOUNTANT: 'accounting',
  ADVOCATE: 'law',
  AGRICULTURE: 'agriculture',
  APPAREL: 'apparel-fashion',
  ARTS: 'arts',
  AUTOMOBILE: 'automotive',
  AVIATION: 'aviation',
  BANKING: 'banking',
  BPO: 'customer-service-bpo',
  'BUSINESS-DEVELOPMENT': 'business-development',
  CHEF: 'culinary',
  CONSTRUCTION: 'construction',
  CONSULTANT: 'consulting',
  DESIGNER: 'design',
  'DIGITAL-MEDIA': 'digital-media',
  ENGINEERING: 'engineering',
  FINANCE: 'finance',
  FITNESS: 'fitness',
  HEALTHCARE: 'healthcare',
  HR: 'human-resources',
  'INFORMATION-TECHNOLOGY': 'information-technology',
  'PUBLIC-RELATIONS': 'public-relations',
  SALES: 'sales',
  TEACHER: 'teaching',
};

interface Prediction {
  file: string;
  expected: string;
  predicted: string;
}

export const cvQuality: QualitySectionRunner = async (fixturesDir) => {
  const dir = join(fixturesDir, 'cvs');
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, { category: string }>;
  const predictions: Prediction[] = [];
  for (const [file, { category }] of Object.entries(labels)) {
    predictions.push({
      file,
      expected: CATEGORY_OF_LABEL[category] ?? category,
      predicted: await predict(join(dir, file)),
    });
  }
  const accuracy = predictions.filter((p) => p.expected === p.predicted).length / predictions.length;
  const macroF1 = macroF1Of(predictions);
  const rows: QualityRow[] = [
    {
      measure: 'CV occupation accuracy',
      value: accuracy.toFixed(2),
      target: `≥ ${TARGET.toFixed(2)}`,
      met: accuracy >= TARGET,
    },
    {
      measure: 'CV occupation macro-F1',
      value: macroF1.toFixed(2),
      target: `≥ ${TARGET.toFixed(2)}`,
      met: macroF1 >= TARGET,
    },
    { measure: 'CVs read', value: String(predictions.length) },
  ];
  return {
    title: 'CV occupation detection',
    rows,
    notes: [
      'Labels are the category of the posting each resume was scraped from, not always the occupation the text shows.',
      ...predictions
        .filter((p) => p.expected !== p.predicted)
        .map((p) => `${p.file}: labelled ${p.expected}, detected ${p.predicted}`),
    ],
  };
};

async function predict(path: string): Promise<string> {
  const outcome = await extractPdfText(readFileSync(path), LIMITS);
  if (!outcome.ok) return 'unreadable';
  const lines = splitLines(outcome.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.text })));
  return detectOccupation(lines)?.category ?? 'none';
}

/** Mean F1 over the labelled categories (a category never predicted correctly scores 0). */
function macroF1Of(predictions: readonly Prediction[]): number {
  const categories = [...new Set(predictions.map((p) => p.expected))];
  const f1s = categories.map((category) => {
    const truePositives = predictions.filter((p) => p.expected === category && p.predicted === category).length;
    const predicted = predictions.filter((p) => p.predicted === category).length;
    const actual = predictions.filter((p) => p.expected === category).length;
    const precision = predicted === 0 ? 0 : truePositives / predicted;
    const recall = actual === 0 ? 0 : truePositives / actual;
    return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  });
  return f1s.reduce((sum, f1) => sum + f1, 0) / f1s.length;
}
