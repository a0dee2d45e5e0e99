import { describe, expect, it } from 'vitest';
import { readabilityOf } from './readability';

describe('Flesch–Kincaid readability', () => {
  it('applies the published formulas', () => {
    // 6 words, 1 sentence, 6 syllables.
    const result = readabilityOf(['The cat sat on the mat.']);
    expect(result).toMatchObject({ words: 6, sentences: 1, syllables: 6 });
    expect(result.grade).toBeCloseTo(0.39 * 6 + 11.8 * 1 - 15.59, 1);
    expect(result.readingEase).toBeCloseTo(206.835 - 1.015 * 6 - 84.6 * 1, 1);
  });

  it('rates long sentences of long words as harder', () => {
    const simple = readabilityOf(['We went to the park.', 'It was a nice day.']);
    const dense = readabilityOf([
      'Notwithstanding the aforementioned considerations, the institutional implementation of comprehensive environmental regulations necessitates extraordinary administrative coordination.',
    ]);
    expect(dense.grade).toBeGreaterThan(simple.grade + 10);
    expect(dense.readingEase).toBeLessThan(simple.readingEase);
  });

  it('handles text without words', () => {
    expect(readabilityOf(['', '123 456'])).toEqual({
      words: 0,
      sentences: 0,
      syllables: 0,
      grade: 0,
      readingEase: 100,
    });
  });
});
