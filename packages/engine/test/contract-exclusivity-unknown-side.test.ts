import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: the reader names no party and neither party's side is stated, so who holds
// the exclusivity is not settled for the reader; each party is told its own position.
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
    expect(told).toMatch(/If you are Halden Motors: The exclusivity is yours/u);
    expect(told).toMatch(/If you are Brightwater Events: The other side holds the exclusivity/u);
  });
});
