import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('misspellings flagged wherever they stand', () => {
  it('flags a misspelling inside a very long sentence as it does in a short one', async () => {
    const long =
      'When we finally got to the old farm at the end of the long and dusty road that winds past the river, ' +
      'the fields and the barns and the little shed behind the house, my cousin and I were so tired that we ' +
      'sat down on the porch steps and did not say somthing for almost an hour while the sun went down.';
    expect(long.split(' ').length).toBeGreaterThan(50);
    expect(await spellingIn(long)).toContain('somthing → something');
    expect(await spellingIn('We did not say somthing for an hour.')).toContain('somthing → something');
  });
});

describe('words that are no misspelling of the writer', () => {
  it('leaves alone an apostrophe garbled by a wrong text encoding', async () => {
    expect(await spellingIn('The girlâs bike was new, and itâs red, so donât scratch it.')).toEqual([]);
    expect(await spellingIn('The girl\u00e2\u0080\u0099s bike was new, so don\u00e2\u0080\u0099t scratch it.')).toEqual(
      [],
    );
  });

  it('leaves alone an abbreviation written with its full stop', async () => {
    expect(await spellingIn('We packed food, water, maps, etc. and left at dawn.')).toEqual([]);
    expect(await spellingIn('We packed food, water, maps, etc..We left at dawn.')).toEqual([]);
  });
});

describe('the fix of a misspelling is the word the writer meant', () => {
  it('writes an abbreviation the dictionary knows only in capitals in capitals', async () => {
    expect(await spellingIn('We watched tv until late at night.')).toEqual(['tv → TV']);
  });

  it('does not drop the -s of a word whose stem takes none, where another word was meant', async () => {
    expect(await spellingIn('They tried durables to fly over the town.')).not.toContain('durables → durable');
  });
});
