import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A distribution agreement written for these tests: Fernhill (the reader) buys lamps from Osterby to resell.
const PREAMBLE =
  'This Distribution Agreement is made as of June 2, 2020 by and between Fernhill Trading Ltd. ("Distributor") and Osterby Lighting AB ("Supplier").';
const SALE = 'The Supplier shall sell the Products to the Distributor at the prices in Schedule 2.';
const LAW = 'This Agreement shall be governed by the laws of the State of New York.';

async function analyse(minimum: string): Promise<ContractAnalysis> {
  const text = ['DISTRIBUTION AGREEMENT', PREAMBLE, SALE, minimum, LAW].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Fernhill' });
}

function minimumRisk(result: ContractAnalysis) {
  return result.risks.find((risk) => risk.finding.startsWith('Minimum commitment:'));
}

describe('a minimum is told by what a shortfall costs the reader', () => {
  it('tells a reader bound to buy a yearly minimum that a shortfall costs it, at high risk', async () => {
    const risk = minimumRisk(
      await analyse('The Distributor shall purchase a minimum of 2,000 units of the Products in each Contract Year.'),
    );
    expect(risk?.finding).toMatch(/You owe the minimum/u);
    expect(risk?.level).toBe('high');
  });

  it('tells a minimum that keeps exclusivity as the price of the exclusivity', async () => {
    const risk = minimumRisk(
      await analyse(
        'In order to keep its exclusivity, the Distributor shall purchase a minimum of 2,000 units of the Products in each Contract Year.',
      ),
    );
    expect(risk).toBeDefined();
    expect(risk?.finding).not.toMatch(/You owe the minimum/u);
    expect(risk?.finding).toMatch(/keep your exclusivity/u);
  });

  it('tells a single first purchase as a one-off order, not a minimum for each period', async () => {
    const risk = minimumRisk(
      await analyse(
        'The Distributor shall purchase at least 300 units of the Products within three (3) months after the date of this Agreement.',
      ),
    );
    expect(risk).toBeDefined();
    expect(risk?.finding).not.toMatch(/You owe the minimum even if/u);
    expect(risk?.finding).toMatch(/once/u);
    expect(risk?.level).toBe('medium');
  });

  it('tells a first purchase the reader has some months to make as a one-off order', async () => {
    const risk = minimumRisk(
      await analyse(
        'The Distributor will have four (4) months after the date of this Agreement to purchase at least 300 units of the Products.',
      ),
    );
    expect(risk?.finding).toMatch(/once/u);
  });

  it('does not tell a yearly minimum with a time to cure a shortfall as a single order', async () => {
    const risk = minimumRisk(
      await analyse(
        'The Distributor shall purchase a minimum of 2,000 units of the Products in each Contract Year, and may cure any shortfall within sixty (60) days after notice from the Supplier.',
      ),
    );
    expect(risk?.finding).not.toMatch(/single order/u);
  });

  it('does not tell a right to end the agreement over a missed minimum as a single order the reader must buy', async () => {
    const risk = minimumRisk(
      await analyse(
        'The Supplier may terminate this Agreement if the Distributor fails to meet the minimum purchase requirements and does not remedy the failure within sixty (60) days after receipt of written notice.',
      ),
    );
    expect(risk?.finding ?? '').not.toMatch(/single order/u);
  });

  it('tells minimums the parties agree before each year as minimums the reader has a say in', async () => {
    const result = await analyse(
      'The Distributor shall purchase in each Contract Year the minimum quantity of the Products that the parties shall mutually agree in advance of that Contract Year.',
    );
    const risk = minimumRisk(result);
    expect(risk).toBeDefined();
    expect(risk?.finding).toMatch(/agree/u);
    const advice = result.keyFindings.find((finding) => finding.title === 'Minimum commitment')?.recommendation;
    expect(advice).not.toMatch(/Lower the minimum/u);
  });

  it('tells a defined minimum that another sentence makes an efforts target as a target, not an amount owed', async () => {
    const risk = minimumRisk(
      await analyse(
        'The Distributor shall use commercially reasonable efforts to purchase Products of no less than the Minimum Purchase Amount in each Contract Year.\n\nThe Minimum Purchase Amount for each Contract Year shall be $400,000.',
      ),
    );
    expect(risk?.finding).not.toMatch(/You owe the minimum/u);
    expect(risk?.finding).toMatch(/target/u);
    expect(risk?.level).toBe('medium');
  });

  it('does not describe the price of exclusivity as a minimum owed whatever the reader needs', async () => {
    const result = await analyse(
      'In order to keep its exclusivity, the Distributor shall purchase a minimum of 2,000 units of the Products in each Contract Year.',
    );
    const finding = result.keyFindings.find((key) => key.title === 'Minimum commitment');
    expect(finding?.description).toMatch(/exclusiv/u);
    expect(finding?.description).not.toMatch(/whatever its actual needs/u);
  });
});
