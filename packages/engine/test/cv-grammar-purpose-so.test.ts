import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

describe('"so" on a CV line with no subject of its own', () => {
  it('asks no comma before "so" after a noun phrase: with no clause before it, "so" says what for', async () => {
    const { writingQuality } = await analyzeText(
      cvWith(
        'New shelf labels across the wards so the porters find stock quickly.\nDaily stock counts so the wards never run out of gloves.',
      ),
    );
    expect(writingQuality.grammarIssues.map((issue) => issue.explanation).join(' ')).not.toMatch(/“so”/u);
  });

  it('still asks the comma where the line has its own subject and "so" joins a second clause', async () => {
    const { writingQuality } = await analyzeText(
      cvWith('We ran short of gloves every winter so the ward sisters ordered early.'),
    );
    expect(writingQuality.grammarIssues.map((issue) => issue.explanation).join(' ')).toMatch(/“so”/u);
  });
});
