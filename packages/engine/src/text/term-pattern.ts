import { escapeRegExp } from './words';

/**
 * A pattern finding a vocabulary term as whole words, with a plain plural. Terms written with
 * capitals (IT, HR, RN) are acronyms that match only in capitals, so "it" the pronoun never counts;
 * the other words of such a term are matched as written, in title case and in capitals, as headings
 * and headlines write them ("IT manager", "IT Manager", "IT MANAGER").
 */
export function termPattern(term: string): RegExp {
  const words = term.split(/\s+/u);
  if (!/\p{Lu}/u.test(term)) return new RegExp(wholeWords(words), 'giu');
  const forms = new Set([
    words,
    words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
    words.map((word) => word.toUpperCase()),
  ]);
  return new RegExp([...forms].map(wholeWords).join('|'), 'gu');
}

function wholeWords(words: readonly string[]): string {
  return `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join('[\\s-]+')}(?:s|es|S|ES)?(?![\\p{L}\\p{N}])`;
}
