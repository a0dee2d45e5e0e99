import { describe, expect, it } from 'vitest';
import { noStrengthNote, traitsMovedNote } from './essay-grade-rationale';

describe('the traits that moved the grade', () => {
  it('names each graded trait with the points it cost, the costliest first', () => {
    const note = traitsMovedNote([
      { trait: 'organisation', score: 90, weight: 0.2, parts: ['structure'] },
      { trait: 'elaboration', score: 50, weight: 0.6, parts: ['development', 'critical thinking'] },
      { trait: 'conventions', score: 80, weight: 0.2, parts: ['grammar and style'] },
    ]);
    expect(note).toBe(
      ' By trait (points lost): elaboration (development and critical thinking) 50/100 at 60% of the grade, −30; conventions (grammar and style) 80/100 at 20% of the grade, −4; organisation (structure) 90/100 at 20% of the grade, −2.',
    );
  });

  it('leaves out a trait the kind does not grade and says when a trait lost nothing', () => {
    const note = traitsMovedNote([
      { trait: 'elaboration', score: 100, weight: 1, parts: ['development', 'vocabulary', 'critical thinking'] },
      { trait: 'conventions', score: 40, weight: 0, parts: ['grammar and style'] },
    ]);
    expect(note).toBe(
      ' By trait (points lost): elaboration (development, vocabulary and critical thinking) 100/100 at 100% of the grade, no points lost.',
    );
  });
});

describe('the rationale with no part named strongest', () => {
  it('says no part scores 60 only when none does', () => {
    expect(noStrengthNote([40, 55, 20], 60)).toBe('no part of the grade scores 60 yet');
  });

  it('does not blame a low score when parts scoring 60 or more were left out', () => {
    const note = noStrengthNote([74, 80, 81], 60);
    expect(note).not.toMatch(/scores 60 yet/u);
    expect(note).toBe('no part of the grade stands out yet');
  });
});
