import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A quoted literal of one line: '…', "…" or `…` with nothing interpolated. */
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/gu;

/** A written sentence: a capital first (or a quote, or a digit) and a stop last; test names start lower-case. */
const SENTENCE = /^["“‘]?[\p{Lu}\d].*[.?!]["”’]?$/u;

/**
 * Every sentence the test files of this folder write out, read from their text so that a new test
 * counts without being listed twice.
 */
export function ruleTestSentences(folder: string): string[] {
  const sentences: string[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.test.ts'))) {
    const source = readFileSync(join(folder, file), 'utf8');
    for (const match of source.matchAll(LITERAL)) {
      const literal = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/gu, '$1');
      if (SENTENCE.test(literal)) sentences.push(literal);
    }
  }
  return sentences;
}
