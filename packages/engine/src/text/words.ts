import { matchesOf } from './pattern-matches';

const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/** The words of a text, lower-cased, without numbers or punctuation. */
export function wordsOf(text: string): string[] {
  return Array.from(matchesOf(WORD, text), (match) => match[0].toLowerCase().replace(/[’]/gu, "'"));
}

export function countWords(text: string): number {
  let count = 0;
  for (const _ of matchesOf(WORD, text)) count++;
  return count;
}

/** Escapes a literal for use inside a regular expression. */
export function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
