import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: the reader names no party, so who holds the exclusivity is not settled.
const TEXT = [
  'SPONSORSHIP AGREEMENT',
  'This Sponsorship Agreement is made as of April 2, 2021 by and between Halden Motors Inc. and Brightwater Events LLC.',
  'Halden Motors Inc. is the exclusive licensee of the Race marks in Canada.',
].join('\n\n');

describe('an exclusivity whose holder the reader’s side does not settle', () => {
  it('is not told as a duty of the reader to buy only from the other side', async () => {
    const result = await analyzeContractText(TEXT, { role: 'client' });
    const told = JSON.stringify(result.keyFindings.filter((finding) => finding.title === 'Exclusivity'));
    expect(told).not.toMatch(/buy only from them/iu);
    expect(told).toMatch(/If it binds your side/u);
  });
});
