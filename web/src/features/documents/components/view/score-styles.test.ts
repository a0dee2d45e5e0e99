import { describe, expect, it } from 'vitest';
import { findingScoreClassName, scoreBadgeVariant } from './score-styles';

describe('score badges (spec part 2 §9)', () => {
  it.each([
    [100, 'default'],
    [70, 'default'],
    [69, 'secondary'],
    [40, 'secondary'],
    [39, 'destructive'],
    [0, 'destructive'],
  ])('a score of %i gets the %s badge', (score, variant) => {
    expect(scoreBadgeVariant(score)).toBe(variant);
  });
});

describe('key-finding colours (spec part 2 §5)', () => {
  it.each([
    [0, 'green'],
    [30, 'green'],
    [31, 'yellow'],
    [70, 'yellow'],
    [71, 'red'],
  ])('a finding scored %i is %s', (score, colour) => {
    expect(findingScoreClassName(score)).toContain(`bg-${colour}-100`);
  });

  it('a finding without a score is grey', () => {
    expect(findingScoreClassName(undefined)).toContain('bg-gray-100');
    expect(findingScoreClassName(Number.NaN)).toContain('bg-gray-100');
  });
});
