import { tagsOfWord } from '../../text/word-tags';
import { FINITE_BE, FORMS_OF_DO, FORMS_OF_HAVE, MODALS } from '../word-classes';

/** "your you" or "you your": one of the two is a slip, and which one the next word tells. */
const YOU_AND_YOUR = /^(?:your\s+you|you\s+your)$/iu;

const VERBS_AFTER_A_SUBJECT = new Set<string>([...MODALS, ...FINITE_BE, ...FORMS_OF_HAVE, ...FORMS_OF_DO]);

/**
 * The one of "you" and "your" the next word needs: a verb wants its subject "you" ("your you will
 * come" → "you"), a noun or an adjective its determiner "your" ("your you kindness" → "your").
 * `undefined` when the next word could be either.
 */
export function pronounTheNextWordNeeds(error: string, next: string | undefined): string | undefined {
  if (!YOU_AND_YOUR.test(error) || !next) return undefined;
  const lower = next.toLowerCase();
  const tags = tagsOfWord(lower);
  const keep = (pronoun: 'you' | 'your') => (/^\p{Lu}/u.test(error) ? `Y${pronoun.slice(1)}` : pronoun);
  if (VERBS_AFTER_A_SUBJECT.has(lower) || (tags.has('Verb') && !tags.has('Noun') && !tags.has('Adjective')))
    return keep('you');
  if ((tags.has('Noun') || tags.has('Adjective')) && !tags.has('Verb')) return keep('your');
  return undefined;
}
