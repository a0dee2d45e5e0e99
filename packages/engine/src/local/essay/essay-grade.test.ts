import { describe, expect, it } from 'vitest';
import { gradeBand, letterGrade, nextGrade } from './essay-grade';

describe('letter grades', () => {
  it('follows the usual US scale', () => {
    expect(letterGrade(97)).toBe('A+');
    expect(letterGrade(93)).toBe('A');
    expect(letterGrade(85)).toBe('B');
    expect(letterGrade(72)).toBe('C-');
    expect(letterGrade(59)).toBe('F');
  });

  it('names the next grade and the score that reaches it', () => {
    expect(nextGrade(85)).toEqual({ grade: 'B+', score: 87 });
    expect(nextGrade(59)).toEqual({ grade: 'D-', score: 60 });
    expect(nextGrade(99)).toBeUndefined();
  });
});

describe('the band a grade can honestly claim', () => {
  it('spans half a level of a six-level rubric either side of the score', () => {
    expect(gradeBand(85)).toEqual({ low: 'C+', high: 'A', lowScore: 77, highScore: 93 });
  });

  it('stays within the scale at its ends', () => {
    expect(gradeBand(98)).toEqual({ low: 'A-', high: 'A+', lowScore: 90, highScore: 100 });
    expect(gradeBand(3)).toEqual({ low: 'F', high: 'F', lowScore: 0, highScore: 11 });
  });

  it('always contains the grade itself', () => {
    for (let score = 0; score <= 100; score += 1) {
      const { lowScore, highScore } = gradeBand(score);
      expect(lowScore).toBeLessThanOrEqual(score);
      expect(highScore).toBeGreaterThanOrEqual(score);
    }
  });
});
