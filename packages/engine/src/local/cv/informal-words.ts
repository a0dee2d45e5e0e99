import type { TextSpan } from '../../text/text-span';

const INFORMAL = /\b(?:stuff|things|lots\s+of|awesome|cool|super|guys|kinda|gonna)\b/giu;
/**
 * Standard terms of work that hold a word informal elsewhere: a system role ("super user"), a field of
 * technology ("Internet of Things"), a cold store ("cool room"). They name a thing; they are not chat.
 */
const STANDARD_TERM =
  /\bsuper[\s-]?users?\b|\binternet\s+of\s+things\b|\bcool(?:ing)?\s+(?:rooms?|stores?|chain|boxes|box)\b/giu;
/** A capitalised word beside the match: the match is part of a name or a title ("SAP Super User"). */
const CAPITALISED_BEFORE = /\p{Lu}[\p{L}\d&.+-]*\s+$/u;
const CAPITALISED_AFTER = /^\s+\p{Lu}/u;

/**
 * The informal words the writer uses in running text: not in a skills or tools list, where words are
 * the names of tools and roles, nor in a standard term or a capitalised name such as a job title.
 */
export function informalWordCount(lines: readonly TextSpan[], listLines: readonly TextSpan[]): number {
  const listed = new Set(listLines.map((line) => `${line.page}:${line.start}`));
  return lines
    .filter((line) => !listed.has(`${line.page}:${line.start}`))
    .reduce((sum, line) => sum + casualWordsIn(line.text), 0);
}

function casualWordsIn(text: string): number {
  const plain = text.replace(STANDARD_TERM, (term) => ' '.repeat(term.length));
  return [...plain.matchAll(INFORMAL)].filter((match) => !inName(plain, match.index, match[0])).length;
}

/** A word written with a capital beside another capitalised word, past the line's first word: a name. */
function inName(text: string, at: number, word: string): boolean {
  if (!/^\p{Lu}/u.test(word)) return false;
  const before = text.slice(0, at);
  const after = text.slice(at + word.length);
  const opensLine = before.trim() === '';
  return (!opensLine && CAPITALISED_BEFORE.test(before)) || CAPITALISED_AFTER.test(after);
}
