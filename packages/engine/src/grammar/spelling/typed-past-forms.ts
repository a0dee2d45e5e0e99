import { tagsOfWord } from '../../text/word-tags';
import { REGULARISED_PAST } from '../rules/lexicon/verb-forms';
import { isListedWord } from './word-frequency';

/**
 * "babysitted" → "babysat": a regular "-ed" put on a compound whose last part is an irregular verb
 * ("baby" + "sit"), given as that verb's past, when the compound is a word and its past and
 * participle agree (so the place in the sentence need not choose between them).
 */
export function irregularPastOfCompound(typed: string): string | undefined {
  const word = typed.toLowerCase();
  if (!/^\p{Ll}+ed$/u.test(word)) return undefined;
  for (let cut = 1; cut < word.length - 3; cut++) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    const forms = REGULARISED_PAST.get(tail);
    if (!forms) continue;
    const [base, past, participle] = forms;
    if (past === participle && isListedWord(head + base)) return head + past;
  }
  return undefined;
}

/**
 * The fits that keep the verb form the writer typed: for a word in "-ed" (a past), a fit that is only
 * a noun ("babysitter") puts another part of speech in the sentence, and is not offered.
 */
export function fitsKeepingPastForm(typed: string, candidates: readonly string[]): string[] {
  if (!/\p{Ll}ed$/u.test(typed)) return [...candidates];
  return candidates.filter((candidate) => {
    const tags = tagsOfWord(candidate.toLowerCase());
    return !(tags.has('Noun') && !tags.has('Verb') && !tags.has('Adjective'));
  });
}
