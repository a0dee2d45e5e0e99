import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('a spelling fix is a word its neighbours can stand beside', () => {
  it('offers the verb that takes the person as object, not "thought"', async () => {
    expect(await spellingIn('My aunt tought me how to swim.')).toEqual(['tought → taught']);
    expect(await spellingIn('The old coach tought us a new card game.')).toEqual(['tought → taught']);
  });

  // "tought" sounds as "taught" does ("-ought" as in "tough"), so where nothing rules either out both are shown.
  it('keeps "thought" among the choices where nothing rules it out', async () => {
    expect(await spellingIn('I tought about the offer for a long time.')).toEqual([
      'tought → Check which word was meant: “taught” or “thought”.',
    ]);
  });

  it('offers no fix when the only word near the letters cannot take the object', async () => {
    expect((await spellingIn('He thougth me a lesson about patience.')).join(' ')).not.toMatch(/→ thought/u);
  });
});

describe('a contraction offered for a word with its apostrophe left out', () => {
  it('is not offered where the clause ends, since "is" or "has" needs words after it', async () => {
    expect(await spellingIn('Everyone would like a garden like thats.')).toEqual([
      'thats → Check the spelling of “thats”.',
    ]);
    expect(await spellingIn('Nobody knows quite what theyre.')).toEqual(['theyre → Check the spelling of “theyre”.']);
  });

  it('is still offered where words follow it', async () => {
    expect(await spellingIn('I think thats a good plan.')).toEqual(["thats → that's"]);
  });
});

describe("the writer's own word offered for a misspelling", () => {
  it('is not offered where its class does not fit the place', async () => {
    const text = 'Patience is hard for a child. Mom told me to be patince in the long queue.';
    expect((await spellingIn(text)).join(' ')).not.toMatch(/→ patience/u);
  });

  it('is still offered where it fits', async () => {
    const text = 'Patience is hard for a child. Mom said my patince would pay off one day.';
    expect(await spellingIn(text)).toEqual(['patince → patience']);
  });
});
