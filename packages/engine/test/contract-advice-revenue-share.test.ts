import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A licence written for these tests: Tamsworth (the reader) sells the products and pays Oriel a royalty.
const PREAMBLE =
  'This License Agreement is made as of June 1, 2022 by and between Oriel Designs LLC ("Licensor") and Tamsworth Outdoor Inc. ("Licensee").';
const GRANT =
  'Licensor grants Licensee a non-exclusive license to use the Oriel designs on the products listed in Exhibit A.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['LICENSE AGREEMENT', PREAMBLE, GRANT, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tamsworth' });
}

function shareAdvice(result: ContractAnalysis): string {
  const findings = result.keyFindings.filter((finding) => finding.title === 'Revenue or profit sharing');
  return findings.map((finding) => finding.recommendation).join(' ');
}

describe('revenue-share advice reads the base and the period the contract gives', () => {
  it('does not ask to define a base the contract defines, nor to end a share that ends with the term', async () => {
    const advice = shareAdvice(
      await analyse(
        '"Net Sales" means the amounts invoiced by Licensee for the products, less returns, trade discounts, freight and sales taxes.',
        'During the Term, Licensee shall pay Licensor a royalty of six percent (6%) of Net Sales of the products.',
      ),
    );
    expect(advice).not.toBe('');
    expect(advice).not.toMatch(/Define the base/iu);
    expect(advice).not.toMatch(/end the share after a period/iu);
  });

  it('asks only to end the share when the base is defined but the share runs on', async () => {
    const advice = shareAdvice(
      await analyse(
        '"Net Sales" means the amounts invoiced by Licensee for the products, less returns, trade discounts, freight and sales taxes.',
        'Licensee shall pay Licensor a royalty of six percent (6%) of Net Sales of the products.',
      ),
    );
    expect(advice).not.toMatch(/Define the base/iu);
    expect(advice).toMatch(/cap or end the share/iu);
  });

  it('asks to define the base when the share is of undefined revenues', async () => {
    const advice = shareAdvice(
      await analyse(
        'During the Term, Licensee shall pay Licensor a royalty of six percent (6%) of its revenues from the products.',
      ),
    );
    expect(advice).toMatch(/Define the base/iu);
    expect(advice).not.toMatch(/end the share after a period/iu);
  });
});
