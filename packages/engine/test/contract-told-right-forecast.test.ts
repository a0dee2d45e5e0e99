import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A supply agreement written for these tests: Ferrand supplies, Oakhollow buys on forecasts.
async function analyse(sentence: string, parameters: ContractParameters): Promise<ContractAnalysis> {
  const text = [
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made as of April 12, 2023 by and between Ferrand Castings Inc. ("Supplier") and Oakhollow Pumps LLC ("Buyer").',
    'Supplier shall manufacture and supply the Products to Buyer against the purchase orders Buyer issues, and Buyer shall pay for each delivery within thirty (30) days.',
    'Buyer shall give Supplier a rolling twelve-month forecast, of which the first three months are firm.',
    sentence,
  ].join('\n\n');
  return analyzeContractText(text, parameters);
}

function volumeTold(result: ContractAnalysis): string {
  return [
    ...result.risks.filter((risk) => risk.finding.startsWith('Volume restriction:')).map((risk) => risk.finding),
    ...result.keyFindings
      .filter((finding) => finding.title === 'Volume restriction')
      .map((finding) => `${finding.description} ${finding.recommendation}`),
  ].join(' ');
}

const EFFORTS_BEYOND_FORECAST =
  'If an order exceeds the firm forecast for that month, Supplier shall use reasonable efforts to fill it.';
const NOT_OBLIGED_BEYOND_FORECAST =
  'Supplier shall not be obliged to supply any quantity of Products that exceeds the firm forecast for that month.';

describe('a supplier excused beyond the forecast is told as such, never as a cap on the buyer', () => {
  it.each([EFFORTS_BEYOND_FORECAST, NOT_OBLIGED_BEYOND_FORECAST])(
    'tells the buyer that supply beyond the forecast is not assured: %s',
    async (sentence) => {
      const told = volumeTold(await analyse(sentence, { role: 'client', party: 'Buyer' }));
      expect(told).toMatch(/beyond the forecast is not assured/u);
      expect(told).not.toMatch(/limits how much you must supply|you may not get more|If you are/u);
    },
  );

  it('tells the buyer that only efforts are promised when the sentence says so', async () => {
    const told = volumeTold(await analyse(EFFORTS_BEYOND_FORECAST, { role: 'client', party: 'Buyer' }));
    expect(told).toMatch(/only (?:its )?(?:reasonable )?efforts/u);
  });

  it('tells the supplier that it need not supply beyond the forecast', async () => {
    const told = volumeTold(await analyse(EFFORTS_BEYOND_FORECAST, { role: 'service-provider', party: 'Supplier' }));
    expect(told).toMatch(/You need not supply beyond the forecast/u);
    expect(told).not.toMatch(/not assured|If you are/u);
  });

  it('still tells a cap on what the buyer may order as the buyer’s', async () => {
    const told = volumeTold(
      await analyse(
        'Buyer shall not order quantities in excess of one hundred and twenty percent (120%) of the firm forecast for any month.',
        { role: 'client', party: 'Buyer' },
      ),
    );
    expect(told).not.toMatch(/need not supply|not assured/u);
  });
});
