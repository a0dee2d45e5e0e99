import { describe, expect, it } from 'vitest';
import { rememberedPerText } from './remembered-words';

describe('rememberedPerText', () => {
  it('computes each text once and gives the same answer again', () => {
    const seen: string[] = [];
    const length = rememberedPerText((text: string) => {
      seen.push(text);
      return text.length;
    }, 10);
    expect([length('The tide came in.'), length('We left early.'), length('The tide came in.')]).toEqual([17, 14, 17]);
    expect(seen).toEqual(['The tide came in.', 'We left early.']);
  });

  it('keeps at most the given number of texts, computing a forgotten one again', () => {
    const seen: string[] = [];
    const upper = rememberedPerText((text: string) => {
      seen.push(text);
      return text.toUpperCase();
    }, 2);
    for (const text of ['one', 'two', 'three', 'one']) upper(text);
    expect(seen).toEqual(['one', 'two', 'three', 'one']);
    expect(upper('one')).toBe('ONE');
    expect(seen).toHaveLength(4);
  });
});
