import { contentWordsOf } from './keywords';
import type { Sentence } from './sentences';
import { countWords } from './words';

export interface SummaryOptions {
  count: number;
  minWords?: number;
  maxWords?: number;
}

const DEFAULT_MIN_WORDS = 8;
const DEFAULT_MAX_WORDS = 60;
/** Sentences sharing more of their words than this say the same thing twice. */
const NEAR_DUPLICATE = 0.6;

/**
 * The sentences that best represent the document: each scores the document-wide frequency of its
 * topic words, with a small lead for early sentences (documents tend to open with their point).
 * Returned in document order.
 */
export function extractiveSummary(sentences: readonly Sentence[], options: SummaryOptions): Sentence[] {
  const minWords = options.minWords ?? DEFAULT_MIN_WORDS;
  const maxWords = options.maxWords ?? DEFAULT_MAX_WORDS;
  const frequency = wordFrequencies(sentences);
  const candidates = sentences.filter((sentence) => {
    const words = countWords(sentence.text);
    return words >= minWords && words <= maxWords;
  });
  const scored = candidates.map((sentence) => ({
    sentence,
    score: sentenceScore(sentence, frequency, sentences.length),
  }));
  scored.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);

  const chosen: Sentence[] = [];
  for (const { sentence } of scored) {
    if (chosen.length >= options.count) break;
    if (chosen.some((other) => overlap(other.text, sentence.text) > NEAR_DUPLICATE)) continue;
    chosen.push(sentence);
  }
  return chosen.sort((a, b) => a.index - b.index);
}

function wordFrequencies(sentences: readonly Sentence[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of contentWordsOf(sentence.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const highest = Math.max(1, ...counts.values());
  return new Map([...counts].map(([word, count]) => [word, count / highest]));
}

function sentenceScore(sentence: Sentence, frequency: Map<string, number>, total: number): number {
  const words = contentWordsOf(sentence.text);
  if (words.length === 0) return 0;
  const unique = new Set(words);
  let weight = 0;
  for (const word of unique) weight += frequency.get(word) ?? 0;
  const position = 1 - sentence.index / Math.max(1, total);
  return weight / Math.sqrt(unique.size) + 0.15 * position;
}

function overlap(a: string, b: string): number {
  const left = new Set(contentWordsOf(a));
  const right = new Set(contentWordsOf(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / Math.min(left.size, right.size);
}
