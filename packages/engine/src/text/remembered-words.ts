import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A look-up on one word, done once per word and process: compromise is slow to start on each call,
 * and the same words come back in every essay.
 */
export function remembered<T>(compute: (word: string) => T): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    if (!known.has(word)) known.set(word, compute(word));
    return known.get(word) as T;
  };
}

/** The answers kept for the document being analysed: one store per computation, each by text. */
const documentAnswers = new AsyncLocalStorage<Map<object, Map<string, unknown>>>();

/**
 * Runs one document's analysis with its own store of answers for `rememberedPerText`: the store
 * lives as long as the analysis, so nothing of one document is kept for the next (and a benchmark
 * that analyses the same text again pays for the whole analysis each time).
 */
export function rememberingTexts<T>(analyse: () => T): T {
  return documentAnswers.run(new Map(), analyse);
}

/**
 * A computation on one text (a sentence, the writer's own words of one), done once per document:
 * an essay's readings ask the same things of each sentence many times over. Outside
 * `rememberingTexts` it is computed on every call. The answer is shared: callers must not change it.
 */
export function rememberedPerText<T>(compute: (text: string) => T): (text: string) => T {
  return (text) => {
    const store = documentAnswers.getStore();
    if (!store) return compute(text);
    let known = store.get(compute) as Map<string, T> | undefined;
    if (!known) {
      known = new Map();
      store.set(compute, known);
    }
    if (known.has(text)) return known.get(text) as T;
    const answer = compute(text);
    known.set(text, answer);
    return answer;
  };
}
