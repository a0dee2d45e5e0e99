import { describe, expect, it } from 'vitest';
import { keyFindingAdvice } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

describe('advice is checked against the whole contract, not only the quote', () => {
  it('does not ask for an indemnity to cover infringement when another sentence has the other side cover it', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier shall indemnify and hold harmless Halvorsen from any third-party claim arising from Pelletier’s negligence or breach of this Agreement.',
      'Pelletier shall further indemnify Halvorsen against any claim that the campaign materials infringe the intellectual property rights of a third party.',
    );
    const advice = keyFindingAdvice(result, 'Indemnification');
    expect(advice).not.toMatch(/including IP infringement/iu);
    expect(advice).toMatch(/already/iu);
  });

  it('still asks for infringement cover when only the reader’s own indemnity mentions it', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier shall indemnify and hold harmless Halvorsen from any third-party claim arising from Pelletier’s negligence or breach of this Agreement.',
      'Halvorsen shall indemnify Pelletier against any claim that the product images Halvorsen supplies infringe the intellectual property rights of a third party.',
    );
    const advice = keyFindingAdvice(result, 'Indemnification');
    expect(advice).not.toMatch(/already covers? infringement/iu);
  });
});
