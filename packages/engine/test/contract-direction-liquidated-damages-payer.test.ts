import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

function told(result: ContractAnalysis): string {
  return result.keyFindings
    .filter((finding) => finding.title === 'Liquidated damages')
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

const PAYABLE_BY_HALVORSEN =
  'If Halvorsen fails to pay any invoice when due, liquidated damages of 0.05% of the overdue amount per day shall be payable by Halvorsen to Pelletier.';
const HALVORSEN_OR_AFFILIATES =
  'If Halvorsen or its affiliates fail to pay any invoice on schedule, then Halvorsen or its affiliates shall pay Pelletier liquidated damages of 0.05% of the overdue amount per day.';

describe('liquidated damages are told from the side that pays them', () => {
  it('a sum "payable by" the reader is one the reader pays, not one it receives', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, PAYABLE_BY_HALVORSEN);
    const damages = told(result);
    expect(damages).toMatch(/costs you a set sum/iu);
    expect(damages).not.toMatch(/you receive a set sum/iu);
  });

  it('a sum "payable by" the other side is one the reader receives', async () => {
    const result = await analyse({ role: 'client', party: 'Pelletier' }, PAYABLE_BY_HALVORSEN);
    expect(told(result)).toMatch(/you receive a set sum/iu);
  });

  it('a sum the reader "or its affiliates" shall pay is one the reader pays', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, HALVORSEN_OR_AFFILIATES);
    const damages = told(result);
    expect(damages).toMatch(/costs you a set sum/iu);
    expect(damages).not.toMatch(/you receive a set sum/iu);
  });
});
