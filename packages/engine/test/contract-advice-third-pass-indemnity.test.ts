import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A services agreement written for these tests: Tollery (the reader) pays Brightwick for services.
const PREAMBLE =
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const SERVICES = 'Brightwick shall provide the data cleaning services described in Schedule A to Tollery.';
const FEES = 'Tollery shall pay Brightwick a monthly fee of $4,000 within thirty (30) days of each invoice.';
const INDEMNITY =
  'Tollery shall indemnify and hold harmless Brightwick from any claim brought by a subcontractor that Tollery engages.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, SERVICES, FEES, INDEMNITY, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

const indemnityAdvice = (result: ContractAnalysis) => adviceOn(result, 'Indemnification');

describe('an indemnity the reader gives, where the cap limits only the other side', () => {
  it('is not told to put the indemnity under a cap that does not cover the reader', async () => {
    const advice = indemnityAdvice(
      await analyse(
        'Brightwick’s total liability under this Agreement shall not exceed the fees paid by Tollery in the twelve months before the claim.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/put it under the liability cap/u);
    expect(advice).toMatch(/caps only Brightwick’s liability/u);
  });

  it('still points to the cap when it limits either party', async () => {
    const advice = indemnityAdvice(
      await analyse(
        'Each party’s total liability under this Agreement shall not exceed the fees paid by Tollery in the twelve months before the claim.',
      ),
    );
    expect(advice).toMatch(/put it under the liability cap/u);
  });
});
