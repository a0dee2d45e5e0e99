import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

const CLIENT: ContractParameters = { role: 'client' };

function indemnityAdvice(result: ContractAnalysis): string {
  return result.keyFindings
    .filter((finding) => finding.title === 'Indemnification')
    .map((finding) => finding.recommendation)
    .join(' ');
}

// Terms written for these tests: the reader indemnifies the provider, whose own liability alone is capped.
function terms(cap: string): string {
  return [
    'Tarnwick Maps Terms of Use',
    'By using the service you agree to these terms. Tarnwick may update the service from time to time.',
    'Tarnwick will not be liable for any loss of data.',
    cap,
    'You agree to indemnify and hold Tarnwick harmless against any claim arising from your use of the service.',
  ].join('\n\n');
}

describe('a cap covers only the party whose liability it limits', () => {
  it('a cap on "liability for" the provider does not cover the reader’s indemnity', async () => {
    const advice = indemnityAdvice(
      await analyzeContractText(terms('Any liability for Tarnwick under these terms is limited to $250.'), CLIENT),
    );
    expect(advice).not.toMatch(/already falls under the contract’s liability cap/u);
    expect(advice).toMatch(/the contract caps only Tarnwick’s liability/u);
  });

  it('a cap on the provider’s liability set in capitals is read the same', async () => {
    const advice = indemnityAdvice(
      await analyzeContractText(
        terms('TARNWICK’S TOTAL LIABILITY ARISING OUT OF THESE TERMS SHALL NOT EXCEED ONE HUNDRED DOLLARS ($100).'),
        CLIENT,
      ),
    );
    expect(advice).not.toMatch(/already falls under the contract’s liability cap/u);
    expect(advice).toMatch(/the contract caps only TARNWICK’s liability/u);
  });
});
