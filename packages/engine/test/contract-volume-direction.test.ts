import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
async function analyse(parameters: ContractParameters, sentence: string): Promise<ContractAnalysis> {
  const text = [
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made as of March 1, 2021 by and between Tolland Chemicals Inc. ("Tolland") and Brisco Labs LLC ("Brisco").',
    'Tolland shall manufacture and supply the Product to Brisco in accordance with the purchase orders issued by Brisco.',
    sentence,
  ].join('\n\n');
  return analyzeContractText(text, parameters);
}

function volumeTold(result: ContractAnalysis): string {
  return result.risks
    .filter((risk) => risk.finding.startsWith('Volume restriction:'))
    .map((risk) => risk.finding)
    .join(' ');
}

const EXCUSED_SUPPLIER =
  'Where an order exceeds the quantity forecast for that quarter, Tolland shall use reasonable efforts to fill it but shall not be in breach of this Agreement if Tolland does not supply the excess.';

describe('a cap that excuses the supplier from supplying more is told from the supplier’s side', () => {
  it('with no party picked, tells the client Brisco (supplied, as the supply clause shows) that more is not assured', async () => {
    const told = volumeTold(await analyse({ role: 'client' }, EXCUSED_SUPPLIER));
    expect(told).toMatch(/Supply beyond the forecast is not assured/u);
    expect(told).not.toMatch(/limits how much you must supply|If you are/u);
  });

  it('with no party picked, tells the supplier Tolland that it need not supply beyond the forecast', async () => {
    const told = volumeTold(await analyse({ role: 'service-provider' }, EXCUSED_SUPPLIER));
    expect(told).toMatch(/You need not supply beyond the forecast/u);
    expect(told).not.toMatch(/If you are/u);
  });

  it('reads a duty to supply beyond the forecast that is only one of best efforts as the supplier’s', async () => {
    const told = volumeTold(
      await analyse(
        { role: 'service-provider' },
        'Tolland shall accept orders for quantities in excess of the quarterly forecast, provided that Tolland’s obligation to supply any quantity above one hundred and ten percent of that forecast shall be limited to its reasonable efforts.',
      ),
    );
    expect(told).toMatch(/You need not supply beyond the stated share of the forecast/u);
  });

  it('tells the buyer that it may not get more than the cap', async () => {
    const told = volumeTold(await analyse({ role: 'client', party: 'Brisco' }, EXCUSED_SUPPLIER));
    expect(told).not.toMatch(/limits how much you must supply/u);
  });

  it('a cap on what the buyer may order is still told as limiting the buyer', async () => {
    const told = volumeTold(
      await analyse(
        { role: 'client' },
        'Brisco shall not order quantities in excess of one hundred and twenty percent (120%) of its forecast for any quarter.',
      ),
    );
    expect(told).toMatch(/Beyond the cap you may not get more/u);
  });
});
