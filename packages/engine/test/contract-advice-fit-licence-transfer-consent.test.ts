import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Pelletier licenses its artwork to Halvorsen (the reader).
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
const LICENCE =
  'Pelletier hereby grants Halvorsen a non-exclusive, non-transferable licence to use the campaign artwork.';

function finding(result: ContractAnalysis) {
  return result.keyFindings.find((found) => found.title === 'Non-transferable license');
}

describe('a non-transferable licence in an agreement that may be assigned with consent not unreasonably withheld', () => {
  it('is not told as one the reader cannot pass to a buyer at all', async () => {
    const found = finding(
      await analyse(
        PAYER,
        LICENCE,
        'Neither party may assign this Agreement without the other party’s written consent, which shall not be unreasonably withheld.',
      ),
    );
    expect(found).toBeDefined();
    expect(found?.description).not.toMatch(/You cannot pass the licence/u);
    expect(found?.description).toMatch(/not be unreasonably withheld/u);
    expect(found?.recommendation).toMatch(/need no consent/u);
  });

  it('is still told the reader cannot pass it when consent may be refused freely', async () => {
    const found = finding(
      await analyse(
        PAYER,
        LICENCE,
        'Neither party may assign this Agreement without the other party’s written consent.',
      ),
    );
    expect(found?.description).toMatch(/You cannot pass the licence/u);
  });
});
