import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * A right to suspend or end access is told on the ground its sentence gives: a breach of the law or a risk the use
 * poses is no breach of the agreement, and "for any reason, including a breach" needs no breach at all. Terms
 * written for these tests.
 */
function analyse(term: string): Promise<ContractAnalysis> {
  return analyzeContractLines([
    'PACKAGE REGISTRY TERMS',
    'These terms are between Fernhollow Registry Inc. ("Fernhollow") and you, the user of the registry.',
    'Fernhollow will host the packages you publish on the registry free of charge.',
    term,
    'These terms are governed by the laws of the State of Vermont.',
  ]);
}

function told(result: ContractAnalysis, title: string): string {
  const lines = toldAboutLines(result, title);
  expect(lines.length).toBeGreaterThan(0);
  return lines.join('\n');
}

describe('the ground of a suspension', () => {
  it('tells a risk the use poses and a breach of the law beside a breach of the terms', async () => {
    const said = told(
      await analyse(
        'Fernhollow may suspend or terminate your account at any time if it determines, in its sole discretion, that your use of the registry violates these terms, violates any applicable law, or poses any risk to Fernhollow or its users.',
      ),
      'Suspension of services',
    );
    expect(said).toMatch(/on a breach of the agreement, a breach of the law or a risk the use poses/u);
  });

  it('tells a suspension for breaking the law as that, not as a breach of the agreement', async () => {
    const said = told(
      await analyse(
        'Fernhollow may suspend your account without notice if it determines that the registry is being used in violation of export control regulations.',
      ),
      'Suspension of services',
    );
    expect(said).toMatch(/on a breach of the law/u);
    expect(said).not.toMatch(/breach of the agreement/u);
  });
});

describe('a right to end the agreement for any reason', () => {
  it('is not told as an end on a breach it names, though it gives a breach as an example', async () => {
    const result = await analyse(
      'Fernhollow may terminate your account without notice for any reason, including if Fernhollow believes you have violated these terms.',
    );
    // Told as a right to end it at will, or as a right to end it told without a ground.
    const said = [
      ...toldAboutLines(result, 'Termination rights'),
      ...toldAboutLines(result, 'Termination for convenience'),
    ];
    expect(said.length).toBeGreaterThan(0);
    expect(said.join('\n')).not.toMatch(/on a breach or event it names/u);
  });
});
