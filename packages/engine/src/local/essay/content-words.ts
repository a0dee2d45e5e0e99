import { matchesOf } from '../../text/pattern-matches';

const CONTENT_WORD = /\p{L}{4,}/gu;
const FUNCTION_WORDS = new Set([
  'that',
  'this',
  'these',
  'those',
  'with',
  'from',
  'they',
  'them',
  'their',
  'there',
  'would',
  'should',
  'could',
  'will',
  'have',
  'been',
  'were',
  'what',
  'when',
  'which',
  'more',
  'most',
  'very',
  'also',
  'think',
  'believe',
  'every',
  'some',
  'many',
  'because',
  'about',
  'into',
  'than',
  'then',
  'just',
  'like',
  'your',
  'much',
]);

/**
 * The words that carry a text's content, function words left out and a plural's "s" dropped, so
 * "libraries" and "library" differ but "books" and "book" match.
 */
export function contentWords(text: string): Set<string> {
  return new Set(
    [...matchesOf(CONTENT_WORD, text.toLowerCase())]
      .map((match) => match[0])
      .filter((word) => !FUNCTION_WORDS.has(word))
      .map((word) => word.replace(/(?<!s)s$/u, '')),
  );
}
