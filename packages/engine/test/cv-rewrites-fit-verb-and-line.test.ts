import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

type Result = Awaited<ReturnType<typeof analyzeText>>;

/** Every rewrite and shortened line the reader is offered, as "before → after". */
function offered(result: Result): string[] {
  return [
    ...result.experienceAnalysis.weakExamples.map((example) => `${example.original} → ${example.improved}`),
    ...result.beforeAfterExamples.map((example) => `${example.before} → ${example.after}`),
    ...result.writingQuality.wordyExamples.map((example) => `${example.wordy} → ${example.concise}`),
  ];
}

describe('a trimmed adverb leaves a finished line', () => {
  it('does not cut one of two joined adverbs', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Successfully and effectively introduced a new stock rota for the storeroom.',
          'Quickly and successfully moved the whole store to the new wing.',
        ].join('\n'),
      ),
    );
    const after = offered(result).map((line) => line.split(' → ')[1] ?? '');
    expect(after.join(' | ')).not.toMatch(/^And |Quickly and moved|\| And /u);
  });

  it('still cuts a lone "successfully"', async () => {
    const result = await analyzeText(cvWith('Successfully moved the whole store to the new wing in one weekend.'));
    expect(offered(result).join(' | ')).toMatch(/→ Moved the whole store to the new wing/u);
  });
});

describe('no rewrite keeps two statements run together', () => {
  it('offers nothing for a line where a second statement starts without a full stop', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Responsible for maintaining the stock records for six wards Work closely with the ward sisters on orders.',
          'Successfully cleared the backlog of returns for the wards Work closely with the porters each week.',
        ].join('\n'),
      ),
    );
    expect(offered(result).join(' | ')).not.toMatch(/wards Work/u);
  });
});

describe('a verb-led rewrite only where the object fits the verb', () => {
  it('does not rewrite when the new verb does not take the object', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Responsible for implementing customer expectations across the storeroom.',
          'In charge of editing match reports and video production for the club channel.',
        ].join('\n'),
      ),
    );
    expect(offered(result).join(' | ')).not.toMatch(
      /Implemented customer expectations|Edited match reports and video/u,
    );
  });

  it('still rewrites when it does', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Responsible for implementing a new ordering system for the wards.',
          'In charge of editing the monthly newsletter for the ward staff.',
        ].join('\n'),
      ),
    );
    const rewrites = offered(result).join(' | ');
    expect(rewrites).toMatch(/→ Implemented a new ordering system for the wards/u);
    expect(rewrites).toMatch(/→ Edited the monthly newsletter for the ward staff/u);
  });
});
