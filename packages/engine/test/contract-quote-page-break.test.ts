import { describe, expect, it } from 'vitest';
import { analyseHostingPages, HOSTING_LAW, HOSTING_PREAMBLE, HOSTING_SERVICES } from './hosting-services-agreement';
import { analyzeContractPages } from './result-checks';

// Sentences written for this test: a clause whose sentence runs over a page break. The quote may not
// span two pages, so it must be the part that holds the main sentence, not the tail the page cut off.

/** A breach exit whose sentence the page cuts after "a breach by". */
const BREACH_EXIT_START =
  '9.2 Either party may terminate this Agreement on thirty (30) days written notice if the other party materially breaches it and fails to cure the breach within that period, or, in the case of a breach by';
const BREACH_EXIT_END =
  'Northwind that exposes the records of Pelican to an immediate security risk, Pelican may terminate this Agreement at once without any cure period.';

describe('a clause cut by a page break', () => {
  it('is quoted from the page holding its main sentence, not from the tail on the next page', async () => {
    const result = await analyseHostingPages([HOSTING_SERVICES, BREACH_EXIT_START], BREACH_EXIT_END);
    const listed = (result.clauses ?? []).find((clause) => clause.title === 'Termination rights');
    expect(listed?.evidence?.quote).toMatch(/^9\.2 Either party may terminate/u);
    expect(listed?.evidence?.page).toBe(1);
  });

  it('skips the page number printed between the two parts', async () => {
    const text = [
      'SERVICES AGREEMENT',
      HOSTING_PREAMBLE,
      HOSTING_SERVICES,
      BREACH_EXIT_START,
      '7',
      BREACH_EXIT_END,
      HOSTING_LAW,
    ].join('\n\n');
    const result = await analyzeContractPages([{ pageNumber: 1, text }], { role: 'client', party: 'Pelican' });
    const listed = (result.clauses ?? []).find((clause) => clause.title === 'Termination rights');
    expect(listed?.evidence?.quote).toMatch(/^9\.2 Either party may terminate/u);
  });
});
