import { tagsOfWord } from '../../text/word-tags';

/**
 * Negatives that are other dictionary words without their apostrophe ("wont" is "custom", "cant"
 * is "jargon"), so no spell checker flags them; before a bare verb they can only be the negative.
 */
const NEGATIVE_OF: Readonly<Record<string, string>> = { wont: "won't", cant: "can't" };

/**
 * "you wont be bored": the negative the writer meant, when the word after is a bare verb; a
 * checker reading "wont" as a slip for "want" would change what the sentence says.
 */
export function negativeBeforeBareVerb(error: string, next: string | undefined): string | undefined {
  const negative = NEGATIVE_OF[error.toLowerCase()];
  if (!negative || !next || !tagsOfWord(next.toLowerCase()).has('Infinitive')) return undefined;
  return /^\p{Lu}/u.test(error) ? negative.charAt(0).toUpperCase() + negative.slice(1) : negative;
}
