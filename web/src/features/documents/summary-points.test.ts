import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUMMARY_MESSAGE,
  initialSummaryText,
  summaryPointsOf,
  summaryValidationError,
  toBulletText,
} from './summary-points';

describe('summary lines', () => {
  it('starts from the saved edit when there is one', () => {
    expect(initialSummaryText('• My own summary line', ['From the analysis'])).toBe('• My own summary line');
  });

  it('otherwise starts from the analysis summary as bullet lines', () => {
    expect(initialSummaryText(null, ['First point of the analysis.', 'Second point of it.'])).toBe(
      '• First point of the analysis.\n• Second point of it.',
    );
    expect(initialSummaryText('  ', '- one long enough line\n\n- another long line')).toBe(
      '• one long enough line\n• another long line',
    );
    expect(initialSummaryText(null, { details: ['A point held in an object.'] })).toBe('• A point held in an object.');
    expect(initialSummaryText(null, undefined)).toBe('');
  });

  it('reads points without their bullet markers and skips blank lines', () => {
    expect(summaryPointsOf('• one\n  - two \n* three\n1. four\n2) five\n\n   \nsix')).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
    ]);
  });

  it('writes points back as bullet lines', () => {
    expect(toBulletText(['alpha', 'beta'])).toBe('• alpha\n• beta');
  });

  it('needs more than 10 characters in every point, not counting the bullet', () => {
    expect(summaryValidationError('• eleven char')).toBeNull();
    expect(summaryValidationError('• ten chars!')).toBe(
      'Line 1 is too short: each summary point needs more than 10 characters.',
    );
    expect(summaryValidationError('• a long enough point\n• short\n\n• tiny')).toBe(
      'Lines 2, 4 are too short: each summary point needs more than 10 characters.',
    );
  });

  it('needs at least one point', () => {
    expect(summaryValidationError('')).toBe(EMPTY_SUMMARY_MESSAGE);
    expect(summaryValidationError('•  \n  ')).toBe(EMPTY_SUMMARY_MESSAGE);
  });
});
