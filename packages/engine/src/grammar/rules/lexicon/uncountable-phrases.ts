import { tagsOfWord } from '../../../text/word-tags';
import { UNCOUNTABLE } from './collocations';

const UNCOUNTABLE_WORD = new RegExp(`^(?:${UNCOUNTABLE})$`, 'iu');

/** Tags of words that may follow a noun phrase without being a noun it describes. */
const NOT_A_DESCRIBED_NOUN = [
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Copula',
  'Modal',
  'Adverb',
  'Date',
  'QuestionWord',
  'PastTense',
  'Gerund',
];

/**
 * Whether the word after an uncountable noun is a noun that noun describes ("a news report", "an
 * information desk", "a furniture shop"): the article then belongs to that countable noun. A word read
 * alone is often tagged a verb's base form ("report", "shop"), which cannot follow a singular noun as
 * its verb, so it is read as the noun here too.
 */
export function describesNextNoun(nextWord: string | undefined): boolean {
  if (!nextWord || !/^\p{Ll}+$/u.test(nextWord)) return false;
  const tags = tagsOfWord(nextWord);
  if (NOT_A_DESCRIBED_NOUN.some((tag) => tags.has(tag))) return false;
  return tags.has('Noun') || tags.has('Infinitive');
}

/**
 * Whether "a"/"an" stands before a noun phrase headed by a noun that cannot be counted, with at most
 * two describing words before it ("a excellent advice"): the fix is to drop the article, so changing
 * "a" to "an" would be a wrong fix. `words` are the words after the article, in order.
 */
export function headsUncountablePhrase(words: readonly string[]): boolean {
  for (let at = 0; at < Math.min(3, words.length); at += 1) {
    const candidate = words[at] ?? '';
    if (UNCOUNTABLE_WORD.test(candidate)) return !describesNextNoun(words[at + 1]);
  }
  return false;
}

/** "a knowledge of French", "a good knowledge of the rules": a knowledge of a subject is counted. */
export const countedKnowledge = (noun: string, textAfter: string): boolean =>
  /^knowledge$/iu.test(noun) && /^\s+of\b/iu.test(textAfter);
