import type { CvAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readsAsFinishedLine } from '../src/local/cv/finished-line';
import { analyzeCvText as analyzeText } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

// Lines written for these tests.

function rewritesOf(result: CvAnalysis): string[] {
  return [
    ...result.writingQuality.wordyExamples.map((example) => `${example.wordy} → ${example.concise}`),
    ...result.beforeAfterExamples.map((example) => `${example.before} → ${example.after}`),
  ];
}

describe('a CV rewrite that keeps a slip of its line is not offered', () => {
  it('does not swap one form of a wordy word and keep another', async () => {
    const rewrites = rewritesOf(
      await analyzeText(cvWith('Utilizing the stock sheets, counting pallets, utilize scanners for the weekly audit.')),
    );
    expect(rewrites.join('\n')).not.toMatch(/use scanners/u);
  });

  it('still swaps the word when the line has no other form of it', async () => {
    const rewrites = rewritesOf(await analyzeText(cvWith('Utilized scanners to count the pallets every week.')));
    expect(rewrites.join('\n')).toMatch(/→ Used scanners to count the pallets every week\./u);
  });

  it('reads a comma before "and" that joins two nouns at the end of a line as unfinished', () => {
    expect(readsAsFinishedLine('Issued safety boots, and gloves.')).toBe(false);
    expect(readsAsFinishedLine('Issued safety boots, gloves and helmets.')).toBe(true);
    expect(readsAsFinishedLine('Issued safety boots to new staff, and trained them on the loading bay.')).toBe(true);
  });
});
