/**
 * Length-corrected measures of vocabulary range. The plain type–token ratio falls as a text grows
 * (every essay repeats "the"), so it ranks long essays as poor in words; these two do not.
 */

/** MTLD's factor threshold (McCarthy & Jarvis 2010): a stretch of text whose ratio falls to it is "used up". */
const MTLD_THRESHOLD = 0.72;

/**
 * Measure of textual lexical diversity: the mean length of the stretches of text that keep a
 * type–token ratio above the threshold, read forwards and backwards. Around 50 for plain writing,
 * 100 or more for varied prose, and largely independent of the text's length.
 */
export function mtld(words: readonly string[]): number {
  if (words.length === 0) return 0;
  return (mtldOneWay(words) + mtldOneWay([...words].reverse())) / 2;
}

function mtldOneWay(words: readonly string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let tokens = 0;
  for (const word of words) {
    tokens++;
    types.add(word);
    if (types.size / tokens <= MTLD_THRESHOLD) {
      factors++;
      types = new Set();
      tokens = 0;
    }
  }
  // The unfinished stretch counts as the part of a factor it has used up.
  if (tokens > 0) factors += (1 - types.size / tokens) / (1 - MTLD_THRESHOLD);
  return factors === 0 ? words.length : words.length / factors;
}

/** Guiraud's index: distinct words over the square root of all words (a length-corrected type–token ratio). */
export function guiraudIndex(words: readonly string[]): number {
  return words.length === 0 ? 0 : new Set(words).size / Math.sqrt(words.length);
}
