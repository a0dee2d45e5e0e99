import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EssayParameters } from '@doclens/api';
import { assessEssay } from '../src/local/essay/analyze-essay';
import { prepareDocumentText } from '../src/text/document-text';
import { pagesOfText } from './result-validity';

/** One ASAP essay as `../shared/corpus/essays/asap-essays.jsonl` holds it (measure only). */
interface CorpusEssay {
  id: number;
  prompt: number;
  kind: string;
  scoreRange: [number, number];
  score: number;
  rater1: number;
  rater2: number;
  traits?: Record<string, number>;
  text: string;
}

export interface GradedCorpusEssay {
  essay: CorpusEssay;
  /** Our 0–100 score mapped into the prompt's range. */
  ours: number;
  subScores: { structure: number; grammar: number; vocabulary: number };
}

/** ASAP writers are in grades 7 to 10: graded as high-school writing. */
const PARAMETERS: EssayParameters = { academicLevel: 'high-school' };
const ENGINE = { provider: 'local', version: 'quality-report' } as const;

export function readCorpusEssays(dir: string): CorpusEssay[] {
  return readFileSync(join(dir, 'asap-essays.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusEssay);
}

export async function gradeCorpusEssays(dir: string): Promise<GradedCorpusEssay[]> {
  const graded: GradedCorpusEssay[] = [];
  for (const essay of readCorpusEssays(dir)) {
    const { analysis, subScores } = await assessEssay(prepareDocumentText(pagesOfText(essay.text)), PARAMETERS, ENGINE);
    const [min, max] = essay.scoreRange;
    graded.push({ essay, ours: Math.round(min + (analysis.overallGrade.score / 100) * (max - min)), subScores });
  }
  return graded;
}

/** Spearman rank correlation (ties share their mean rank). */
export function spearman(pairs: ReadonlyArray<readonly [number, number]>): number {
  const rank = (values: number[]) => {
    const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
    const ranks = new Array<number>(values.length).fill(0);
    for (let start = 0; start < order.length; ) {
      let end = start;
      while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
      for (let k = start; k <= end; k++) ranks[(order[k] as { index: number }).index] = (start + end) / 2;
      start = end + 1;
    }
    return ranks;
  };
  const a = rank(pairs.map(([x]) => x));
  const b = rank(pairs.map(([, y]) => y));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const [ma, mb] = [mean(a), mean(b)];
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  a.forEach((value, index) => {
    const other = b[index] as number;
    covariance += (value - ma) * (other - mb);
    varianceA += (value - ma) ** 2;
    varianceB += (other - mb) ** 2;
  });
  return varianceA === 0 || varianceB === 0 ? 0 : covariance / Math.sqrt(varianceA * varianceB);
}
