import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CvOccupationCategory } from '@doclens/api';
import { extractPdfText } from '@doclens/pdf';
import { rewriteAsAchievement } from '../src/local/cv/achievement-rewrite';
import { rewriteErrors } from '../src/local/cv/checked-rewrite';
import { experienceStatements } from '../src/local/cv/experience-statements';
import { detectOccupation } from '../src/local/cv/occupation-detection';
import { splitLines } from '../src/text/lines';
import type { TextSpan } from '../src/text/text-span';
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
  /** Experience lines given a rewrite, and those whose rewrite the grammar check finds a new error in. */
  rewrites: number;
  rewritesWithNewErrors: string[];
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
    {
      measure: 'CV rewrites adding a grammar error',
      value: shown((f) => `${f.rewritesWithNewErrors.length} of ${f.rewrites}`),
      target: '0',
      met: judged.rewritesWithNewErrors.length === 0 && fixtures.rewritesWithNewErrors.length === 0,
    },
    { measure: 'CVs called unclear', value: shown((f) => `${f.unclear} of ${f.predictions.length}`) },
  ];
  return {
    title: corpus ? 'CV occupation detection: fixtures and corpus' : 'CV occupation detection',
    rows,
    notes: [
      'Labels are the category of the posting each resume was scraped from, not always the occupation the text shows; "unclear" is the engine naming no occupation.',
      ...(corpus
        ? [
            `Corpus confusion pairs (labelled → detected, count): ${confusionPairs(corpus.predictions)}`,
            `Corpus F1 per category: ${f1sOf(corpus.predictions)
              .map(({ category, f1 }) => `${category} ${f1.toFixed(2)}`)
              .join(', ')}`,
          ]
        : []),
      ...[...fixtures.rewritesWithNewErrors, ...(corpus?.rewritesWithNewErrors ?? [])].map(
        (failure) => `rewrite with a new grammar error: ${failure}`,
      ),
      ...fixtures.predictions
        .filter((p) => p.expected !== p.predicted)
        .map((p) => `fixture ${p.file}: labelled ${p.expected}, detected ${p.predicted}`),
    ],
  };
};

async function measure(dir: string): Promise<Figures> {
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, { category: string }>;
  const predictions: Prediction[] = [];
  let rewrites = 0;
  const rewritesWithNewErrors: string[] = [];
  for (const [file, { category }] of Object.entries(labels)) {
    const lines = await linesOf(join(dir, file));
    predictions.push({
      file,
      expected: CATEGORY_OF_LABEL[category] ?? category,
      predicted: lines ? (detectOccupation(lines)?.category ?? UNCLEAR) : 'unreadable',
    });
    for (const { line } of experienceStatements(lines ?? [])) {
      const rewrite = rewriteAsAchievement(line.text);
      if (rewrite === undefined) continue;
      rewrites += 1;
      const errors = await rewriteErrors(line.text, rewrite);
      if (errors.length > 0) rewritesWithNewErrors.push(`${file}: “${rewrite}” (${errors.join(', ')})`);
    }
  }
  return {
    rewrites,
    rewritesWithNewErrors,
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

async function linesOf(path: string): Promise<TextSpan[] | undefined> {
  const outcome = await extractPdfText(readFileSync(path), LIMITS);
  if (!outcome.ok) return undefined;
  return splitLines(outcome.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.text })));
}

/** Mean F1 over the labelled categories (a category never predicted correctly scores 0). */
function macroF1Of(predictions: readonly Prediction[]): number {
  const f1s = f1sOf(predictions).map(({ f1 }) => f1);
  return f1s.reduce((sum, f1) => sum + f1, 0) / f1s.length;
}

/** F1 of each labelled category, weakest first. */
function f1sOf(predictions: readonly Prediction[]): Array<{ category: string; f1: number }> {
  const categories = [...new Set(predictions.map((p) => p.expected))];
  const f1s = categories.map((category) => {
    const truePositives = predictions.filter((p) => p.expected === category && p.predicted === category).length;
    const predicted = predictions.filter((p) => p.predicted === category).length;
    const actual = predictions.filter((p) => p.expected === category).length;
    const precision = predicted === 0 ? 0 : truePositives / predicted;
    const recall = actual === 0 ? 0 : truePositives / actual;
    return { category, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
  });
  return f1s.sort((a, b) => a.f1 - b.f1);
}
