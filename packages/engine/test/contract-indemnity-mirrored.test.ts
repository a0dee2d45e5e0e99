import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A maintenance agreement written for these tests in which each side indemnifies the other in its own sentence.
const MIRRORED = [
  'MAINTENANCE AGREEMENT',
  'This Maintenance Agreement is made as of April 2, 2021 by and between Corrow Pipeline LLC ("Owner") and Bramwell Field Services Inc. ("Operator").',
  'Operator shall inspect and maintain the Owner’s compressor stations, and Owner shall pay Operator a monthly fee of $12,000.',
  'Operator shall indemnify and hold harmless Owner from any and all third-party claims arising from the work of Operator’s personnel.',
  'Owner shall indemnify and hold harmless Operator from any and all third-party claims arising from the condition of the Owner’s stations.',
  'This Agreement shall be governed by the laws of the State of Oklahoma.',
].join('\n\n');

describe('an indemnity mirrored by one the other side gives in another sentence', () => {
  it('is told on the risk card as running both ways, not as one-way', async () => {
    const result = await analyzeContractText(MIRRORED, { role: 'client', party: 'Corrow' });
    const card = result.risks.find((risk) => risk.finding.startsWith('Indemnification'));
    expect(card?.finding).toMatch(/both ways/u);
  });
});
