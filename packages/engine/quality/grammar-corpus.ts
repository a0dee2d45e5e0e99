import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLanguage } from '../src/grammar/check-language';
import type { StyleIssue } from '../src/grammar/finding';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** One Write & Improve sentence: tokenised source and its gold edits (token spans). */
export interface GoldSentence {
  level: string;
  source: string;
  edits: Array<{ start: number; end: number; type: string; correction: string }>;
}

/** A sentence as people write it, with where each gold token sits in it. */
export interface Detokenized {
  text: string;
  tokenStarts: number[];
  tokenEnds: number[];
}

interface Tally {
  flagged: number;
  truePositive: number;
  withErrors: number;
  sentences: number;
}

export interface GrammarCorpusFigures {
  byLevel: Map<string, Tally>;
  total: Tally;
  /** Per error type (the gold type without its M:/R:/U: operation): gold edits and those a finding touched. */
  byType: Map<string, { edits: number; caught: number }>;
  /** Flagged sentences the annotators left as they were, for reading. */
  falseAlarms: string[];
}

/**
 * Sentence-level detection on the Write & Improve + LOCNESS sentences (levels A, B, C): a sentence
 * has an error when the annotators edited it. Each sentence is checked as a document of its own,
 * so the English variant is decided from that sentence alone, as it would be for a short text.
 * Measure only (non-commercial research licence): nothing here is fitted to these sentences.
 */
export async function grammarCorpusFigures(corpusDir: string, sampleEvery = 1): Promise<GrammarCorpusFigures> {
  const lines = readFileSync(join(corpusDir, 'grammar', 'wi-locness-train.jsonl'), 'utf8')
    .split('\n')
    .filter((_, index) => index % sampleEvery === 0);
  const figures: GrammarCorpusFigures = { byLevel: new Map(), total: emptyTally(), byType: new Map(), falseAlarms: [] };
  for (const line of lines) {
    if (line.trim() === '') continue;
    const gold = JSON.parse(line) as GoldSentence;
    const sentence = detokenize(gold.source);
    const issues = await languageErrors(sentence.text);
    const flagged = issues.length > 0;
    const hasError = gold.edits.length > 0;
    const level = figures.byLevel.get(gold.level) ?? emptyTally();
    figures.byLevel.set(gold.level, level);
    for (const tally of [level, figures.total]) count(tally, flagged, hasError);
    if (flagged && !hasError) figures.falseAlarms.push(`${sentence.text} ← ${issues.map(describe).join('; ')}`);
    for (const edit of gold.edits) {
      const type = edit.type.replace(/^[MRU]:/u, '');
      const entry = figures.byType.get(type) ?? { edits: 0, caught: 0 };
      figures.byType.set(type, entry);
      entry.edits++;
      if (issues.some((issue) => touches(issue, editWindow(sentence, edit)))) entry.caught++;
    }
  }
  return figures;
}

export function precisionOf(tally: Tally): number {
  return tally.flagged === 0 ? 0 : tally.truePositive / tally.flagged;
}

export function recallOf(tally: Tally): number {
  return tally.withErrors === 0 ? 0 : tally.truePositive / tally.withErrors;
}

async function languageErrors(text: string): Promise<StyleIssue[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS);
  return issues.filter((issue) => issue.kind !== 'style');
}

function describe(issue: StyleIssue): string {
  return `${issue.category}: “${issue.error}” → “${issue.correction}”`;
}

function emptyTally(): Tally {
  return { flagged: 0, truePositive: 0, withErrors: 0, sentences: 0 };
}

function count(tally: Tally, flagged: boolean, hasError: boolean): void {
  tally.sentences++;
  if (flagged) tally.flagged++;
  if (hasError) tally.withErrors++;
  if (flagged && hasError) tally.truePositive++;
}

/**
 * The characters a finding must touch to catch an edit: the edited tokens, or for a missing word
 * the tokens on either side of the gap.
 */
export function editWindow(sentence: Detokenized, edit: { start: number; end: number }): [number, number] {
  const last = sentence.tokenStarts.length - 1;
  const from = edit.start === edit.end ? Math.max(0, edit.start - 1) : edit.start;
  const to = edit.start === edit.end ? Math.min(last, edit.end) : edit.end - 1;
  return [sentence.tokenStarts[from] ?? 0, sentence.tokenEnds[Math.max(0, to)] ?? sentence.text.length];
}

export function touches(issue: StyleIssue, [from, to]: [number, number]): boolean {
  const start = issue.sentence.start + issue.focus;
  const end = start + Math.max(1, issue.error.length);
  return start < to && from < end;
}

/** W&I is tokenised ("do n't", "end ."); the checker reads text as people write it. */
export function detokenize(source: string): Detokenized {
  const tokens = source.split(' ').filter(Boolean);
  let text = '';
  const tokenStarts: number[] = [];
  const tokenEnds: number[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const glued = index === 0 || /^(?:[.,!?;:%)\]]|n't|'(?:s|re|ve|ll|d|m))$/iu.test(token) || previous === '(';
    if (!glued) text += ' ';
    tokenStarts.push(text.length);
    text += token;
    tokenEnds.push(text.length);
  });
  return { text, tokenStarts, tokenEnds };
}
