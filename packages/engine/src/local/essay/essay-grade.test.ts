import { describe, expect, it } from 'vitest';
import { LEVEL_EXPECTATIONS } from './essay-expectations';
import { gradeBand, letterGrade, nextGrade } from './essay-grade';

describe('letter grades', () => {
  const college = LEVEL_EXPECTATIONS.college;

  it('follows the usual scale at college level', () => {
    expect(letterGrade(97, college)).toBe('A+');
    expect(letterGrade(93, college)).toBe('A');
    expect(letterGrade(85, college)).toBe('B');
    expect(letterGrade(72, college)).toBe('C-');
    expect(letterGrade(59, college)).toBe('F');
  });

  // The level sets what a score is measured against (length, reading grade, sources), so a score
  // is the same letter at every level: no points are added or taken off for the level.
  it('gives the same score the same letter at every level', () => {
    for (const level of Object.values(LEVEL_EXPECTATIONS)) {
      expect(letterGrade(80, level)).toBe('B-');
      expect(letterGrade(72, level)).toBe('C-');
    }
  });

  it('names the next grade and the score that reaches it', () => {
    expect(nextGrade(85, college)).toEqual({ grade: 'B+', score: 87 });
    expect(nextGrade(85, LEVEL_EXPECTATIONS.graduate)).toEqual({ grade: 'B+', score: 87 });
    expect(nextGrade(99, college)).toBeUndefined();
  });
});

describe('the band a grade can honestly claim', () => {
  const college = LEVEL_EXPECTATIONS.college;

  it('spans half a level of a six-level rubric either side of the score', () => {
    expect(gradeBand(85, college)).toEqual({ low: 'C+', high: 'A', lowScore: 77, highScore: 93 });
  });

  it('names the same letters at every level, as the grade itself', () => {
    expect(gradeBand(85, LEVEL_EXPECTATIONS['high-school'])).toEqual(gradeBand(85, college));
  });

  it('stays within the scale at its ends', () => {
    expect(gradeBand(98, college)).toEqual({ low: 'A-', high: 'A+', lowScore: 90, highScore: 100 });
    expect(gradeBand(3, college)).toEqual({ low: 'F', high: 'F', lowScore: 0, highScore: 11 });
  });

  it('always contains the grade itself', () => {
    const letters = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'];
    for (const level of Object.values(LEVEL_EXPECTATIONS)) {
      for (let score = 0; score <= 100; score += 1) {
        const band = gradeBand(score, level);
        const grade = letters.indexOf(letterGrade(score, level));
        expect(band.lowScore).toBeLessThanOrEqual(score);
        expect(band.highScore).toBeGreaterThanOrEqual(score);
        expect(letters.indexOf(band.high)).toBeLessThanOrEqual(grade);
        expect(letters.indexOf(band.low)).toBeGreaterThanOrEqual(grade);
      }
    }
  });
});
