import { describe, expect, it } from 'vitest';
import { traitsMovedNote } from './essay-grade-rationale';

describe('the traits that moved the grade', () => {
  it('names each graded trait with the points it cost, the costliest first', () => {
    const note = traitsMovedNote([
      { trait: 'organisation', score: 90, weight: 0.2 },
      { trait: 'elaboration', score: 50, weight: 0.6 },
      { trait: 'conventions', score: 80, weight: 0.2 },
    ]);
    expect(note).toBe(
      ' By trait (points lost): elaboration (development and explanation) 50/100 at 60% of the grade, −30; conventions 80/100 at 20% of the grade, −4; organisation 90/100 at 20% of the grade, −2.',
    );
  });

  it('leaves out a trait the kind does not grade and says when a trait lost nothing', () => {
    const note = traitsMovedNote([
      { trait: 'elaboration', score: 100, weight: 1 },
      { trait: 'conventions', score: 40, weight: 0 },
    ]);
    expect(note).toBe(
      ' By trait (points lost): elaboration (development and explanation) 100/100 at 100% of the grade, no points lost.',
    );
  });
});
