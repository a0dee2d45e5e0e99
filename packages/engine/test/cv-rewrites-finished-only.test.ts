import type { CvAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { checkedRewrite } from '../src/local/cv/checked-rewrite';
import { readsAsFinishedLine } from '../src/local/cv/finished-line';
import { analyzeCvText } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

function rewritesOf(result: CvAnalysis): string[] {
  return [
    ...result.writingQuality.wordyExamples.map((example) => example.concise),
    ...result.beforeAfterExamples.map((example) => example.after),
  ];
}

/** Invented lines: a rewrite is offered only as a finished line, or not at all. */
describe('a line that is not finished', () => {
  it.each([
    'Ran the the spring fair for the parish school.',
    'Opened the garden centre centre shop on Sundays.',
    'Raised donations of 12500 for the night shelter.',
    'Brought in 40,000 in sales from the new trade counter.',
    'Kept the annual budget of 9000 for the youth club.',
    'Fitted the new dishwasher washer in the staff kitchen.',
    'Sold the spare teacup cup sets at the winter fair.',
    'Ran a bakery with a turnover of 2 million and a 9% margin.',
  ])('“%s” is not', (line) => {
    expect(readsAsFinishedLine(line)).toBe(false);
  });

  it.each([
    'Raised donations of £12,500 for the night shelter.',
    'Brought in $40,000 in sales from the new trade counter.',
    'Kept the annual budget of £9k for the youth club.',
    'Ran a bakery with a turnover of £2 million and a 9% margin.',
    'Ran a bakery with a turnover of 2 million dollars.',
    'Fitted the new dishwasher in the staff kitchen.',
    'Cut heating costs by 12% over the winter.',
    'Ran the spring fair for 300 families in 2019.',
    'Found that that version of the form lost fewer entries.',
  ])('“%s” is', (line) => {
    expect(readsAsFinishedLine(line)).toBe(true);
  });
});

describe('rewrites offered in the analysis', () => {
  it('offers no shortened line that keeps a doubled word or an amount with no currency', async () => {
    const result = await analyzeCvText(
      cvWith(
        'Successfully ran the the spring stock count for the wards.\nSuccessfully raised donations of 12500 for the staff fund.',
      ),
    );
    expect(rewritesOf(result).join('\n')).not.toMatch(/the the|of 12500/u);
  });

  it('still offers the shortened line where the amount keeps its currency', async () => {
    const result = await analyzeCvText(cvWith('Successfully raised donations of £12,500 for the staff fund.'));
    expect(rewritesOf(result)).toContain('Raised donations of £12,500 for the staff fund.');
  });

  it('offers no achievement rewrite that keeps a doubled word', async () => {
    expect(await checkedRewrite('Responsible for managing the the loading bay')).toBeUndefined();
    expect(await checkedRewrite('Responsible for managing the loading bay')).toBe('Managed the loading bay.');
  });
});
