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
