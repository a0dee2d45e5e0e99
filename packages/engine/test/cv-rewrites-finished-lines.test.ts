import type { CvAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

function rewritesOf(result: CvAnalysis): string[] {
  return [
    ...result.writingQuality.wordyExamples.map((example) => `${example.wordy} → ${example.concise}`),
    ...result.beforeAfterExamples.map((example) => `${example.before} → ${example.after}`),
  ];
}

describe('CV rewrites that read as finished lines', () => {
  it('puts no adverb where it splits a noun from the words that describe it', async () => {
    const rewrites = rewritesOf(
      await analyzeText(cvWith('Baked the bread rolls on a daily basis needed for the morning wards.')),
    );
    expect(rewrites.join('\n')).not.toMatch(/rolls daily needed/u);
  });

  it('still shortens the phrase where the adverb ends its clause', async () => {
    const rewrites = rewritesOf(await analyzeText(cvWith('Checked the stock on a daily basis and logged the gaps.')));
    expect(rewrites.join('\n')).toMatch(/→ Checked the stock daily and logged the gaps\./u);
  });

  it('offers no rewrite of a line that ends at "&" or a possessive, cut off where the PDF broke the line', async () => {
    const rewrites = rewritesOf(
      await analyzeText(
        cvWith(
          'Utilized the order system for the Hospital Research &\nUtilized the order system in order to meet the needs of my',
        ),
      ),
    );
    expect(rewrites).toEqual([]);
  });

  it('joins a word the PDF hyphenated across lines', async () => {
    const rewrites = rewritesOf(
      await analyzeText(cvWith('Utilized in-\ndepth knowledge of the stock system in order to cut waste.')),
    );
    expect(rewrites.join('\n')).toMatch(/→ Used in-depth knowledge of the stock system to cut waste\./u);
  });

  it('offers no rewrite that keeps the first person a CV leaves out', async () => {
    const rewrites = rewritesOf(
      await analyzeText(cvWith('I utilized my knowledge of stock systems in order to cut waste.')),
    );
    expect(rewrites.join('\n')).not.toMatch(/→ I used my/u);
  });

  it('offers no rewrite of a line holding misread characters', async () => {
    const rewrites = rewritesOf(
      await analyzeText(cvWith('Utilized the stock system â€“ orders, returns and counts â€“ in order to cut waste.')),
    );
    expect(rewrites).toEqual([]);
  });

  it('reads a rewrite of a wrapped line as one line, and offers a line the CV repeats once', async () => {
    const result = await analyzeText(
      cvWith(
        'Utilized the shared order book in order to cut the wait\nfor gloves on the wards.\nStore Clerk, Westgate Hospital, 2015 - 2017\nUtilized the shared order book in order to cut the wait\nfor gloves on the wards.',
      ),
    );
    const concise = result.writingQuality.wordyExamples.map((example) => example.concise);
    expect(concise).toEqual(['Used the shared order book to cut the wait for gloves on the wards.']);
    expect(result.beforeAfterExamples.map((example) => example.after)).toEqual(concise);
  });
});

describe('a line the CV repeats under two roles', () => {
  it('gets its grammar fix once', async () => {
    const line = 'Handled the day to day operations of the supply room.';
    const { writingQuality } = await analyzeText(
      cvWith(`${line}\nStore Clerk, Westgate Hospital, 2015 - 2017\n${line}`),
    );
    const fixes = writingQuality.grammarIssues.filter((issue) => issue.error === 'day to day');
    expect(fixes).toHaveLength(1);
  });
});
