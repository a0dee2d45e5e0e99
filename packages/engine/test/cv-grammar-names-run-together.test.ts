import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

function cvWith(lines: string): string {
  return `Jo Park
jo.park@example.com | 555 200 1188

Summary
Storeroom assistant with six years in hospital supply rooms.

Experience
Storeroom Assistant, Eastgate Hospital, 2017 - 2023
${lines}

Education
School Certificate, 2016`;
}

describe('a capitalised word written twice on a CV line', () => {
  it('is left alone: two names run together ("Walla Walla", one name ending as the next begins) lose a word if "fixed"', async () => {
    const { writingQuality } = await analyzeText(
      cvWith('Ran stock checks for Walla Walla Foods across the region.\nPacked parcels for Hope Hope Trust drives.'),
    );
    expect(writingQuality.grammarIssues.map((issue) => issue.error)).toEqual([]);
  });

  it('is still fixed in lower case, where the same word twice is a slip', async () => {
    const { writingQuality } = await analyzeText(cvWith('Supported the team team at the depot each weekend.'));
    expect(writingQuality.grammarIssues.map((issue) => issue.correction)).toEqual(['team']);
  });
});
