import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StyleIssue } from '../src/grammar/finding';
import { checkGrammar } from '../src/grammar/harper/harper-findings';
import { firstFindingWins } from '../src/grammar/pattern-rule-runner';
import { GRAMMAR_CHECKS, LEARNER_CHECKS, learnerErrors, PATTERN_RULES } from '../src/grammar/registry';
import { type Sentence, splitSentences } from '../src/text/sentences';
import { type Detokenized, detokenize, editWindow, type GoldSentence, touches } from './grammar-corpus';

/**
 * Every rule measured on its own, by id: run alone (no other rule taking its words first) on
 * learner sentences, where a finding is right when it touches an error the annotators marked, and
 * on clean sentences, where every finding is wrong. A rule's precision counts both.
 */
export interface RuleTally {
  /** Learner sentences the rule flagged. */
  fired: number;
  /** Of those, the sentences where a finding touched a marked error. */
  caught: number;
  /** Clean sentences the rule flagged. */
  cleanFired: number;
}

export interface RuleFigures {
  byId: Map<string, RuleTally>;
  learnerSentences: number;
  cleanSentences: number;
}

/** A learner sentence and the characters a right finding must touch (none known: any finding counts). */
interface LearnerSentence {
  text: string;
  errorWindows?: Array<[number, number]>;
}

type RuleRun = (sentence: Sentence, pageText: string) => StyleIssue[];

/** Each pattern rule alone, then every other check (their findings carry the id of the rule inside). */
function ruleRuns(
  withHarper: boolean,
): Array<{ run: RuleRun } | { runAsync: (text: string) => Promise<StyleIssue[]> }> {
  const patternRuns = PATTERN_RULES.map((rule) => ({ run: firstFindingWins([rule], []) }));
  const otherChecks = [...GRAMMAR_CHECKS.filter((check) => check !== learnerErrors), ...LEARNER_CHECKS];
  const harper = withHarper ? [{ runAsync: (text: string) => checkGrammar(sentencesOf(text), () => text) }] : [];
  return [...patternRuns, ...otherChecks.map((run) => ({ run })), ...harper];
}

function sentencesOf(text: string): Sentence[] {
  return splitSentences([{ pageNumber: 1, text }]);
}

/** The ids that flag the text, each with its findings. */
async function findingsById(text: string, runs: ReturnType<typeof ruleRuns>): Promise<Map<string, StyleIssue[]>> {
  const found = new Map<string, StyleIssue[]>();
  const sentences = sentencesOf(text);
  for (const entry of runs) {
    const issues =
      'run' in entry ? sentences.flatMap((sentence) => entry.run(sentence, text)) : await entry.runAsync(text);
    for (const issue of issues) {
      if (issue.kind === 'style') continue;
      found.set(issue.ruleId, [...(found.get(issue.ruleId) ?? []), issue]);
    }
  }
  return found;
}

function tallyOf(figures: RuleFigures, id: string): RuleTally {
  const tally = figures.byId.get(id) ?? { fired: 0, caught: 0, cleanFired: 0 };
  figures.byId.set(id, tally);
  return tally;
}

export async function ruleFigures(
  learner: readonly LearnerSentence[],
  clean: readonly string[],
  withHarper: boolean,
): Promise<RuleFigures> {
  const runs = ruleRuns(withHarper);
  const figures: RuleFigures = { byId: new Map(), learnerSentences: learner.length, cleanSentences: clean.length };
  for (const sentence of learner) {
    for (const [id, issues] of await findingsById(sentence.text, runs)) {
      const tally = tallyOf(figures, id);
      tally.fired++;
      const windows = sentence.errorWindows;
      if (!windows || issues.some((issue) => windows.some((window) => touches(issue, window)))) tally.caught++;
    }
  }
  for (const text of clean) {
    for (const id of (await findingsById(text, runs)).keys()) tallyOf(figures, id).cleanFired++;
  }
  return figures;
}

/** Right findings over all findings, on learner and clean sentences together. */
export function rulePrecision(tally: RuleTally): number {
  const fired = tally.fired + tally.cleanFired;
  return fired === 0 ? 0 : tally.caught / fired;
}

interface JflegItem {
  source: string;
  references: string[];
}

/**
 * JFLEG (fixtures): a source every corrector changed is a learner sentence (no spans: any finding
 * on it counts as right); the references, and sources a corrector kept, are clean.
 */
export function jflegSentences(fixturesDir: string): { learner: LearnerSentence[]; clean: string[] } {
  const items = JSON.parse(readFileSync(join(fixturesDir, 'grammar', 'jfleg-dev-120.json'), 'utf8')) as JflegItem[];
  const learner: LearnerSentence[] = [];
  const clean = new Set<string>();
  for (const item of items) {
    const source = jflegText(item.source);
    const references = item.references.map(jflegText);
    if (references.includes(source)) clean.add(source);
    else learner.push({ text: source });
    for (const reference of references) if (reference !== '') clean.add(reference);
  }
  return { learner, clean: [...clean] };
}

function jflegText(tokens: string): string {
  return detokenize(tokens.split(/\s+/u).filter(Boolean).join(' ')).text;
}

/**
 * Write & Improve (corpus, measure only): the edited sentences as written are learner sentences
 * with their edits' windows; the corrected side of each, and the sentences left as they were, are
 * clean.
 */
export function corpusSentences(corpusDir: string): { learner: LearnerSentence[]; clean: string[] } | undefined {
  const file = join(corpusDir, 'grammar', 'wi-locness-train.jsonl');
  if (!existsSync(file)) return undefined;
  const learner: LearnerSentence[] = [];
  const clean: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const gold = JSON.parse(line) as GoldSentence;
    const written = detokenize(gold.source);
    if (gold.edits.length === 0) {
      clean.push(written.text);
      continue;
    }
    learner.push({ text: written.text, errorWindows: gold.edits.map((edit) => editWindow(written, edit)) });
    clean.push(corrected(gold).text);
  }
  return { learner, clean };
}

/**
 * The sentence with every edit applied, last edit first so the earlier token positions hold; at one
 * position the replacement goes before the insertion ("am Journalist" → "am a journalist").
 */
function corrected(gold: GoldSentence): Detokenized {
  const tokens = gold.source.split(' ').filter(Boolean);
  const edits = [...gold.edits].sort((a, b) => b.start - a.start || b.end - a.end);
  for (const edit of edits)
    tokens.splice(edit.start, edit.end - edit.start, ...edit.correction.split(' ').filter(Boolean));
  return detokenize(tokens.join(' '));
}
