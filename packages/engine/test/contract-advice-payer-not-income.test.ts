import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests: in each, one named party pays the other.
const SPONSORSHIP = [
  'SPONSORSHIP AGREEMENT',
  'This Sponsorship Agreement is made as of May 9, 2021 by and between Halvorsen Foods Inc. ("Halvorsen") and Pelletier Racing Club ("Pelletier").',
  'Halvorsen shall pay Pelletier a sponsorship fee of $4,000 within thirty (30) days of each invoice.',
  'Pelletier may terminate this Agreement at any time for any reason on ten (10) days’ notice.',
  'Either party may terminate this Agreement if the other party materially breaches it and fails to cure within thirty (30) days.',
  'This Agreement shall be governed by the laws of the State of Vermont.',
].join('\n\n');
const HOSTING = [
  'HOSTING SERVICES AGREEMENT',
  'This Hosting Services Agreement is made on June 1, 2025 between Carrowmore Hosting Ltd. ("Carrowmore") and Linden Street Bakery LLC ("Linden").',
  'Carrowmore shall host Linden’s online shop and keep it available.',
  'Linden shall pay Carrowmore a monthly fee of $900 in advance. Each invoice is payable within ten (10) days of its date.',
  'Carrowmore may terminate this Agreement at any time for any reason on five (5) days’ notice.',
  'Either party may terminate this Agreement if the other party materially breaches it and fails to cure within thirty (30) days.',
  'This Agreement is governed by the laws of the State of Oregon.',
].join('\n\n');

/** Every line the reader reads: summary, findings, risks, changes and long-term plans. */
function everything(result: ContractAnalysis): string {
  return [
    ...result.summary,
    ...result.keyFindings.map((finding) => `${finding.description} ${finding.recommendation}`),
    ...result.risks.map((risk) => risk.finding),
    ...result.recommendations.contractImprovements.map((change) => `${change.issue} ${change.specificChange}`),
    ...result.recommendations.longTermConsiderations.map((item) =>
      [item.consideration, ...item.preparationSteps, item.marketFactors].join(' '),
    ),
  ].join('\n');
}

const INCOME = /\bincome\b|\brevenue\b|Invoice promptly|Follow up on late payments/iu;

describe('an early end told to the side that pays', () => {
  it.each([
    [SPONSORSHIP, { role: 'service-provider', party: 'Halvorsen' }],
    [SPONSORSHIP, { role: 'client', party: 'Halvorsen' }],
    [HOSTING, { role: 'client', party: 'Linden' }],
  ] as const)('speaks of what it pays for, never of income: %#', async (text, parameters) => {
    const said = everything(await analyzeContractText(text, parameters));
    expect(said).not.toMatch(INCOME);
    expect(said).toMatch(/what you pay for|without the service|replace what this agreement provides/u);
  });

  it('plans the payer’s billing cycle as paying on time, not as chasing invoices', async () => {
    const result = await analyzeContractText(HOSTING, { role: 'client', party: 'Linden' });
    const plans = result.recommendations.longTermConsiderations.map((item) => item.consideration).join(' ');
    expect(plans).toMatch(/Pay on time/u);
  });
});

describe('an early end told to the side that is paid', () => {
  it.each([
    [SPONSORSHIP, { role: 'client', party: 'Pelletier' }],
    [HOSTING, { role: 'service-provider', party: 'Carrowmore' }],
  ] as const)('still speaks of its income: %#', async (text, parameters) => {
    expect(everything(await analyzeContractText(text, parameters))).toMatch(/\bincome\b/u);
  });
});
