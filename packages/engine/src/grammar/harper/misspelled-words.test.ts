import { describe, expect, it } from 'vitest';
import { misspelledIn } from './grammar-linter';

const MISSPELLED = [
  'recieve',
  'definately',
  'seperate',
  'occured',
  'wich',
  'becuase',
  'tommorow',
  'beleive',
  'goverment',
];

describe('looking words up in a dictionary', () => {
  it('finds the first word of the list misspelled too', async () => {
    const unknown = await misspelledIn(['recieve', 'colour', 'house'], 'british');
    expect([...unknown.keys()]).toEqual(['recieve']);
  });

  it('finds every misspelled word of a long list, as in an essay with many mistakes', async () => {
    const words = Array.from(
      { length: 45 },
      (_, index) => `${MISSPELLED[index % MISSPELLED.length]}${'z'.repeat(Math.floor(index / MISSPELLED.length))}`,
    );
    const unknown = await misspelledIn(words, 'american');
    expect(unknown.size).toBe(words.length);
  });
});
