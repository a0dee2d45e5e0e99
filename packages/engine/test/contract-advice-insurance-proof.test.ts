import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A maintenance agreement written for these tests: Brindle (the reader) pays Oakhurst to service its lifts.
const PREAMBLE =
  'This Maintenance Agreement is made as of July 7, 2022 by and between Brindle Towers Inc. ("Owner") and Oakhurst Lift Services LLC ("Contractor").';
const WORK = 'Contractor shall inspect and service the lifts at Owner’s buildings each month.';
const FEES = 'Owner shall pay Contractor a monthly fee of $2,500 within thirty (30) days of each invoice.';
const INSURANCE =
  'Contractor shall maintain commercial general liability insurance of not less than $2,000,000 per occurrence.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['MAINTENANCE AGREEMENT', PREAMBLE, WORK, FEES, INSURANCE, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Brindle' });
}

function insuranceAdvice(result: ContractAnalysis): string {
  return result.keyFindings
    .filter((finding) => finding.title === 'Insurance')
    .map((finding) => finding.recommendation)
    .join(' ');
}

describe('insurance advice asks only for proof of cover the contract does not give', () => {
  it('does not ask for certificates the contract already requires', async () => {
    const advice = insuranceAdvice(
      await analyse('Contractor shall deliver certificates of insurance to Owner before starting the work.'),
    );
    expect(advice).not.toBe('');
    expect(advice).not.toMatch(/Ask[^.;]*certificates of insurance/u);
    expect(advice).toMatch(/additional insured/u);
  });

  it('asks nothing when additional insureds, certificates and notice of cancellation are all there', async () => {
    const advice = insuranceAdvice(
      await analyse(
        'Owner shall be named as an additional insured under each policy.',
        'Contractor shall deliver certificates of insurance to Owner before starting the work.',
        'Each policy shall provide that it may not be cancelled without thirty (30) days’ prior written notice to Owner.',
      ),
    );
    expect(advice).toMatch(/No change needed/u);
  });
});
