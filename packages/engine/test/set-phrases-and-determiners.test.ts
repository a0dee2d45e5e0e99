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

describe('set phrases that take no article', () => {
  it('keeps "in due course", "in good faith", "in plain sight" and "in broad daylight" as they are', () => {
    for (const text of [
      'The results will arrive in due course.',
      'The seeds will sprout in due season.',
      'Both sides signed the deal in good faith.',
      'The key was hidden in plain sight.',
      'The thief walked out in broad daylight.',
    ])
      expect(fixes(text).filter((fix) => / an? /u.test(fix))).toEqual([]);
  });

  it('still asks for the article before an ordinary described noun', () => {
    expect(fixes('We live in small village near the coast.')).toContain('in small village → in a small village');
  });
});

describe('"this" before a plural noun', () => {
  it('prefers the singular noun where "this" and the noun make a set phrase ("this way", "this year")', () => {
    expect(fixes('She ends her letter this ways.')).toEqual(['this ways → this way']);
    expect(fixes('We travelled a lot this years.')).toEqual(['this years → this year']);
  });

  it('still offers "these" before other plural nouns', () => {
    expect(fixes('I like this shoes very much.')).toEqual(['this shoes → these shoes']);
  });
});

describe('two words written as one', () => {
  it('drops the word the writer had already typed before the run-together pair', () => {
    expect(fixes('The bus stop is in infront of our house.')).toEqual(['in infront → in front']);
    expect(fixes('The bus stop is infront of our house.')).toEqual(['infront → in front']);
    expect(fixes('The twins helped eachother with homework.')).toEqual(['eachother → each other']);
  });
});

describe('a capital inside a sentence', () => {
  it('does not lower-case "And" or "She" that opens a sentence whose full stop was left out', () => {
    expect(fixes('We ran across the wide field And then we hid behind the barn.')).not.toContain('And → and');
    expect(fixes('My aunt baked bread every morning She sold it at the market.')).not.toContain('She → she');
  });

  it('still lower-cases a stray capital where no sentence can end', () => {
    expect(fixes('I think that The weather will change.')).toContain('The → the');
  });
});
