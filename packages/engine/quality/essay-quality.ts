import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EssayAnalysis, EssayParameters } from '@doclens/api';
import { extractPdfText } from '@doclens/pdf';
import { analyzeEssay } from '../src/local/essay/analyze-essay';
import { prepareDocumentText } from '../src/text/document-text';
import { corpusModeRequested } from './contract-quality';
import {
  type GradedCorpusEssay,
  gradeCorpusEssays,
  kindFromTextAgreement,
  readCorpusEssays,
  spearman,
  toRange,
} from './essay-corpus';
import { corpusMatchRows, corpusMismatchNotes } from './essay-prompt-rows';
import type { QualityRow, QualitySectionRunner } from './quality-section';
import { isHeldOut } from './writing-judgement-set';

/** The ASAP essays beside the fixtures (`../shared/corpus/essays`), measured in corpus mode (measure only). */
const CORPUS_DIR = fileURLToPath(new URL('../../../../shared/corpus/essays/', import.meta.url));
const PROMPT_TARGET = 0.45;
const TRAIT_TARGET = 0.4;
/** Our sub-score and the ASAP++ trait it is compared with. */
const TRAITS = [
  ['structure', 'Organization'],
  ['grammar', 'Conventions'],
  ['vocabulary', 'Word Choice'],
] as const;

const TARGET = 0.6;
const LIMITS = { maxPages: 50, planName: 'free', timeoutMs: 30_000, maxMemoryMb: 256 } as const;
/** Scores of different prompts are compared as their position in the prompt's range, on 0–10. */
const COMMON_SCALE = 10;
// The essay analyzer alone, so that the report does not depend on the other analyzers loading.
const ENGINE = { provider: 'local', version: 'quality-report' } as const;

interface EssayLabel {
  prompt: number;
  /** The assignment, passed as the subject as a teacher would enter it. */
  task: string;
  academicLevel: EssayParameters['academicLevel'];
  scoreRange: [number, number];
  score: number;
  rater1: number;
  rater2: number;
}

export interface GradedEssay {
  file: string;
  label: EssayLabel;
  analysis: EssayAnalysis;
  /** Our overall score mapped into the prompt's score range. */
  ours: number;
}

export const essayQuality: QualitySectionRunner = async (fixturesDir) => {
  const graded = await gradeFixtureEssays(fixturesDir);
  const raterRange = raterRanges(graded.map((essay) => essay.label));
  const ours = qwk(
    graded.map((essay) => [
      onCommonScale(essay.ours, essay.label.scoreRange),
      onCommonScale(essay.label.score, essay.label.scoreRange),
    ]),
  );
  const raters = qwk(
    graded.map(({ label }) => {
      const range = raterRange.get(label.prompt) ?? label.scoreRange;
      return [onCommonScale(label.rater1, range), onCommonScale(label.rater2, range)];
    }),
  );
  const rows: QualityRow[] = [
    {
      measure: 'Essay grade QWK, ours vs human final score (all prompts)',
      value: ours.toFixed(2),
      target: `≥ ${TARGET.toFixed(2)}`,
      met: ours >= TARGET,
    },
    { measure: 'Rater 1 vs rater 2 QWK (human agreement, for comparison)', value: raters.toFixed(2) },
    {
      measure: 'Mean QWK within a prompt (ours / raters), in each prompt’s own range',
      value: meanWithinPrompts(graded, raterRange)
        .map((value) => value.toFixed(2))
        .join(' / '),
    },
    { measure: 'Essays graded', value: String(graded.length) },
  ];
  const corpus =
    corpusModeRequested() && existsSync(CORPUS_DIR)
      ? await gradeCorpusEssays(
          CORPUS_DIR,
          corpusSampleEvery(),
          Number(process.env.ESSAY_CORPUS_OFFSET ?? 0) || 0,
          heldOutOnly() ? (essay) => isHeldOut(String(essay.id)) : undefined,
        )
      : undefined;
  if (corpus) rows.push(...corpusRows(corpus), kindRow(), ...corpusMatchRows(CORPUS_DIR, corpus, qwk));
  return {
    title: corpus
      ? 'Essays: grade agreement with human scores, fixtures and corpus'
      : 'Essays: grade agreement with human scores',
    rows,
    notes: [
      `Scores are compared as their position in each prompt's range, on a 0–${COMMON_SCALE} scale.`,
      ...(corpus ? corpusMismatchNotes(CORPUS_DIR) : []),
      ...perPromptNotes(graded, raterRange),
      ...graded.map(
        ({ file, label, analysis, ours: mapped }) =>
          `${file}: ours ${mapped} (${analysis.overallGrade.score}/100 ${analysis.overallGrade.grade}), human ${label.score} in ${label.scoreRange.join('–')}`,
      ),
    ],
  };
};

/** Users who name no subject get the kind read from the text: how often it is the prompt's. */
function kindRow(): QualityRow {
  const { overall, byPrompt } = kindFromTextAgreement(readCorpusEssays(CORPUS_DIR));
  const perPrompt = [...byPrompt]
    .sort(([a], [b]) => a - b)
    .map(([prompt, share]) => `${prompt}: ${share.toFixed(2)}`)
    .join(', ');
  return {
    measure: `Corpus essay kind read from the text alone, no subject, as the prompt asks (share; per prompt ${perPrompt})`,
    value: overall.toFixed(2),
  };
}

/**
 * `ESSAY_CORPUS_HELD_OUT=1` grades only the held-out essays (about one in five, picked by a hash of
 * the id, see `isHeldOut`): nobody here reads them to change the engine, so their agreement is the
 * nearest figure to essays never seen; their rows say "held-out".
 */
function heldOutOnly(): boolean {
  return process.env.ESSAY_CORPUS_HELD_OUT === '1';
}

/**
 * `ESSAY_CORPUS_EVERY=5` grades every fifth corpus essay (the whole corpus takes about half an hour
 * on 2 cores); `ESSAY_CORPUS_OFFSET=1` starts that sample from the second essay, to check another one.
 */
function corpusSampleEvery(): number {
  const every = Number(process.env.ESSAY_CORPUS_EVERY ?? 1);
  return Number.isInteger(every) && every > 0 ? every : 1;
}

export async function gradeFixtureEssays(fixturesDir: string): Promise<GradedEssay[]> {
  const dir = join(fixturesDir, 'essays');
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, EssayLabel>;
  const graded: GradedEssay[] = [];
  for (const [file, label] of Object.entries(labels)) {
    const outcome = await extractPdfText(readFileSync(join(dir, file)), LIMITS);
    if (!outcome.ok) throw new Error(`${file}: ${outcome.message}`);
    const analysis = await analyzeEssay(
      prepareDocumentText(outcome.pages),
      { academicLevel: label.academicLevel, subject: label.task },
      ENGINE,
    );
    graded.push({ file, label, analysis, ours: toRange(analysis.overallGrade.score, label.scoreRange) });
  }
  return graded;
}

function onCommonScale(score: number, [min, max]: readonly [number, number]): number {
  return Math.round(((score - min) / (max - min)) * COMMON_SCALE);
}

/**
 * Each rater's own scale: where the final score is the two raters' sum, each rater scores half
 * the range; otherwise the final score is on the raters' scale.
 */
function raterRanges(labels: readonly EssayLabel[]): Map<number, [number, number]> {
  const ranges = new Map<number, [number, number]>();
  for (const prompt of new Set(labels.map((label) => label.prompt))) {
    const ofPrompt = labels.filter((label) => label.prompt === prompt);
    const [min, max] = (ofPrompt[0] as EssayLabel).scoreRange;
    const summed = ofPrompt.every((label) => label.score === label.rater1 + label.rater2);
    ranges.set(prompt, summed ? [min / 2, max / 2] : [min, max]);
  }
  return ranges;
}

function withinPrompt(graded: readonly GradedEssay[], raterRange: Map<number, [number, number]>) {
  return [...new Set(graded.map((essay) => essay.label.prompt))].map((prompt) => {
    const ofPrompt = graded.filter((essay) => essay.label.prompt === prompt);
    const range = raterRange.get(prompt) ?? [0, 1];
    return {
      prompt,
      count: ofPrompt.length,
      ours: qwk(ofPrompt.map((essay) => [essay.ours, essay.label.score])),
      raters: qwk(ofPrompt.map(({ label }) => [label.rater1 - range[0], label.rater2 - range[0]])),
    };
  });
}

function meanWithinPrompts(
  graded: readonly GradedEssay[],
  raterRange: Map<number, [number, number]>,
): [number, number] {
  const prompts = withinPrompt(graded, raterRange);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return [mean(prompts.map((p) => p.ours)), mean(prompts.map((p) => p.raters))];
}

function perPromptNotes(graded: readonly GradedEssay[], raterRange: Map<number, [number, number]>): string[] {
  return withinPrompt(graded, raterRange).map(
    ({ prompt, count, ours, raters }) =>
      `Prompt ${prompt} (${count} essays): QWK ours ${ours.toFixed(2)}, raters ${raters.toFixed(2)}`,
  );
}

/** Quadratic weighted kappa of paired integer ratings: 1 is full agreement, 0 chance. */
export function qwk(pairs: ReadonlyArray<readonly [number, number]>): number {
  if (pairs.length === 0) return 0;
  const values = pairs.flat();
  const low = Math.min(...values);
  const size = Math.max(...values) - low + 1;
  if (size === 1) return 1;
  const observed = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const first = new Array<number>(size).fill(0);
  const second = new Array<number>(size).fill(0);
  for (const [a, b] of pairs) {
    (observed[a - low] as number[])[b - low] = ((observed[a - low] as number[])[b - low] ?? 0) + 1;
    first[a - low] = (first[a - low] ?? 0) + 1;
    second[b - low] = (second[b - low] ?? 0) + 1;
  }
  let disagreement = 0;
  let expected = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const weight = ((i - j) / (size - 1)) ** 2;
      disagreement += weight * ((observed[i] as number[])[j] ?? 0);
      expected += (weight * (first[i] ?? 0) * (second[j] ?? 0)) / pairs.length;
    }
  }
  return expected === 0 ? 1 : 1 - disagreement / expected;
}

/** QWK overall (on the common scale) and per prompt (in its own range), and each trait's Spearman. */
function corpusRows(graded: readonly GradedCorpusEssay[]): QualityRow[] {
  const scaled = (score: number, range: readonly [number, number]) => onCommonScale(score, range);
  const overall = qwk(
    graded.map(({ essay, ours }) => [scaled(ours, essay.scoreRange), scaled(essay.score, essay.scoreRange)]),
  );
  const rows: QualityRow[] = [
    {
      measure: `Corpus essay QWK, ours vs human final score (${graded.length}${heldOutOnly() ? ' held-out' : ''} ASAP essays)`,
      value: overall.toFixed(2),
      target: `≥ ${TARGET.toFixed(2)}`,
      met: overall >= TARGET,
    },
  ];
  for (const prompt of [...new Set(graded.map(({ essay }) => essay.prompt))].sort((a, b) => a - b)) {
    const ofPrompt = graded.filter(({ essay }) => essay.prompt === prompt);
    const value = qwk(ofPrompt.map(({ essay, ours }) => [ours, essay.score]));
    const raters = qwk(ofPrompt.map(({ essay }) => [essay.rater1, essay.rater2]));
    rows.push({
      measure: `Corpus prompt ${prompt} (${ofPrompt[0]?.essay.kind}, ${ofPrompt.length} essays) QWK; raters ${raters.toFixed(2)}`,
      value: value.toFixed(2),
      target: `≥ ${PROMPT_TARGET.toFixed(2)}`,
      met: value >= PROMPT_TARGET,
    });
  }
  for (const [ours, trait] of TRAITS) {
    const { mean, perPrompt, pooled, essays } = traitAgreement(graded, ours, trait);
    rows.push({
      measure: `Corpus Spearman within prompt (mean weighted by essays), our ${ours} score vs ASAP++ ${trait} (${essays} essays; per prompt ${perPrompt})`,
      value: mean.toFixed(2),
      target: `≥ ${TRAIT_TARGET.toFixed(2)}`,
      met: mean >= TRAIT_TARGET,
    });
    rows.push({
      measure: `Corpus Spearman pooled over prompts, ${ours} vs ${trait} (traits on different scales: 1–6 for prompts 1–2, 0–3 or 0–4 for 3–6)`,
      value: pooled.toFixed(2),
    });
  }
  return rows;
}

/**
 * A trait's scale differs between prompts (1–6 on prompts 1–2, 0–3 or 0–4 on 3–6), so a top
 * response to a text ranks below a middling argument when the prompts are pooled. Agreement is
 * measured within each prompt and averaged by the number of essays; the pooled figure is shown too.
 */
function traitAgreement(
  graded: readonly GradedCorpusEssay[],
  ours: (typeof TRAITS)[number][0],
  trait: string,
): { mean: number; perPrompt: string; pooled: number; essays: number } {
  const pairsOf = (essays: readonly GradedCorpusEssay[]) =>
    essays.flatMap(({ essay, subScores }) => {
      const human = essay.traits?.[trait];
      return human === undefined ? [] : [[subScores[ours], human] as const];
    });
  const prompts = [...new Set(graded.map(({ essay }) => essay.prompt))].sort((a, b) => a - b);
  const within = prompts
    .map((prompt) => ({ prompt, pairs: pairsOf(graded.filter(({ essay }) => essay.prompt === prompt)) }))
    .filter(({ pairs }) => pairs.length > 1)
    .map(({ prompt, pairs }) => ({ prompt, count: pairs.length, value: spearman(pairs) }));
  const essays = within.reduce((sum, { count }) => sum + count, 0);
  return {
    mean: essays === 0 ? 0 : within.reduce((sum, { count, value }) => sum + count * value, 0) / essays,
    perPrompt: within.map(({ prompt, value }) => `${prompt}: ${value.toFixed(2)}`).join(', '),
    pooled: spearman(pairsOf(graded)),
    essays,
  };
}
