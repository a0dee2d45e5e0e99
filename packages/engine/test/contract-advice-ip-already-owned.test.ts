import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Every agreement below is written for these tests.

function inventions(...extra: string[]): string {
  return [
    'EMPLOYEE INVENTION ASSIGNMENT AGREEMENT',
    'This Agreement is made by and between Corvid Systems Inc. (the "Company") and Dana Whitlow (the "Employee").',
    'The Employee hereby assigns to the Company all right, title and interest in any Inventions the Employee makes in the course of the employment.',
    ...extra,
    'The Employee shall keep the Company’s Proprietary Information confidential during the employment.',
    'This Agreement shall be governed by the laws of the State of Oregon.',
    'IN WITNESS WHEREOF, the parties have executed this Agreement.',
  ].join('\n\n');
}
const PRIOR_LICENCE =
  'If the Employee incorporates any Prior Invention into a Company product, the Employee hereby grants the Company a perpetual, royalty-free licence to use that Prior Invention.';
const COMPANY = { role: 'client', party: 'Corvid Systems Inc.' } as const;

describe('ownership advice to the side that receives the work reads what the contract gives it', () => {
  it('does not ask for ownership and a licence to prior work that are already given', async () => {
    const advice = adviceOn(
      await analyzeContractText(inventions(PRIOR_LICENCE), COMPANY),
      'Intellectual property ownership',
    );
    expect(advice).not.toMatch(/Make sure ownership passes to you/u);
    expect(advice).toMatch(/already/u);
  });

  it('asks only for the licence where ownership passes but prior work is not licensed', async () => {
    const advice = adviceOn(await analyzeContractText(inventions(), COMPANY), 'Intellectual property ownership');
    expect(advice).not.toMatch(/Make sure ownership passes to you/u);
    expect(advice).toMatch(/licence for any pre-existing material/u);
  });
});
