import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords (zxcvbn's ranked list, from real leaks) are refused. */
const REFUSED_TOP_PASSWORDS = 10_000;

let refused: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  refused ??= new Set(dictionary.passwords.slice(0, REFUSED_TOP_PASSWORDS).map((entry) => entry.toLowerCase()));
  return refused.has(password.toLowerCase());
}
