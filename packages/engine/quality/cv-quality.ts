import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CvOccupationCategory } from '@doclens/api';
import { extractPdfText } from '@doclens/pdf';
import { detectOccupation } from '../src/local/cv/occupation-detection';
import { splitLines } from '../src/text/lines';
import { corpusModeRequested } from './contract-quality';
import type { QualityRow, QualitySectionRunner } from './quality-section';

const TARGET = 0.7;
const UNCLEAR = 'unclear';
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

/** The resume corpus beside the fixtures (`../shared/corpus/cvs`), measured in corpus mode (measure only). */
const CORPUS_DIR = fileURLToPath(new URL('../../../../shared/corpus/cvs/', import.meta.url));
const CONFUSION_PAIRS_SHOWN = 15;

interface Figures {
  accuracy: number;
  macroF1: number;
  unclear: number;
  predictions: Prediction[];
}

/**
 * Occupation detection against the labelled categories. In corpus mode the corpus figures are printed
 * beside the fixture figures and judged against the target, with the most frequent confusion pairs.
 */
export const cvQuality: QualitySectionRunner = async (fixturesDir) => {
  const fixtures = await measure(join(fixturesDir, 'cvs'));
  const corpus = corpusModeRequested() && existsSync(CORPUS_DIR) ? await measure(CORPUS_DIR) : undefined;
  const judged = corpus ?? fixtures;
  const shown = (pick: (figures: Figures) => string) =>
    corpus ? `fixtures ${pick(fixtures)} · corpus ${pick(corpus)}` : pick(fixtures);
  const rows: QualityRow[] = [
    {
      measure: 'CV occupation accuracy',
      value: shown((f) => f.accuracy.toFixed(2)),
      target: `≥ ${TARGET.toFixed(2)}`,
      met: judged.accuracy >= TARGET,
    },
    {
      measure: 'CV occupation macro-F1',
      value: shown((f) => f.macroF1.toFixed(2)),
      target: `≥ ${TARGET.toFixed(2)}`,
      met: judged.macroF1 >= TARGET,
    },
    { measure: 'CVs read', value: shown((f) => String(f.predictions.length)) },
    { measure: 'CVs called unclear', value: shown((f) => `${f.unclear} of ${f.predictions.length}`) },
  ];
  return {
    title: corpus ? 'CV occupation detection: fixtures and corpus' : 'CV occupation detection',
    rows,
    notes: [
      'Labels are the category of the posting each resume was scraped from, not always the occupation the text shows; "unclear" is the engine naming no occupation.',
      ...(corpus ? [`Corpus confusion pairs (labelled → detected, count): ${confusionPairs(corpus.predictions)}`] : []),
      ...fixtures.predictions
        .filter((p) => p.expected !== p.predicted)
        .map((p) => `fixture ${p.file}: labelled ${p.expected}, detected ${p.predicted}`),
    ],
  };
};

async function measure(dir: string): Promise<Figures> {
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, { category: string }>;
  const predictions: Prediction[] = [];
  for (const [file, { category }] of Object.entries(labels)) {
    predictions.push({
      file,
      expected: CATEGORY_OF_LABEL[category] ?? category,
      predicted: await predict(join(dir, file)),
    });
  }
  return {
    accuracy: predictions.filter((p) => p.expected === p.predicted).length / predictions.length,
    macroF1: macroF1Of(predictions),
    unclear: predictions.filter((p) => p.predicted === UNCLEAR).length,
    predictions,
  };
}

function confusionPairs(predictions: readonly Prediction[]): string {
  const counts = new Map<string, number>();
  for (const { expected, predicted } of predictions) {
    if (expected !== predicted)
      counts.set(`${expected} → ${predicted}`, (counts.get(`${expected} → ${predicted}`) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CONFUSION_PAIRS_SHOWN)
    .map(([pair, count]) => `${pair} ${count}`)
    .join('; ');
}

async function predict(path: string): Promise<string> {
  const outcome = await extractPdfText(readFileSync(path), LIMITS);
  if (!outcome.ok) return 'unreadable';
  const lines = splitLines(outcome.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.text })));
  return detectOccupation(lines)?.category ?? UNCLEAR;
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
