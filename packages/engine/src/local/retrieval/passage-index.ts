import MiniSearch from 'minisearch';
import { isStopword } from '../../text/stopwords';
import type { TextSpan } from '../../text/text-span';
import { stem } from './stem';
import type { SynonymGroups } from './synonyms';

/** A passage of the document: a sentence, clause or line, with the page it stands on. */
export interface Passage extends TextSpan {
  /** Position among the document's passages, from 0. */
  index: number;
}

export interface PassageMatch {
  passage: Passage;
  /** BM25 score of the passage for the query (synonyms weigh less than the asked words). */
  score: number;
  /**
   * The share of the question's ideas the passage mentions, each idea weighted by how rare it is
   * in the document: 1 when every asked idea (or one of its synonyms) is there.
   */
  coverage: number;
}

/** Synonyms count, but less than the words the user typed. */
const SYNONYM_BOOST = 0.5;

export interface FindOptions {
  /**
   * One more idea the question asks for that is not a word: the kind of value it wants ("how long"
   * asks for a period). A passage holding it covers that idea, weighted as the asked words on average.
   */
  alsoCounts?: (text: string) => boolean;
}

/**
 * Every passage of one document, indexed for full-text search: BM25 over stemmed words without
 * stop words, queries widened with the document type's synonym groups. Built once per document and
 * shared by everything that looks passages up (questions, bulk comparisons).
 */
export class PassageIndex {
  private readonly search: MiniSearch<{ id: number; text: string }>;
  private readonly synonyms: Map<string, string[]>;
  private readonly documentFrequency = new Map<string, number>();

  constructor(
    readonly passages: readonly Passage[],
    synonymGroups: SynonymGroups = [],
  ) {
    this.search = new MiniSearch({
      fields: ['text'],
      idField: 'id',
      tokenize: tokenizeText,
      processTerm: termOf,
    });
    this.search.addAll(passages.map((passage) => ({ id: passage.index, text: passage.text })));
    for (const passage of passages) {
      for (const term of new Set(termsOf(passage.text))) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    this.synonyms = synonymTable(synonymGroups);
  }

  /** The passages best matching `query`, best first. */
  find(query: string, limit = 10, options: FindOptions = {}): PassageMatch[] {
    const asked = [...new Set(termsOf(query))];
    if (asked.length === 0) return [];
    const related = [...new Set(asked.flatMap((term) => this.synonyms.get(term) ?? []))].filter(
      (term) => !asked.includes(term),
    );
    const results = this.search.search(
      {
        combineWith: 'OR',
        queries: [
          { queries: asked, combineWith: 'OR' },
          { queries: related, combineWith: 'OR', boostTerm: () => SYNONYM_BOOST },
        ],
      },
      { tokenize: (text) => [text], processTerm: (term) => term },
    );
    return results.slice(0, limit).flatMap((result) => {
      const passage = this.passages[result.id as number];
      if (!passage) return [];
      return [{ passage, score: result.score, coverage: this.coverage(asked, passage, options.alsoCounts) }];
    });
  }

  /** The share of asked ideas a passage mentions, weighted by rarity (idf). */
  coverage(asked: readonly string[], passage: Passage, alsoCounts?: (text: string) => boolean): number {
    const present = new Set(termsOf(passage.text));
    let total = 0;
    let covered = 0;
    for (const term of asked) {
      const weight = this.weightOf(term);
      total += weight;
      const ideas = [term, ...(this.synonyms.get(term) ?? [])];
      if (ideas.some((idea) => present.has(idea))) covered += weight;
    }
    if (alsoCounts && asked.length > 0) {
      const weight = total / asked.length;
      total += weight;
      if (alsoCounts(passage.text)) covered += weight;
    }
    return total === 0 ? 0 : covered / total;
  }

  /** Whether a text says a term, in its words or a synonym's. */
  mentions(term: string, text: string): boolean {
    const present = new Set(termsOf(text));
    return [term, ...(this.synonyms.get(term) ?? [])].some((idea) => present.has(idea));
  }

  /**
   * Where in `text` the query's most telling idea first stands: the offset of the first word that is
   * the rarest (in this document) of the asked terms, or of their synonyms at half weight; 0 when the
   * text holds none. A long passage is quoted from there, so the quote shows the words that answer
   * rather than the passage's unrelated opening.
   */
  focusOf(text: string, query: string): number {
    const weights = new Map<string, number>();
    for (const term of new Set(termsOf(query))) {
      const weight = this.weightOf(term);
      weights.set(term, Math.max(weights.get(term) ?? 0, weight));
      for (const synonym of this.synonyms.get(term) ?? []) {
        weights.set(synonym, Math.max(weights.get(synonym) ?? 0, weight * SYNONYM_BOOST));
      }
    }
    let best = { weight: 0, offset: 0 };
    for (const word of text.matchAll(/[\p{L}\p{N}'’]+/gu)) {
      const term = termOf(word[0]);
      const weight = term ? (weights.get(term) ?? 0) : 0;
      if (weight > best.weight) best = { weight, offset: word.index };
    }
    return best.offset;
  }

  /** Terms of a text as the index sees them (exposed so callers weigh words the same way). */
  termsOf(text: string): string[] {
    return termsOf(text);
  }

  /** How telling a term is in this document: its inverse document frequency. */
  weightOf(term: string): number {
    const frequency = this.documentFrequency.get(term) ?? 0;
    // A word the document never uses still counts: asking about it and not finding it is the point.
    return Math.log(1 + (this.passages.length + 1) / (frequency + 0.5));
  }
}

/** The document's passages: its sentences, each on its page. */
export function passagesOf(spans: readonly TextSpan[]): Passage[] {
  return spans.map((span, index) => ({ text: span.text, page: span.page, start: span.start, end: span.end, index }));
}

function tokenizeText(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'’-]+/u).flatMap((token) => token.split(/-(?=\p{L})/u));
}

/** Stems of the words seen so far: a document repeats its words, and stemming is most of indexing. */
const TERM_CACHE = new Map<string, string | null>();
const TERM_CACHE_SIZE = 50_000;

function termOf(token: string): string | null {
  const known = TERM_CACHE.get(token);
  if (known !== undefined) return known;
  const word = token.toLowerCase().replace(/^['’-]+|['’-]+$/gu, '');
  const term = word.length < 2 || isStopword(word) ? null : stem(word);
  if (TERM_CACHE.size >= TERM_CACHE_SIZE) TERM_CACHE.clear();
  TERM_CACHE.set(token, term);
  return term;
}

function termsOf(text: string): string[] {
  return tokenizeText(text).flatMap((token) => termOf(token) ?? []);
}

/** Each term of a group mapped to the other terms of its groups (phrases count by their words). */
function synonymTable(groups: SynonymGroups): Map<string, string[]> {
  const table = new Map<string, Set<string>>();
  for (const group of groups) {
    const terms = [...new Set(group.flatMap((phrase) => termsOf(phrase)))];
    for (const term of terms) {
      const others = table.get(term) ?? new Set<string>();
      for (const other of terms) if (other !== term) others.add(other);
      table.set(term, others);
    }
  }
  return new Map([...table].map(([term, others]) => [term, [...others]]));
}
