import { contentWordsOf } from './keywords';
import type { Sentence } from './sentences';
import { countWords } from './words';

/** Sentences shorter or longer than these are not candidates. */
export interface RankingOptions {
  minWords?: number;
  maxWords?: number;
}

const DEFAULT_MIN_WORDS = 8;
const DEFAULT_MAX_WORDS = 60;
/** Sentences sharing more of their words than this say the same thing twice. */
const NEAR_DUPLICATE = 0.6;
/** PageRank's damping factor: the share of a sentence's rank that comes from its neighbours. */
const DAMPING = 0.85;
const MAX_ITERATIONS = 60;
const CONVERGED = 1e-7;
/**
 * A word found in more than this share of the sentences (boilerplate such as "agreement" in a
 * contract) links everything to everything; it is left out of the graph, which also keeps the
 * graph sparse on long documents.
 */
const UBIQUITOUS_SHARE = 0.4;
/** How much more likely the random reader is to start at the first sentence than at the last. */
const OPENING_BIAS = 2;

export interface RankedSentence {
  sentence: Sentence;
  /** The sentence's TextRank score; the scores of one document add up to 1. */
  rank: number;
  words: Set<string>;
}

/**
 * Every sentence of a suitable length, best first (ties keep document order), by TextRank:
 * sentences are nodes, edges are weighted by the words two sentences share (normalised by their
 * lengths), and PageRank finds the sentences the rest of the document keeps coming back to.
 * Deterministic; `pickDistinct` turns the ranking into a summary.
 */
export function rankSentences(sentences: readonly Sentence[], options: RankingOptions = {}): RankedSentence[] {
  const minWords = options.minWords ?? DEFAULT_MIN_WORDS;
  const maxWords = options.maxWords ?? DEFAULT_MAX_WORDS;
  const candidates = sentences.filter((sentence) => {
    const words = countWords(sentence.text);
    return words >= minWords && words <= maxWords;
  });
  const words = candidates.map((sentence) => uniqueStems(sentence.text));
  const ranks = textRank(similarityGraph(words));
  return candidates
    .map((sentence, node) => ({ sentence, rank: ranks[node] ?? 0, words: words[node] as Set<string> }))
    .sort((a, b) => b.rank - a.rank || a.sentence.index - b.sentence.index);
}

/** The best `count` sentences that do not repeat one already chosen, in document order. */
export function pickDistinct(ranked: readonly RankedSentence[], count: number): Sentence[] {
  const chosen: RankedSentence[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= count) break;
    if (chosen.some((other) => overlap(other.words, candidate.words) > NEAR_DUPLICATE)) continue;
    chosen.push(candidate);
  }
  return chosen.map((item) => item.sentence).sort((a, b) => a.index - b.index);
}

/** Content words with a plural "s" dropped, so "park" and "parks" count as the same word. */
function uniqueStems(text: string): Set<string> {
  return new Set(
    contentWordsOf(text).map((word) => (word.length > 4 && /[^s]s$/u.test(word) ? word.slice(0, -1) : word)),
  );
}

type Graph = Array<Map<number, number>>;

/**
 * Edges from shared words, found through an index of which sentences hold each word (so the cost
 * follows the number of shared words rather than every pair of sentences).
 */
function similarityGraph(words: readonly Set<string>[]): Graph {
  const holders = new Map<string, number[]>();
  words.forEach((set, node) => {
    for (const word of set) {
      const list = holders.get(word);
      if (list) list.push(node);
      else holders.set(word, [node]);
    }
  });
  const limit = Math.max(2, Math.floor(words.length * UBIQUITOUS_SHARE));
  const shared: Array<Map<number, number>> = words.map(() => new Map());
  for (const nodes of holders.values()) {
    if (nodes.length < 2 || (nodes.length > limit && words.length > 5)) continue;
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const a = nodes[i] as number;
        const b = nodes[j] as number;
        const row = shared[a] as Map<number, number>;
        row.set(b, (row.get(b) ?? 0) + 1);
      }
    }
  }
  const graph: Graph = words.map(() => new Map());
  shared.forEach((row, a) => {
    for (const [b, count] of row) {
      // Mihalcea & Tarau's similarity: long sentences share more words by chance alone.
      const weight =
        count / (Math.log(1 + (words[a] as Set<string>).size) + Math.log(1 + (words[b] as Set<string>).size));
      (graph[a] as Map<number, number>).set(b, weight);
      (graph[b] as Map<number, number>).set(a, weight);
    }
  });
  return graph;
}

/** Weighted PageRank; the random jump prefers the opening, where documents tend to state their point. */
function textRank(graph: Graph): number[] {
  const n = graph.length;
  const jump = openingBiasedJump(n);
  const outWeight = graph.map((edges) => [...edges.values()].reduce((sum, weight) => sum + weight, 0));
  let ranks = jump.slice();
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    // Rank held by sentences with no edges is spread like a jump, so the total stays 1.
    const stranded = ranks.reduce((sum, rank, node) => (outWeight[node] === 0 ? sum + rank : sum), 0);
    const next = jump.map((share) => (1 - DAMPING + DAMPING * stranded) * share);
    graph.forEach((edges, from) => {
      const total = outWeight[from] as number;
      if (total === 0) return;
      const flow = (DAMPING * (ranks[from] as number)) / total;
      for (const [to, weight] of edges) next[to] = (next[to] as number) + flow * weight;
    });
    const change = next.reduce((sum, rank, node) => sum + Math.abs(rank - (ranks[node] as number)), 0);
    ranks = next;
    if (change < CONVERGED) break;
  }
  return ranks;
}

function openingBiasedJump(n: number): number[] {
  const raw = Array.from({ length: n }, (_, node) => 1 + ((OPENING_BIAS - 1) * (n - node)) / n);
  const total = raw.reduce((sum, value) => sum + value, 0);
  return raw.map((value) => value / total);
}

function overlap(left: Set<string>, right: Set<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / Math.min(left.size, right.size);
}
