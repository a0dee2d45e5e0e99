import { escapeRegExp } from './words';

/**
 * A pattern finding a vocabulary term as whole words, with a plain plural. Terms written with
 * capitals (IT, HR, RN) are acronyms that match only in capitals, so "it" the pronoun never counts.
 */
export function termPattern(term: string): RegExp {
  const words = term.split(/\s+/u).map(escapeRegExp).join('[\\s-]+');
  const flags = /\p{Lu}/u.test(term) ? 'gu' : 'giu';
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?:s|es)?(?![\\p{L}\\p{N}])`, flags);
}
