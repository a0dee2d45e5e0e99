import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';

// Contracts written for these tests.
const JOINT_VENTURE: AgreementOpening = {
  title: 'JOINT VENTURE AGREEMENT',
  preamble:
    'This Joint Venture Agreement is made as of April 9, 2020 by and between Fenwick Agritech Inc. ("Fenwick") and Marlowe Seeds Ltd. ("Marlowe").',
  clauses: [],
};

const analyse = analyserOf(JOINT_VENTURE);

function sharingTold(result: ContractAnalysis): string {
  const key = result.keyFindings.find((finding) => finding.title === 'Revenue or profit sharing');
  const risks = result.risks.filter((risk) => risk.finding.startsWith('Revenue or profit sharing:'));
  return [key?.description, key?.recommendation, ...risks.map((risk) => risk.finding)].join(' ');
}

describe('co-owners splitting the profits and losses of what they own together', () => {
  it('is told as a split of results, losses included, not as one side paying the other a share of its sales', async () => {
    const result = await analyse(
      'Fenwick and Marlowe shall each hold fifty percent of the membership interests in the Venture.',
      'All profits and losses of the Venture shall be shared between the Parties in proportion to their membership interests.',
    );
    const told = sharingTold(result);
    expect(told).toMatch(/losses/iu);
    expect(told).not.toMatch(/share of (?:your|its) sales/iu);
  });

  it('a royalty one party pays on its own sales is still told as a share of sales going to the other side', async () => {
    const result = await analyse(
      'Marlowe shall pay Fenwick a royalty of five percent (5%) of Net Sales of all Licensed Seeds.',
    );
    expect(sharingTold(result)).toMatch(/share of (?:your|its) sales/iu);
  });
});
