import { describe, expect, it } from 'vitest';
import { analyzeContractPages } from './result-checks';

// Sentences written for this test: a clause whose sentence runs over a page break. The quote may not
// span two pages, so it must be the part that holds the main sentence, not the tail the page cut off.

describe('a clause cut by a page break', () => {
  it('is quoted from the page holding its main sentence, not from the tail on the next page', async () => {
    const first = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of March 3, 2022 by and between Northwind Data Ltd. ("Northwind") and Pelican Foods Inc. ("Pelican").',
      'Northwind shall provide the hosting services described in Schedule A.',
      '9.2 Either party may terminate this Agreement on thirty (30) days written notice if the other party materially breaches it and fails to cure the breach within that period, or, in the case of a breach by',
    ].join('\n\n');
    const second = [
      'Northwind that exposes the records of Pelican to an immediate security risk, Pelican may terminate this Agreement at once without any cure period.',
      'This Agreement shall be governed by the laws of the State of Oregon.',
    ].join('\n\n');
    const result = await analyzeContractPages(
      [
        { pageNumber: 1, text: first },
        { pageNumber: 2, text: second },
      ],
      { role: 'client', party: 'Pelican' },
    );
    const listed = (result.clauses ?? []).find((clause) => clause.title === 'Termination rights');
    expect(listed?.evidence?.quote).toMatch(/^9\.2 Either party may terminate/u);
    expect(listed?.evidence?.page).toBe(1);
  });

  it('skips the page number printed between the two parts', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of March 3, 2022 by and between Northwind Data Ltd. ("Northwind") and Pelican Foods Inc. ("Pelican").',
      'Northwind shall provide the hosting services described in Schedule A.',
      '9.2 Either party may terminate this Agreement on thirty (30) days written notice if the other party materially breaches it and fails to cure the breach within that period, or, in the case of a breach by',
      '7',
      'Northwind that exposes the records of Pelican to an immediate security risk, Pelican may terminate this Agreement at once without any cure period.',
      'This Agreement shall be governed by the laws of the State of Oregon.',
    ].join('\n\n');
    const result = await analyzeContractPages([{ pageNumber: 1, text }], { role: 'client', party: 'Pelican' });
    const listed = (result.clauses ?? []).find((clause) => clause.title === 'Termination rights');
    expect(listed?.evidence?.quote).toMatch(/^9\.2 Either party may terminate/u);
  });
});
