import { describe, expect, it } from 'vitest';
import { analyseHostingPages, HOSTING_FEES, HOSTING_SERVICES } from './hosting-services-agreement';

// Sentences written for this test: the text layer split a word across a page break ("P" at the foot of
// one page, "elican may …" at the head of the next). A quote never spans two pages, and one starting
// with the rest of a word reads as garbage, so it starts at the next whole word.

const analyseWithBreak = (second: string) => analyseHostingPages([HOSTING_SERVICES, HOSTING_FEES, '12.1 P'], second);

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
