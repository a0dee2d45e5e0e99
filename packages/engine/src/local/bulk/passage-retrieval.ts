import { contentWordsOf } from '../../text/keywords';
import type { TextSpan } from '../../text/text-span';
import { stemOf } from '../cv/keyword-match';

/** A passage and how well it answers the query: `coverage` is the share of the query's words it holds. */
export interface RetrievedPassage {
  span: TextSpan;
  score: number;
  coverage: number;
  /** Offset in the span of the first query word found, for the quote to show it. */
  focus: number;
}

const K1 = 1.2;
const B = 0.75;

/**
 * BM25 over a document's sentences, with stems so that "terminate" finds "termination". Small and
 * dependency-free: a batch reads each document once and asks it a handful of questions.
 */
export class PassageIndex {
  readonly #passages: { span: TextSpan; stems: string[] }[];
  readonly #documentFrequency = new Map<string, number>();
  readonly #averageLength: number;

  constructor(spans: readonly TextSpan[]) {
    this.#passages = spans.map((span) => ({ span, stems: contentWordsOf(span.text).map(stemOf) }));
    for (const { stems } of this.#passages)
      for (const stem of new Set(stems))
        this.#documentFrequency.set(stem, (this.#documentFrequency.get(stem) ?? 0) + 1);
    const total = this.#passages.reduce((sum, passage) => sum + passage.stems.length, 0);
    this.#averageLength = this.#passages.length === 0 ? 1 : Math.max(1, total / this.#passages.length);
  }

  search(query: string, limit = 3): RetrievedPassage[] {
    const queryStems = [...new Set(contentWordsOf(query).map(stemOf))];
    if (queryStems.length === 0) return [];
    const count = this.#passages.length;
    const results: RetrievedPassage[] = [];
    for (const { span, stems } of this.#passages) {
      if (stems.length === 0) continue;
      const frequencies = new Map<string, number>();
      for (const stem of stems) frequencies.set(stem, (frequencies.get(stem) ?? 0) + 1);
      let score = 0;
      let found = 0;
      for (const stem of queryStems) {
        const frequency = frequencies.get(stem) ?? 0;
        if (frequency === 0) continue;
        found += 1;
        const documentFrequency = this.#documentFrequency.get(stem) ?? 0;
        const idf = Math.log(1 + (count - documentFrequency + 0.5) / (documentFrequency + 0.5));
        score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * stems.length) / this.#averageLength));
      }
      if (found === 0) continue;
      results.push({ span, score, coverage: found / queryStems.length, focus: focusOf(span.text, queryStems) });
    }
    return results.sort((a, b) => b.coverage - a.coverage || b.score - a.score).slice(0, limit);
  }
}

function focusOf(text: string, stems: readonly string[]): number {
  const lower = text.toLowerCase();
  const offsets = stems.map((stem) => lower.indexOf(stem)).filter((offset) => offset >= 0);
  return offsets.length === 0 ? 0 : Math.min(...offsets);
}
