import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('words as near as each other to a misspelling', () => {
  it('are shown side by side when one is a slip away and another as common keeps every letter typed', async () => {
    expect(await spellingIn('The new phone has some clever featers.')).toEqual([
      'featers → Check which word was meant: “feathers” or “features”.',
    ]);
  });

  it('leave out a word the place cannot take, and a contraction', async () => {
    expect(await spellingIn('I hate to waent for two whole days.')).toEqual(['waent → Check the spelling of “waent”.']);
  });
});

describe('another form of the word meant', () => {
  it('is no rival to it: the plural does not hide the word a swap away', async () => {
    expect(await spellingIn('The nurse was calm and pateint with me.')).toEqual(['pateint → patient']);
  });
});
