import { describe, expect, it } from 'vitest';
import { keyFindingTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Licences written for these tests, each "non-transferable". Where the licence is non-exclusive and the holder may
// leave on short notice, or it is granted only to do the agreement's own work, being unable to pass it on costs
// the holder little: a point to note, with nothing to ask for.

const TITLE = 'Non-transferable license';

function subscription(grant: string, exit: string): string {
  return [
    'SOFTWARE SUBSCRIPTION AGREEMENT',
    'This Subscription Agreement is made on 5 May 2025 between Tidewater Software Inc. ("Provider") and Greyfield Logistics Ltd. ("Customer").',
    grant,
    '2. The Customer shall pay the monthly subscription fee within thirty (30) days of each invoice.',
    exit,
    '4. This Agreement is governed by the laws of the State of Delaware.',
  ].join('\n\n');
}

const NON_EXCLUSIVE =
  '1. The Provider grants the Customer a non-exclusive, non-transferable licence to use the Software during the term.';
const EXCLUSIVE =
  '1. The Provider grants the Customer an exclusive, non-transferable licence to use the Software in Canada during the term.';
const EITHER_MAY_LEAVE =
  '3. Either party may terminate this Agreement for any reason on fifteen (15) days’ written notice.';
const FIXED_TERM =
  '3. This Agreement runs for five (5) years from its date and may be terminated only for material breach.';

const PROJECT_LICENCE = [
  'RESEARCH COLLABORATION AGREEMENT',
  'This agreement is made on 1 July 2025 between Marsh Institute ("Institute") and Dunmore Bio Ltd. ("Dunmore").',
  '1. Each party grants to the other party a non-transferable, royalty-free licence to use its background know-how solely to carry out the Project.',
  '2. Dunmore shall pay the Institute £40,000 for the Project.',
  '3. This Agreement runs for three (3) years and may be terminated only for material breach.',
  '4. This Agreement is governed by the laws of England and Wales.',
].join('\n\n');

describe('a non-transferable licence that costs its holder little', () => {
  it('is low, asking nothing, where the licence is non-exclusive and either side may leave on notice', async () => {
    const finding = keyFindingTitled(
      await analyzeContractText(subscription(NON_EXCLUSIVE, EITHER_MAY_LEAVE), { role: 'client' }),
      TITLE,
    );
    expect(finding?.type).toBe('low');
    expect(finding?.recommendation).toMatch(/^No change needed/u);
  });

  it('is low where the licence is granted only to carry out the agreement’s project', async () => {
    const finding = keyFindingTitled(await analyzeContractText(PROJECT_LICENCE, { role: 'client' }), TITLE);
    expect(finding?.type).toBe('low');
    expect(finding?.recommendation).toMatch(/assignment clause/u);
  });

  it('still asks for transfer where the customer is tied to a five-year term', async () => {
    const finding = keyFindingTitled(
      await analyzeContractText(subscription(NON_EXCLUSIVE, FIXED_TERM), { role: 'client' }),
      TITLE,
    );
    expect(finding?.recommendation).toMatch(/transfer to affiliates/u);
  });

  it('still asks for transfer where the licence is exclusive, even if either side may leave', async () => {
    const finding = keyFindingTitled(
      await analyzeContractText(subscription(EXCLUSIVE, EITHER_MAY_LEAVE), { role: 'client' }),
      TITLE,
    );
    expect(finding?.recommendation).toMatch(/transfer to affiliates/u);
  });
});
