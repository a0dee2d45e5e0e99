import { contentWordsOf } from '../../text/keywords';

/** "pupils" and "pupil", "tired" and "tire" are one word to a reader checking for repetition. */
export function stemOf(word: string): string {
  return word
    .replace(/['’]s$/u, '')
    .replace(/(?<!s)s$/u, '')
    .replace(/(?:ed|ing|e)$/u, '');
}

export function stemsOf(text: string): Set<string> {
  return new Set(contentWordsOf(text).map(stemOf));
}

/**
 * The share of an explanation's content words that must be new to it. A reason that repeats the
 * claim's words around one new one ("later starts matter because later starts matter to schools")
 * still restates; one that repeats the topic and names a cause ("because phones in class distract")
 * does not.
 */
const NEW_WORDS_MIN_SHARE = 1 / 3;

/**
 * Whether a reason or an explanation says something the words it explains do not: enough content
 * words not already in the claim or quotation. "…because homework is important" after "Homework is
 * important" adds none; a reason with no content word of its own ("because of it") adds none either.
 */
export function addsContent(explanation: string, explained: string): boolean {
  const given = stemsOf(explained);
  const own = [...stemsOf(explanation)];
  const added = own.filter((stem) => !given.has(stem)).length;
  return added > 0 && added / own.length >= NEW_WORDS_MIN_SHARE;
}
