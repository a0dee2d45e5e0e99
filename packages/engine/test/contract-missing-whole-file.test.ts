import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText as analyse } from './result-checks';

// Every contract below is written for these tests. A "No … clause" finding is a claim about the whole
// file, and about the documents the file says its terms come from.

function missing(result: ContractAnalysis) {
  return result.keyFindings.filter((finding) => finding.section === 'Not found in the document');
}

const VENTURE = [
  'JOINT VENTURE AGREEMENT',
  'This Joint Venture Agreement is made as of January 15, 2022 by and between Larchmont Farms LLC ("Larchmont") and Bexley Botanicals Inc. ("Bexley").',
  'Larchmont shall grow the crops and Bexley shall process and market them.',
  'Larchmont and Bexley shall share the net profits of the venture equally.',
  'Neither party may assign its interest in the venture without the consent of the other party.',
  'After the third anniversary of the Effective Date, either party may withdraw from this Agreement by giving the other party six months’ written notice.',
  'This Agreement shall be governed by the laws of the State of Oregon.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('a missing clause is true of the whole file', () => {
  it('does not call termination missing where a party may withdraw on notice after a period', async () => {
    const titles = missing(await analyse(VENTURE)).map((finding) => finding.title);
    expect(titles).not.toContain('No termination rights clause');
  });
});

const UNDER_PURCHASE = [
  'TRANSITION SERVICES AGREEMENT',
  'This Transition Services Agreement is made as of August 1, 2021 by and between Ridgeway Instruments Corp. ("Seller") and Halden Measurement LLC ("Buyer").',
  'Seller shall provide the payroll and IT services listed in Schedule A to Buyer for six months after the Closing.',
  'Buyer shall pay Seller the monthly fees set out in Schedule A within thirty (30) days of each invoice.',
  'Either party may terminate this Agreement upon thirty (30) days written notice.',
  'This Agreement is subject in all respects to the terms and conditions of the Share Exchange Agreement between the parties dated July 1, 2021.',
  'This Agreement shall be governed by the laws of the State of Delaware.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('a clause that may be in the agreement this one is made under', () => {
  it('says it may be in that agreement rather than calling it absent', async () => {
    const found = missing(await analyse(UNDER_PURCHASE));
    expect(found.length).toBeGreaterThan(0);
    for (const finding of found) {
      expect(finding.title).toMatch(/ in this file$/u);
      expect(finding.description).toContain('Share Exchange Agreement');
      expect(finding.description).not.toContain('absent from the document');
    }
  });
});
