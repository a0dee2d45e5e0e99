/**
 * What a reader sees wrong in a quote: a bare heading ("f. Force Majeure.") says nothing, and a
 * quote that opens mid-sentence ("and shall not exceed …") hides the subject and the condition.
 */

/** "f.", "12.1", "(a)", "Section 5.", "ARTICLE IV" before the words of a heading or clause. */
const ENUMERATOR =
  /^(?:(?:section|article|clause)\s+)?(?:\(?[\dA-Za-z]{1,4}\)|[\dIVXivx]+(?:\.\d+)*\.?|[A-Za-z]\.)\s+/iu;
const CONNECTOR = /^(?:of|and|or|the|to|for|in|on|by|with|&|a|an)$/u;
const HEADING_WORDS = 8;

/** The quote is only a heading: a few title-case words, perhaps numbered, with no sentence after them. */
export function isBareHeading(quote: string): boolean {
  const words = quote
    .trim()
    .replace(ENUMERATOR, '')
    .replace(/[.:;\s]+$/u, '')
    .split(/\s+/u)
    // A dash between a heading's word and its number ("ARTICLE - 14") is no word.
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0 || words.length > HEADING_WORDS) return false;
  return words.every((word) => CONNECTOR.test(word) || /^["“(]?[\p{Lu}\d]/u.test(word));
}

/** The quote opens inside a sentence: a lower-case word or a joining mark, with no enumerator before it. */
export function startsMidSentence(quote: string): boolean {
  const text = quote.trim();
  if (ENUMERATOR.test(text)) return false;
  return /^(?:[,;:)\]]|\p{Ll})/u.test(text);
}

/** Neither a bare heading nor a piece opening mid-sentence: what a quote should be. */
export function readsAsWholeSentence(text: string): boolean {
  return !isBareHeading(text) && !startsMidSentence(text);
}
