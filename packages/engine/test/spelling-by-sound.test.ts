import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('a misspelling that sounds like one word and is a letter from a commoner one', () => {
  it('shows both words rather than the commoner one alone', async () => {
    expect(await spellingIn('The cat slept neer the warm stove.')).toEqual([
      'neer → Check which word was meant: “near” or “never”.',
    ]);
  });

  it('shows both where the commoner one was meant, too', async () => {
    expect(await spellingIn('I have neer seen snow in my town.')).toEqual([
      'neer → Check which word was meant: “near” or “never”.',
    ]);
  });
});

describe('misspellings whose sound and letters agree keep their fix', () => {
  it.each([
    ['a vowel pair reversed', 'I beleive that every child can sing.', 'beleive → believe'],
    ['a vowel spelt by its sound', 'We could not beleave how tall he was.', 'beleave → believe'],
    ['a letter and its sound dropped', 'We met at the libary after lunch.', 'libary → library'],
    ['a letter dropped that changes the sound', 'She was learing to drive that spring.', 'learing → learning'],
    ['two letters swapped', 'My freinds came to the party.', 'freinds → friends'],
    ['a double letter written single', 'It was the begining of a long week.', 'begining → beginning'],
    ['a single letter written double', 'My familly lives by the sea.', 'familly → family'],
    ['an ending spelt by its sound', 'The lake was beautifull in June.', 'beautifull → beautiful'],
    ['a silent letter left out', 'He won a scolarship to study music.', 'scolarship → scholarship'],
    ['letters swapped across a vowel', 'He was so tierd after the long walk.', 'tierd → tired'],
  ])('%s', async (_shape, sentence, shown) => {
    expect(await spellingIn(sentence)).toEqual([shown]);
  });
});

describe('a spelling by sound that names no one word', () => {
  it('is left for the writer to check, not fixed to a word a vowel away', async () => {
    expect(await spellingIn('We stayed up all nite reading.')).toEqual(['nite → Check the spelling of “nite”.']);
  });
});
