import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { keyFindingAdvice } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Pelletier licenses its logo to Halvorsen.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
const LICENCE =
  'Pelletier hereby grants Halvorsen a non-exclusive, non-transferable licence to use the Pelletier logo in the campaign.';

const advice = (result: ContractAnalysis) => keyFindingAdvice(result, 'Non-transferable license');

describe('advice on a licence that may not be transferred reads the assignment clause', () => {
  it('does not ask for transfer to affiliates and a buyer the assignment clause already allows', async () => {
    const result = await analyse(
      PAYER,
      LICENCE,
      'Either party may assign this Agreement without the other’s consent to an Affiliate or to a successor in a merger or a sale of all or substantially all of its assets.',
    );
    const told = advice(result);
    expect(told).not.toBe('');
    expect(told).not.toMatch(/ask for transfer/iu);
  });

  it('asks only for transfer to a buyer when affiliates are already allowed', async () => {
    const result = await analyse(
      PAYER,
      LICENCE,
      'Either party may assign this Agreement to an Affiliate without the other’s consent.',
    );
    const told = advice(result);
    expect(told).toMatch(/buyer of your business/iu);
    expect(told).not.toMatch(/ask for transfer to affiliates/iu);
  });
});

describe('the finding on a licence the assignment clause lets pass without consent', () => {
  it('does not tell the reader it cannot pass the licence to an affiliate or a buyer', async () => {
    const result = await analyse(
      PAYER,
      LICENCE,
      'Either party may assign this Agreement without the other’s consent to an Affiliate or to a successor in a merger or a sale of all or substantially all of its assets.',
    );
    const finding = result.keyFindings.find((found) => found.title === 'Non-transferable license');
    const told = JSON.stringify([finding, result.risks]);
    expect(finding).toBeDefined();
    expect(told).not.toMatch(/You cannot pass the licence/u);
    expect(finding?.description).toMatch(/lets it pass to an affiliate or to a buyer of your business/u);
  });
});
