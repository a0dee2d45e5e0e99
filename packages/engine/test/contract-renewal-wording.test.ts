import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: the client is paid, not paying, and the renewal still binds it.
const TEXT = [
  'DISTRIBUTION AGREEMENT',
  'This Distribution Agreement is made as of June 1, 2020 by and between Larkspur Tools Inc. ("Supplier") and Fenmore Trading Ltd. ("Distributor").',
  'Supplier appoints Distributor as its exclusive distributor of the Products in Ireland, and Supplier shall pay Distributor a commission of 8% of net sales.',
  'This Agreement shall renew automatically for successive one-year terms unless either party gives written notice of non-renewal at least thirty (30) days before the end of the then-current term.',
].join('\n\n');

describe('an automatic renewal told to a party that is paid under the agreement', () => {
  it('says the reader stays bound, not that it keeps paying, and does not ask for a short notice it has', async () => {
    const result = await analyzeContractText(TEXT, { role: 'client', party: 'Fenmore' });
    const told = JSON.stringify([result.keyFindings, result.recommendations]);
    expect(told).toMatch(/renew/iu);
    expect(told).not.toMatch(/keep paying/iu);
    expect(told).not.toMatch(/short cancellation notice period/iu);
  });
});
