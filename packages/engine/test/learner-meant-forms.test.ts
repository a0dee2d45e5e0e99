import { describe, expect, it } from 'vitest';
import { checkStyle } from '../src/grammar/check-language';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** Our own learner checks only (no harper.js), as error → correction pairs. */
function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a plural written with -s before the noun it owns', () => {
  it('offers the possessive, not the plain plural, before a noun', () => {
    expect(fixes('The school paid for the childrens books this year.')).toContain("childrens → children's");
    // After a plural a word in -s is no verb of it: "lives" is the noun owned.
    expect(fixes('Phones take up too much of peoples lives now.')).toContain("peoples → people's");
  });

  it('offers the plain plural before a verb', () => {
    expect(fixes('The childrens played in the yard all day.')).toContain('childrens → children');
  });
});

describe('a bare verb after "would have"', () => {
  it('offers no participle where "would have to" may be meant', () => {
    // "you would have to start" or "you would have started": the fix would guess the meaning.
    expect(fixes('If you lose the file you would have start again from the first page.')).toEqual([]);
  });

  it('still offers the participle after "have" alone', () => {
    expect(fixes('I have start a new job in the city.')).toContain('have start → have started');
  });
});
