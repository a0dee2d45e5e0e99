import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: a short filing agreement whose opening names the statement it
// covers, with that statement's own "dated as of" date; the agreement itself is dated beside the signatures.
const FILING_AGREEMENT = [
  'JOINT FILING AGREEMENT',
  'The undersigned agree that the Schedule 13D with respect to the common stock, $0.01 par value per share, of Bluefin Holdings Inc., dated as of June 30, 2021, and any amendments to it, is filed on behalf of each of them.',
  'This Agreement may be signed in counterparts, each of which is an original.',
  'Dated: July 15, 2021',
  'ORCA CAPITAL LP',
  'By: Dana Reyes, Managing Partner',
].join('\n\n');

describe('a referenced filing’s date is not the agreement’s', () => {
  it('the effective date is not the date of the statement the agreement names', async () => {
    const result = await analyzeContractText(FILING_AGREEMENT, { role: 'client', party: 'ORCA CAPITAL LP' });
    const dates = (result.clauses ?? [])
      .filter((clause) => clause.title === 'Effective date' || clause.title === 'Agreement date')
      .map((clause) => clause.value);
    expect(dates).not.toContain('2021-06-30');
    expect(dates).toContain('2021-07-15');
  });
});
