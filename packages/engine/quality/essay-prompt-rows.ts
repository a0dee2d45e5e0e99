import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GradedCorpusEssay, readCorpusEssays } from './essay-corpus';
import { matchesLearnedPrompt, matchesTask } from './essay-prompt-match';
import type { QualityRow } from './quality-section';

type Qwk = (pairs: ReadonlyArray<readonly [number, number]>) => number;

/**
 * Per prompt: essays graded, how many of their texts match the prompt (learned-words rule, held-out
 * folds), QWK on all of them and on the matching ones only. Matching is judged over every essay of
 * the corpus, so a sample (`ESSAY_CORPUS_EVERY`) is checked with the same words as the whole.
 */
export function corpusMatchRows(dir: string, graded: readonly GradedCorpusEssay[], qwk: Qwk): QualityRow[] {
  const essays = readCorpusEssays(dir);
  const learned = matchesLearnedPrompt(essays);
  const matchingIds = new Set(essays.filter((_, index) => learned[index]).map((essay) => essay.id));
  const prompts = [...new Set(graded.map(({ essay }) => essay.prompt))].sort((a, b) => a - b);
  return prompts.map((prompt) => {
    const ofPrompt = graded.filter(({ essay }) => essay.prompt === prompt);
    const matching = ofPrompt.filter(({ essay }) => matchingIds.has(essay.id));
    const pairs = (list: readonly GradedCorpusEssay[]) => list.map(({ essay, ours }) => [ours, essay.score] as const);
    return {
      measure: `Corpus prompt ${prompt}: essays / text matches the prompt / QWK all / QWK matching only`,
      value: `${ofPrompt.length} / ${matching.length} / ${qwk(pairs(ofPrompt)).toFixed(2)} / ${qwk(pairs(matching)).toFixed(2)}`,
    };
  });
}

interface CorpusRecord {
  prompt: number;
  text: string;
}

/** How many records of the corpus file name a prompt their text does not answer, by both rules. */
export function corpusMismatchNotes(dir: string): string[] {
  const records = readFileSync(join(dir, 'asap-essays.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusRecord);
  const prompts = JSON.parse(readFileSync(join(dir, 'prompts.json'), 'utf8')) as Record<string, { task: string }>;
  const tasks = new Map(Object.entries(prompts).map(([id, { task }]) => [Number(id), task] as const));
  const learned = matchesLearnedPrompt(records);
  const byTask = records.map((record) => matchesTask(record.text, record.prompt, tasks));
  const share = (flags: boolean[]) => Math.round((100 * flags.filter((flag) => !flag).length) / flags.length);
  return [
    `Corpus file records whose text does not answer the prompt the record names: ${share(learned)}% by each prompt's distinctive words (learned on held-out folds), ${share(byTask)}% by the prompts' task words (the task texts are a few words, too short to tell prompts 1 and 8 apart).`,
    'Essays are measured under the prompt their ASAP id names; the "matching only" QWK drops those whose text still reads as another prompt and is the honest figure.',
  ];
}
