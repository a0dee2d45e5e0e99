import { describe, expect, it } from 'vitest';
import { quotesTitled, toldAboutLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * Which sentence a courts finding is read from: a severability sentence that names a court only as the body that
 * may find a term invalid chooses no forum, and a forum set as "jurisdiction and venue shall be only in the courts
 * of X" makes those courts the only ones, so a later consent to "the foregoing courts" is read with it.
 * Agreements written for these tests.
 */
const OPENING = [
  'GARDEN MAINTENANCE AGREEMENT',
  'This agreement is between Fernbrook Estates Ltd ("the Owner") and Willowcut Gardening LLC ("the Gardener").',
  'The Gardener shall mow the lawns and trim the hedges of the Owner every second week.',
];

describe('a severability sentence names a court without choosing one', () => {
  it('is not quoted as a courts clause', async () => {
    const result = await analyzeContractLines([
      ...OPENING,
      'If a court or other competent authority finds any term of this agreement invalid or unenforceable, the remaining terms shall continue in full force.',
    ]);
    expect(quotesTitled(result, 'Courts and venue')).toEqual([]);
  });

  it('still reads a forum sentence in the same agreement', async () => {
    const result = await analyzeContractLines([
      ...OPENING,
      'If any term of this agreement shall be held by any court to be invalid, the remaining terms shall continue in full force.',
      'Any dispute arising from this agreement shall be brought only in the courts of Oregon.',
    ]);
    const quotes = quotesTitled(result, 'Courts and venue');
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((quote) => /courts of Oregon/u.test(quote))).toBe(true);
  });
});

describe('jurisdiction and venue said to lie only in named courts', () => {
  it('tells the courts as the only ones, also through a later consent to "the foregoing courts"', async () => {
    const result = await analyzeContractLines([
      ...OPENING,
      'Jurisdiction and venue for any claim arising out of this agreement shall be only in a state court sitting in Marion County, Oregon. Each party submits to the personal jurisdiction of those courts and waives any objection to venue there.',
    ]);
    const told = toldAboutLines(result, 'Courts and venue').join('\n');
    expect(told).toMatch(/must be brought in the courts it names/u);
    expect(told).not.toMatch(/not the only|does not itself require|need not be/u);
  });
});
