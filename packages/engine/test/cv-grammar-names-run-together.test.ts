import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

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
