import { describe, expect, it } from 'vitest';
import { matchesOf } from './pattern-matches';

describe('matchesOf', () => {
  it('finds every match as matchAll does and leaves the pattern ready for its next use', () => {
    const pattern = /\b(much|less)\s+(\w+s)\b/giu;
    const text = 'Much homeworks and less informations, much rain.';
    expect(matchesOf(pattern, text).map((match) => [match.index, match[2]])).toEqual(
      [...text.matchAll(pattern)].map((match) => [match.index, match[2]]),
    );
    expect(pattern.lastIndex).toBe(0);
    expect(matchesOf(pattern, text)).toHaveLength(2);
  });

  it('steps over empty matches, astral characters included, instead of looping', () => {
    expect(matchesOf(/x*/gu, 'a😀b').map((match) => match.index)).toEqual([0, 1, 3, 4]);
  });

  it('refuses a pattern without the global flag, as matchAll does', () => {
    expect(() => matchesOf(/a/u, 'a')).toThrow(TypeError);
  });
});
