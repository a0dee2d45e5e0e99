import nlp from 'compromise';
import { remembered } from './remembered-words';

/**
 * The parts of speech compromise gives one word read alone ("Noun", "Verb", "Gerund", …), looked
 * up once per word and process: tagging whole sentences costs about ten times as much.
 */
export const tagsOfWord = remembered(
  (word: string): ReadonlySet<string> =>
    new Set((nlp(word).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? []),
);
