import { describe, expect, it } from 'vitest';
import { statedPeriod } from '../src/local/contract/stated-period';

// Sentences written for this test: restraints counted from the end of a person's employment or engagement.
describe('a period counted from the end of the employment or engagement is a period after the end', () => {
  it.each([
    [
      'For twelve (12) months after her employment ends, the Employee shall not solicit any employee of the Company.',
      '12 months',
    ],
    [
      'The Consultant shall not solicit any client of the Company for one (1) year after the Consultant’s engagement terminates.',
      '1 year',
    ],
    ['For six (6) months after his employment with the Company ends, he shall not hire any of its staff.', '6 months'],
  ])('reads the period of: %s', (sentence, period) => {
    expect(statedPeriod(sentence)?.afterEnd).toBe(period);
  });

  it.each([
    'For twelve (12) months after the Effective Date, the Employee shall not solicit any employee of the Company.',
    'For two (2) years after his employment begins, the Employee shall work from the London office.',
  ])('reads no period after the end in: %s', (sentence) => {
    expect(statedPeriod(sentence)?.afterEnd).toBeUndefined();
  });
});
