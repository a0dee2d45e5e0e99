import { describe, expect, it } from 'vitest';
import { resultsIn } from '../src/local/cv/experience-statements';
import { analyzeCvText as analyzeText } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

function fixesOf(result: Awaited<ReturnType<typeof analyzeText>>): string[] {
  return result.writingQuality.grammarIssues.map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a CV line keeps its dropped subject', () => {
  it('offers no fix that puts "It" before a subjectless line', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Was responsible for ordering gloves and masks for six wards.',
          'Is in charge of the returns shelf on the night shift.',
        ].join('\n'),
      ),
    );
    expect(fixesOf(result).join(' ')).not.toMatch(/→ (?:It|He|She|I|We|They|There) /u);
  });
});

describe('a trim of joined adverbs', () => {
  it('never leaves a line that starts with a slash or a joining word', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Successfully/consistently achieved the monthly stock targets for the wards.',
          'Consistently/successfully met every delivery deadline for the theatre suites.',
        ].join('\n'),
      ),
    );
    const afters = [
      ...result.writingQuality.wordyExamples.map((example) => example.concise),
      ...result.beforeAfterExamples.map((example) => example.after),
    ];
    for (const after of afters) {
      expect(after).not.toMatch(/^[/,;&]|[/,;&]\s*$/u);
      expect(after).not.toMatch(/(?:^|\s)\/|\/(?:\s|$)/u);
    }
  });
});

describe('a number that gives scope is not a result', () => {
  it('counts no result in the size of a choir, a team or a class', () => {
    expect(resultsIn('Led a choir of 40 singers at the hospital chapel.')).toBe(0);
    expect(resultsIn('Trained a team of 6 porters in safe lifting.')).toBe(0);
    expect(resultsIn('Taught 30 students basic first aid each term.')).toBe(0);
  });

  it('still counts a figure that changed or an outcome word', () => {
    expect(resultsIn('Cut the restocking time from 8 to 3 days.')).toBe(1);
    expect(resultsIn('Reduced glove waste by 20% across six wards.')).toBe(1);
  });
});
