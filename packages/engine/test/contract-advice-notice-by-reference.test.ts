import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Standard terms written for these tests: the notice period stands on the order form, named by a defined term.
function terms(exit: string): string {
  return [
    'CLOUD SERVICES TERMS',
    'These Cloud Services Terms are entered into between Marrowgate Systems Ltd. ("Marrowgate") and the customer identified in the Order Form ("Customer").',
    'Marrowgate shall provide the Cloud Services to Customer.',
    'Customer shall pay Marrowgate the Fees set out in the Order Form within thirty (30) days of each invoice.',
    exit,
    'These Terms are governed by the laws of England and Wales.',
  ].join('\n\n');
}

async function toldOnExit(exit: string, party: string): Promise<string> {
  const result: ContractAnalysis = await analyzeContractText(terms(exit), { role: 'client', party });
  return [
    ...toldAboutLines(result, 'Termination for convenience'),
    ...toldAboutLines(result, 'Termination rights'),
  ].join('\n');
}

describe('a right to end on a notice period the order form sets', () => {
  it.each([
    'Marrowgate may terminate these Terms for convenience on the Termination Notice Period’s written notice.',
    'Marrowgate may terminate these Terms at any time by giving Customer the Notice Period specified in the Order Form.',
    'Marrowgate may terminate these Terms for any reason upon written notice of not less than the Notice Period.',
  ])('is not told as short notice, and the reader is told to check the period: %#', async (exit) => {
    const said = await toldOnExit(exit, 'Customer');
    expect(said).toMatch(/Termination for convenience|Termination rights/u);
    expect(said).not.toMatch(/at short notice/u);
    expect(said).toMatch(/Notice Period/u);
    expect(said).toMatch(/check (?:it|that period|how long)/iu);
  });

  it('is still told as short notice where the contract states a short period', async () => {
    const said = await toldOnExit(
      'Marrowgate may terminate these Terms at any time for any reason on five (5) days’ notice.',
      'Customer',
    );
    expect(said).toMatch(/at short notice/u);
    expect(said).not.toMatch(/check (?:it|that period|how long)/iu);
  });
});
