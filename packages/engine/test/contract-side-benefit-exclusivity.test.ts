import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A reseller agreement written for these tests: Pinecrest (the Reseller) resells Calder's software.
function reseller(exclusivity: string): string {
  return [
    'RESELLER AGREEMENT',
    'This Reseller Agreement is made as of May 4, 2022 by and between Calder Software Inc. ("Company") and Pinecrest Systems LLC ("Reseller").',
    'The Reseller shall resell the Software, and the Company shall pay the Reseller a commission of ten percent of net sales.',
    exclusivity,
    'This Agreement shall be governed by the laws of the State of Delaware.',
  ].join('\n\n');
}

function exclusivityRisk(result: ContractAnalysis) {
  return result.risks.find((risk) => risk.finding.startsWith('Exclusivity:'));
}

describe('an exclusivity the sentence names a holder for is told from the reader’s side', () => {
  it.each([
    'The Reseller is hereby named the exclusive partner of the Company for the Software in Canada.',
    'The Company names the Reseller its exclusive partner for the Software in Canada.',
  ])('tells the holder that the exclusivity is its own, at low risk: %s', async (sentence) => {
    const risk = exclusivityRisk(await analyzeContractText(reseller(sentence), { role: 'client', party: 'Reseller' }));
    expect(risk?.finding ?? '').toMatch(/the exclusivity is yours/iu);
    expect(risk?.finding ?? '').not.toMatch(/buy only from them|depends on which party/iu);
    expect(risk?.level).toBe('low');
  });

  it('tells the other party that the holder is the other side', async () => {
    const risk = exclusivityRisk(
      await analyzeContractText(
        reseller('The Reseller is hereby named the exclusive partner of the Company for the Software in Canada.'),
        { role: 'client', party: 'Company' },
      ),
    );
    expect(risk?.finding ?? '').toMatch(/the other side holds the exclusivity/iu);
  });
});
