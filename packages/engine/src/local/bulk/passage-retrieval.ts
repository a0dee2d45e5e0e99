import type { TextSpan } from '../../text/text-span';
import { PassageIndex, passagesOf } from '../retrieval/passage-index';

/** A passage and how well it answers the query: `coverage` is the share of the query's words it holds. */
export interface RetrievedPassage {
  span: TextSpan;
  score: number;
  coverage: number;
  /** Offset in the span of the first query word found, for the quote to show it. */
  focus: number;
}

/**
 * Bulk's questions to one document over the engine's shared passage index (BM25 over stems, as
 * Ask AI uses it). Bulk ranks the passages by the plain share of the field's words they hold
 * first: a field name is a few words, and a passage holding all of them is the one labelled so.
 */
export class PassageFinder {
  readonly #index: PassageIndex;

  constructor(spans: readonly TextSpan[]) {
    this.#index = new PassageIndex(passagesOf(spans));
  }

  search(query: string, limit = 3): RetrievedPassage[] {
    const asked = [...new Set(this.#index.termsOf(query))];
    if (asked.length === 0) return [];
    return this.#index
      .find(query, this.#index.passages.length)
      .map(({ passage, score }) => {
        const present = new Set(this.#index.termsOf(passage.text));
        const found = asked.filter((term) => present.has(term)).length;
        return { span: passage, score, coverage: found / asked.length, focus: focusOf(passage.text, asked) };
      })
      .sort((a, b) => b.coverage - a.coverage || b.score - a.score)
      .slice(0, limit);
  }
}

function focusOf(text: string, terms: readonly string[]): number {
  const lower = text.toLowerCase();
  const offsets = terms.map((term) => lower.indexOf(term)).filter((offset) => offset >= 0);
  return offsets.length === 0 ? 0 : Math.min(...offsets);
}
