import { describe, expect, it } from 'vitest';
import { shown, shownByRule } from './grammar-rule-shown';

const COUNTABLE = 'determiner.countable-thing-after-have-takes-a';
const LOOK_LIKE = 'word-choice.what-looks-like-not-how';

describe('one countable thing after "have", "need" or "buy" takes "a"', () => {
  it('adds "a" or "an" before the noun, with or without a describing word', () => {
    expect(shownByRule(COUNTABLE, 'My cousin needs new job because she moved.')).toEqual([
      'needs new job → needs a new job',
    ]);
    expect(shownByRule(COUNTABLE, 'Our team has future in this league.')).toEqual(['has future → has a future']);
    expect(shownByRule(COUNTABLE, 'We bought old camera at the market.')).toEqual([
      'bought old camera → bought an old camera',
    ]);
    expect(shownByRule(COUNTABLE, 'He has health problem, so he rests.')).toEqual([
      'has health problem → has a health problem',
    ]);
  });

  it('leaves nouns with a determiner, set phrases and nouns that describe another noun', async () => {
    const clean = [
      'We have a car now.',
      'She had to plan in advance.',
      'We have company tonight.',
      'They have health insurance.',
      'He had no job for a year.',
      'I have my own car.',
      'She wants another chance.',
      'We need more time.',
      'The company has car parks on both sides.',
    ];
    for (const sentence of clean) expect(shownByRule(COUNTABLE, sentence)).toEqual([]);
    for (const sentence of clean.slice(0, 5)) expect(await shown(sentence)).toEqual([]);
  });
});

describe('"look like" is asked with "what"', () => {
  it('writes "what" for "how" before "look like"', () => {
    expect(shownByRule(LOOK_LIKE, 'How does your new flat look like?')).toEqual([
      'How does your new flat look like → What does your new flat look like',
    ]);
    expect(shownByRule(LOOK_LIKE, 'I wonder how the station will look like after the works.')).toEqual([
      'how the station will look like → what the station will look like',
    ]);
  });

  it('leaves "how to", "how much" and a relative clause before "look like"', () => {
    const clean = [
      'I know how to look like a local.',
      'How much he looks like his father!',
      'She asked how people who look like us are treated.',
      'What does it look like?',
      'How does it look?',
    ];
    for (const sentence of clean) expect(shownByRule(LOOK_LIKE, sentence)).toEqual([]);
  });
});
