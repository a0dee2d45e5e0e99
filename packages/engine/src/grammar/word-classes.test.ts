import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/sentences';
import { checkStyle } from './check-language';
import { GRAMMAR_CHECKS } from './registry';
import { ARTICLES, MODALS, oneOf, wordPattern } from './word-classes';

function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('word classes', () => {
  it('gives every modal the rule a modal has: no "to" before the verb', () => {
    expect(fixes('She may to come tomorrow.')).toEqual(['may to come → may come']);
    expect(fixes('You might to need a coat.')).toEqual(['might to need → might need']);
    expect(fixes('We shall to see.')).toEqual(['shall to see → shall see']);
    expect(fixes('She may come tomorrow.')).toEqual([]);
  });

  it('builds one alternation from the classes named', () => {
    expect(oneOf(ARTICLES, ['every'])).toBe('a|an|the|every');
    expect(new RegExp(`^(?:${oneOf(MODALS)})$`, 'u').test('might')).toBe(true);
  });

  it('compiles a pattern once where it is written, and hands each caller its own global copy', () => {
    const articleAt = () => wordPattern('u')`^(?:${oneOf(ARTICLES)})\s`;
    expect(articleAt()).toBe(articleAt());
    const everyArticle = () => wordPattern('gu')`\b(?:${oneOf(ARTICLES)})\b`;
    const first = everyArticle();
    first.exec('a cat and the dog');
    expect(first.lastIndex).toBe(1);
    expect(everyArticle().lastIndex).toBe(0);
  });
});
