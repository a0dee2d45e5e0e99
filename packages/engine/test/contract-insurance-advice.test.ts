import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
async function analyse(sentence: string): Promise<ContractAnalysis> {
  const text = [
    'SERVICES AGREEMENT',
    'This Services Agreement is made as of March 1, 2021 by and between Tolland Facilities Inc. ("Contractor") and Brisco Labs LLC ("Customer").',
    'Contractor shall clean and maintain the Customer premises described in Schedule A.',
    sentence,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Brisco' });
}

describe('insurance the other side carries with the reader already named on it', () => {
  it('is told as protecting the reader, and the advice does not ask to be named again', async () => {
    const result = await analyse(
      'Customer shall be named as an “Additional Insured” on the general liability policy of not less than $2,000,000 per occurrence that Contractor shall maintain.',
    );
    const key = result.keyFindings.find((finding) => finding.title === 'Insurance');
    expect(key?.description).toMatch(/backed by an insurer/iu);
    expect(key?.description).not.toMatch(/you must buy/iu);
    expect(key?.recommendation).not.toMatch(/ask to be named as an additional insured/iu);
  });
});
