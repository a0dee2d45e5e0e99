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

/**
 * A computation on one text (a sentence, the writer's own words of one), done once while the text is
 * among the last `limit` read: an essay's readings ask the same things of each sentence many times
 * over. Unlike a word, a sentence seldom comes back in another document, so the store is emptied
 * when full rather than kept for the process's life. The answer is shared: callers must not change it.
 */
export function rememberedPerText<T>(compute: (text: string) => T, limit = 4096): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    if (known.size >= limit) known.clear();
    const answer = compute(text);
    known.set(text, answer);
    return answer;
  };
}
