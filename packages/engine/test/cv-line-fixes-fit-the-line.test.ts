import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

function fixesOf(result: Awaited<ReturnType<typeof analyzeText>>): string[] {
  return result.writingQuality.grammarIssues.map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a manner adverb opening a CV line takes no comma', () => {
  it('leaves "Clearly" before a verb in any form, and two joined adverbs, as they are', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Clearly explains the ordering steps to each new porter.',
          'Clearly label the returns shelf before each delivery arrives.',
          'Clearly and calmly talked the night staff through the stock system.',
          'Clearly set out the cleaning rota for the two storerooms.',
        ].join('\n'),
      ),
    );
    expect(fixesOf(result).join(' ')).not.toMatch(/Clearly,/u);
  });

  it('still asks the comma where "Clearly" comments on a sentence with its own subject', async () => {
    const result = await analyzeText(cvWith('Clearly the old shelving was too small for the new deliveries.'));
    expect(fixesOf(result).join(' ')).toMatch(/Clearly,/u);
  });
});

describe('"in" after a word naming a field stays', () => {
  it('offers no "on" for trends, skills or experience in social media or television', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Kept up with trends in social media for the hospital charity page.',
          'Built my skills in social media by running the ward newsletter account.',
          'Gained experience in television while filming the fundraising appeal.',
        ].join('\n'),
      ),
    );
    expect(fixesOf(result).join(' ')).not.toMatch(/→ on /u);
  });

  it('still offers "on" for something posted in social media', async () => {
    const result = await analyzeText(cvWith('Posted the weekly opening hours in social media for the visitors.'));
    expect(fixesOf(result).join(' ')).toMatch(/→ on social media/u);
  });
});

describe('a line of keyboard filler', () => {
  const FILLER_CV = cvWith('Counted and stacked the gloves and masks for six wards.').replace(
    'Education',
    'Certifications\nqwqw QW wq QW wq qwwq WQ\n\nEducation',
  );

  it('is a red flag to delete the line, with no word fixed inside it', async () => {
    const result = await analyzeText(FILLER_CV);
    expect(statementsOf(result).join(' ')).toMatch(/delete/iu);
    expect(statementsOf(result).join(' ')).toMatch(/“qwqw QW wq/u);
    expect(fixesOf(result).join(' ')).not.toMatch(/QW|wq/iu);
  });

  it('is found after a heading word run into the same line', async () => {
    const result = await analyzeText(
      cvWith('Counted and stacked the gloves and masks for six wards.').replace(
        'Education',
        'Licences qwqwQ WQ qw QW wq qwwq\n\nEducation',
      ),
    );
    expect(statementsOf(result).join(' ')).toMatch(/keyboard filler \(“Licences qwqwQ WQ…”\)/u);
    expect(fixesOf(result).join(' ')).not.toMatch(/QW|wq/iu);
  });

  it('is not found in a CV of ordinary lines, short words and acronyms included', async () => {
    const result = await analyzeText(cvWith('Ran the PPE and IT kit checks for the A&E and ICU wards.'));
    expect(statementsOf(result).join(' ')).not.toMatch(/delete/iu);
  });
});
