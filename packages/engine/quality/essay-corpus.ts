import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EssayParameters } from '@doclens/api';
import { assessEssay } from '../src/local/essay/analyze-essay';
import { detectEssayKind, type EssayKind } from '../src/local/essay/essay-kind';
import { prepareDocumentText } from '../src/text/document-text';
import { splitSentences } from '../src/text/sentences';
import { pagesOfText } from './result-validity';

/** One ASAP essay as `../shared/corpus/essays/asap-essays.jsonl` holds it (measure only). */
interface CorpusEssay {
  id: number;
  prompt: number;
  kind: string;
  task: string;
  scoreRange: [number, number];
  score: number;
  rater1: number;
  rater2: number;
  traits?: Record<string, number>;
  text: string;
}

export interface GradedCorpusEssay {
  /** The essay with the prompt it was written for (see `ownPrompt`). */
  essay: CorpusEssay;
  /** Our 0–100 score mapped into the prompt's range. */
  ours: number;
  subScores: { structure: number; grammar: number; vocabulary: number };
}

interface CorpusPrompt {
  kind: string;
  range: [number, number];
  task: string;
}

/** ASAP writers are in grades 7 to 10: graded as high-school writing. */
const ACADEMIC_LEVEL: EssayParameters['academicLevel'] = 'high-school';
const ENGINE = { provider: 'local', version: 'quality-report' } as const;
/**
 * The first essay id of each ASAP prompt (the dataset's published numbering: prompt 1 from 1,
 * prompt 2 from 2978, …; the fixtures' file names follow it).
 */
const PROMPT_FIRST_IDS = [1, 2978, 5978, 8863, 11827, 14834, 17834, 20716] as const;

/** The ASAP prompt an essay was written for, from its id. */
export function ownPrompt(id: number): number {
  return PROMPT_FIRST_IDS.filter((first) => id >= first).length;
}

/**
 * The corpus file files about 45% of each prompt's rows under another prompt: the same essay (same
 * id, text, scores and traits) appears under up to seven prompts, with that prompt's range, kind
 * and task. The text, scores and traits belong together and to the prompt its id names, so each
 * essay is measured once, against its own prompt's range and task.
 */
export function readCorpusEssays(dir: string): CorpusEssay[] {
  const prompts = JSON.parse(readFileSync(join(dir, 'prompts.json'), 'utf8')) as Record<string, CorpusPrompt>;
  const byId = new Map<number, CorpusEssay>();
  for (const line of readFileSync(join(dir, 'asap-essays.jsonl'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as CorpusEssay;
    const prompt = ownPrompt(row.id);
    const own = prompts[String(prompt)];
    if (!own || byId.has(row.id)) continue;
    byId.set(row.id, { ...row, prompt, kind: own.kind, task: own.task, scoreRange: own.range });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Grades every `sampleEvery`th essay (from the `offset`th, so that the other samples can be checked) as a teacher would submit it: at the writers' level, with
 * the assignment (the prompt's task) as the subject.
 */
export async function gradeCorpusEssays(
  dir: string,
  sampleEvery = 1,
  offset = 0,
  keep: (essay: CorpusEssay) => boolean = () => true,
): Promise<GradedCorpusEssay[]> {
  const graded: GradedCorpusEssay[] = [];
  const essays = readCorpusEssays(dir).filter(keep);
  for (const essay of essays.filter((_, index) => index % sampleEvery === offset % sampleEvery)) {
    const parameters: EssayParameters = { academicLevel: ACADEMIC_LEVEL, subject: essay.task };
    const { analysis, subScores } = await assessEssay(prepareDocumentText(pagesOfText(essay.text)), parameters, ENGINE);
    graded.push({ essay, ours: toRange(analysis.overallGrade.score, essay.scoreRange), subScores });
  }
  return graded;
}

/** A 0–100 score as a whole score of the prompt's range: the product's score, spread linearly. */
export function toRange(score: number, [min, max]: readonly [number, number]): number {
  return Math.round(min + (score / 100) * (max - min));
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

/** The kind each ASAP prompt asks for, in the grader's names. */
const KIND_OF_PROMPT_KIND: Record<string, EssayKind> = {
  persuasive: 'argument',
  'source-dependent': 'source-response',
  narrative: 'narrative',
};

/**
 * How often the kind read from the text alone (no subject, as for a user who names none) is the
 * kind the essay's prompt asked for: overall and per prompt.
 */
export function kindFromTextAgreement(essays: readonly CorpusEssay[]): {
  overall: number;
  byPrompt: Map<number, number>;
} {
  const tally = new Map<number, [right: number, total: number]>();
  for (const essay of essays) {
    const sentences = splitSentences([{ pageNumber: 1, text: essay.text }]);
    const right = detectEssayKind(sentences) === KIND_OF_PROMPT_KIND[essay.kind];
    const [hits, total] = tally.get(essay.prompt) ?? [0, 0];
    tally.set(essay.prompt, [hits + (right ? 1 : 0), total + 1]);
  }
  const sums = [...tally.values()].reduce(([a, b], [hits, total]) => [a + hits, b + total], [0, 0]);
  return {
    overall: sums[1] === 0 ? 0 : sums[0] / sums[1],
    byPrompt: new Map([...tally].map(([prompt, [hits, total]]) => [prompt, hits / total])),
  };
}
