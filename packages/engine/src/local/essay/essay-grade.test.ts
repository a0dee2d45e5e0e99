import { describe, expect, it } from 'vitest';
import { LEVEL_EXPECTATIONS } from './essay-expectations';
import { gradeBand, letterGrade, nextGrade } from './essay-grade';
import { bandNote } from './essay-grade-rationale';
import type { TraitScore } from './essay-rubric';

const LETTERS = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'];

describe('letter grades', () => {
  const college = LEVEL_EXPECTATIONS.college;

  // The score is a position on a six-level rubric (0 its level 1, 100 its level 6, 20 points a level).
  it('gives each rubric level the letter its descriptor means', () => {
    expect(letterGrade(100, college)).toBe('A+');
    expect(letterGrade(80, college)).toBe('B'); // level 5: good
    expect(letterGrade(60, college)).toBe('C'); // level 4: adequate
    expect(letterGrade(40, college)).toBe('D'); // level 3: limited
    expect(letterGrade(20, college)).toBe('F'); // level 2: seriously limited
  });

  it('does not fail an essay a rubric calls adequate, as a percentage scale would', () => {
    expect(letterGrade(55, college)).toBe('C-');
    expect(letterGrade(50, college)).toBe('C-');
    expect(letterGrade(49, college)).toBe('D+');
    expect(letterGrade(29, college)).toBe('F');
  });

  // The level sets what a score is measured against (length, reading grade, sources), so a score
  // is the same letter at every level: no points are added or taken off for the level.
  it('gives the same score the same letter at every level', () => {
    for (const level of Object.values(LEVEL_EXPECTATIONS)) {
      expect(letterGrade(72, level)).toBe('B-');
      expect(letterGrade(45, level)).toBe('D+');
    }
  });

  it('names the next grade and the score that reaches it', () => {
    expect(nextGrade(62, college)).toEqual({ grade: 'C+', score: 63 });
    expect(nextGrade(85, LEVEL_EXPECTATIONS.graduate)).toEqual({ grade: 'A-', score: 90 });
    expect(nextGrade(99, college)).toBeUndefined();
  });
});

const trait = (id: TraitScore['trait'], score: number, weight: number): TraitScore => ({ trait: id, score, weight });

describe('the band a grade can honestly claim', () => {
  const college = LEVEL_EXPECTATIONS.college;

  it('spans half a rubric level either side where the traits agree', () => {
    const even = [trait('elaboration', 60, 0.7), trait('conventions', 60, 0.3)];
    expect(gradeBand(60, even, college)).toEqual({ low: 'C-', high: 'B-', lowScore: 50, highScore: 70 });
  });

  it('widens where the traits lie far apart', () => {
    const apart = [trait('elaboration', 80, 0.5), trait('conventions', 40, 0.5)];
    const even = [trait('elaboration', 60, 0.5), trait('conventions', 60, 0.5)];
    const wide = gradeBand(60, apart, college);
    expect(wide.highScore - wide.lowScore).toBeGreaterThan(gradeBand(60, even, college).highScore - 50);
    expect(wide).toEqual({ low: 'D', high: 'B', lowScore: 38, highScore: 82 });
  });

  it('names the same letters at every level, as the grade itself', () => {
    expect(gradeBand(85, [], LEVEL_EXPECTATIONS['high-school'])).toEqual(gradeBand(85, [], college));
  });

  it('stays within the scale at its ends', () => {
    expect(gradeBand(98, [], college)).toEqual({ low: 'B+', high: 'A+', lowScore: 88, highScore: 100 });
    expect(gradeBand(3, [], college)).toEqual({ low: 'F', high: 'F', lowScore: 0, highScore: 13 });
  });

  it('always contains the grade itself', () => {
    const apart = [trait('elaboration', 90, 0.6), trait('conventions', 10, 0.4)];
    for (const traits of [[], apart]) {
      for (let score = 0; score <= 100; score += 1) {
        const band = gradeBand(score, traits, college);
        const grade = LETTERS.indexOf(letterGrade(score, college));
        expect(band.lowScore).toBeLessThanOrEqual(score);
        expect(band.highScore).toBeGreaterThanOrEqual(score);
        expect(LETTERS.indexOf(band.high)).toBeLessThanOrEqual(grade);
        expect(LETTERS.indexOf(band.low)).toBeGreaterThanOrEqual(grade);
      }
    }
  });
});

describe('what the band note says', () => {
  it('names the letters and scores the band spans and why', () => {
    const even = [trait('elaboration', 60, 0.7), trait('conventions', 55, 0.3)];
    expect(bandNote(gradeBand(60, even), even)).toBe(
      ' Trained readers could place it from C- to B- (50–70): readers differ by about half a rubric level.',
    );
  });

  it('says when traits a level or more apart widen it', () => {
    const apart = [trait('elaboration', 80, 0.5), trait('conventions', 40, 0.5)];
    expect(bandNote(gradeBand(60, apart), apart)).toContain(
      'more here since its traits lie a level or more apart (conventions 40, elaboration 80)',
    );
  });

  it('says nothing when the band holds one letter', () => {
    expect(bandNote(gradeBand(3, []), [])).toBe('');
  });
});
