import { describe, expect, it } from 'vitest';
import { PATTERN_RULES } from '../grammar/registry';
import { compileRequirement, mayMatch, ProbedText } from './probed-text';
import { requiredLiterals } from './required-literals';

const skips = (pattern: RegExp, text: string): boolean =>
  !mayMatch(compileRequirement(requiredLiterals(pattern)), new ProbedText(text));

describe('the words a pattern needs', () => {
  it('a list of words the pattern opens with must be in the sentence as whole words', () => {
    const pattern = /\b(in|at)\s+(monday|tuesday)s?\b/giu;
    expect(skips(pattern, 'We met in the morning.')).toBe(true);
    expect(skips(pattern, 'We met at Monday.')).toBe(false);
    // "Mondays" still holds the start of "monday": the plural may match.
    expect(skips(pattern, 'We met in Mondays.')).toBe(false);
  });

  it('every group the pattern must pass through counts, not only the first', () => {
    const pattern = /\b(an?)\s+(\p{Ll}+)\s+(people|children)\b/giu;
    expect(skips(pattern, 'A group of friends came.')).toBe(true);
    expect(skips(pattern, 'A lot of people came.')).toBe(false);
  });

  it('a word the pattern may leave out is not asked for', () => {
    const pattern = /\b(have|has)\s+(?:never\s+)?(been)\b/giu;
    expect(skips(pattern, 'They have been here.')).toBe(false);
  });

  it('a word cut off by a letter the pattern may add is asked for as the start of a word', () => {
    const pattern = /\b(lacks?)\s+(of)\b/giu;
    expect(skips(pattern, 'He lacks of time.')).toBe(false);
    expect(skips(pattern, 'The lake is cold.')).toBe(true);
  });

  it('a word inside a longer word is enough where the pattern sets no boundary', () => {
    const pattern = /(ing)\s+(to)\b/giu;
    expect(skips(pattern, 'Going to school.')).toBe(false);
  });

  it('a pattern of several branches needs one branch’s words', () => {
    const pattern = /\b(interested)\s+(about)\b|\b(afraid)\s+(from)\b/giu;
    expect(skips(pattern, 'I was afraid from the dog.')).toBe(false);
    expect(skips(pattern, 'I was happy about it.')).toBe(true);
  });

  it('what a lookbehind needs counts; what a negative lookaround forbids does not', () => {
    expect(skips(/(?<=\b(?:my|your)\s+)(car)\b/giu, 'The car is red.')).toBe(true);
    expect(skips(/(?<!\b(?:a|the)\s+)\b(lot)\s+of\b/giu, 'A lot of rain.')).toBe(false);
  });

  it('capitals are matched as the pattern matches them', () => {
    expect(skips(/\b(I)\s+(is)\b/gu, 'I is here.')).toBe(false);
    expect(skips(/\b(said)\b/giu, 'SAID the man.')).toBe(false);
  });

  it('a text with a letter that case-folds onto ASCII (the long s) runs every pattern', () => {
    expect(skips(/\b(is)\b/giu, 'Thiſ iſ old.')).toBe(false);
  });

  it('every grammar rule still finds its matches in sentences written for this test', () => {
    const sentences = [
      'He go to school in monday and he have many homeworks.',
      'I am agree with you, because the people can’t living without internet.',
      'Although it was raining, but we went out.',
      'She suggested me to go there; I look forward to see you.',
      'There is more easier ways, and a informations is useful.',
      'My the friend are very boring in the last two years.',
    ];
    for (const rule of PATTERN_RULES) {
      for (const sentence of sentences) {
        rule.pattern.lastIndex = 0;
        const matches = rule.pattern.test(sentence);
        rule.pattern.lastIndex = 0;
        if (matches) expect(skips(rule.pattern, sentence), `${rule.id} on "${sentence}"`).toBe(false);
      }
    }
  });
});
