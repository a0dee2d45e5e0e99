import { describe, expect, it } from 'vitest';
import { LEVEL_EXPECTATIONS } from './essay-expectations';
import { letterGrade, nextGrade } from './essay-grade';

describe('letter grades', () => {
  const college = LEVEL_EXPECTATIONS.college;

  it('follows the usual scale at college level', () => {
    expect(letterGrade(97, college)).toBe('A+');
    expect(letterGrade(93, college)).toBe('A');
    expect(letterGrade(85, college)).toBe('B');
    expect(letterGrade(72, college)).toBe('C-');
    expect(letterGrade(59, college)).toBe('F');
  });

  it('is more lenient for high school and stricter for graduate work', () => {
    expect(letterGrade(80, LEVEL_EXPECTATIONS['high-school'])).toBe('B');
    expect(letterGrade(80, college)).toBe('B-');
    expect(letterGrade(80, LEVEL_EXPECTATIONS.graduate)).toBe('C');
  });

  it('names the next grade and the score that reaches it at this level', () => {
    expect(nextGrade(85, college)).toEqual({ grade: 'B+', score: 87 });
    expect(nextGrade(85, LEVEL_EXPECTATIONS.graduate)).toEqual({ grade: 'B', score: 87 });
    expect(nextGrade(99, college)).toBeUndefined();
  });
});
