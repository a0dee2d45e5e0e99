import { describe, expect, it } from 'vitest';
import { keyFindingLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * Terms that choose one law for some users and another for the rest: the finding on either sentence says that
 * another law is chosen elsewhere, not that one law governs everything. Terms written for these tests.
 */
const TERMS = (...law: string[]) => [
  'PIXELFERN HOSTING TERMS',
  'These terms are between Pixelfern Ltd ("Pixelfern") and the customer who signs up ("Customer").',
  '1. Service. Pixelfern hosts the websites of the Customer.',
  '2. Fees. The Customer pays the monthly fee shown at sign-up.',
  ...law,
];

describe('a governing law chosen by where the customer is based', () => {
  it('tells the other law chosen', async () => {
    const lines = keyFindingLines(
      await analyzeContractLines(
        TERMS(
          '9.1. If the Customer is based in Canada, these terms are governed by the laws of the Province of Ontario.',
          '9.2. In all other cases, these terms are governed by the laws of Ireland.',
        ),
      ),
      'Governing law',
    ).join('\n');
    expect(lines).toMatch(/Another sentence of the contract chooses the laws of/u);
  });

  it('says nothing of the kind when every sentence names the same law', async () => {
    const lines = keyFindingLines(
      await analyzeContractLines(
        TERMS(
          '9.1. These terms are governed by the laws of the State of Vermont.',
          '9.2. Any claim in tort relating to them is also governed by the laws of Vermont.',
        ),
      ),
      'Governing law',
    ).join('\n');
    expect(lines).not.toMatch(/Another sentence/u);
  });
});
