import { describe, expect, it } from 'vitest';
import { analyzeContractPages } from './result-checks';

// Sentences written for this test: the text layer split a word across a page break ("P" at the foot of
// one page, "elican may …" at the head of the next). A quote never spans two pages, and one starting
// with the rest of a word reads as garbage, so it starts at the next whole word.

const FIRST_PAGE = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made as of March 3, 2022 by and between Northwind Data Ltd. ("Northwind") and Pelican Foods Inc. ("Pelican").',
  'Northwind shall provide the hosting services described in Schedule A.',
  'Pelican shall pay each invoice within thirty (30) days of receipt.',
  '12.1 P',
].join('\n\n');

async function analyseWithBreak(second: string) {
  return analyzeContractPages(
    [
      { pageNumber: 1, text: FIRST_PAGE },
      {
        pageNumber: 2,
        text: [second, 'This Agreement shall be governed by the laws of the State of Oregon.'].join('\n\n'),
      },
    ],
    { role: 'client', party: 'Pelican' },
  );
}

describe('a word split by a page break', () => {
  it('the quote does not start with the rest of the split word', async () => {
    const result = await analyseWithBreak(
      'elican may terminate this Agreement at any time on thirty days’ written notice.',
    );
    const listed = (result.clauses ?? []).find((clause) => clause.title === 'Termination for convenience');
    expect(listed?.evidence.quote).toMatch(/^may terminate this Agreement at any time/u);
    expect(listed?.evidence.page).toBe(2);
  });

  it('a page that goes on with a whole word keeps it', async () => {
    const result = await analyseWithBreak(
      'either party may terminate this Agreement at any time on thirty days’ written notice.',
    );
    const listed = (result.clauses ?? []).find((clause) => clause.title === 'Termination for convenience');
    expect(listed?.evidence.quote).toMatch(/^either party may terminate/u);
  });
});
