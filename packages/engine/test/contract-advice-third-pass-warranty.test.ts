import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A services agreement written for these tests: Tollery (the reader) pays Brightwick for services.
const PREAMBLE =
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const SERVICES = 'Brightwick shall provide the data cleaning services described in Schedule A to Tollery.';
const FEES = 'Tollery shall pay Brightwick a monthly fee of $4,000 within thirty (30) days of each invoice.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, SERVICES, FEES, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

const warrantyAdvice = (result: ContractAnalysis) => adviceOn(result, 'Warranties and disclaimers');

describe('a reader whose warranties received have no time limit', () => {
  it('is not told to ask for a period that would cut its claims short', async () => {
    const advice = warrantyAdvice(
      await analyse(
        'Brightwick warrants that the services will conform to Schedule A, and Brightwick shall promptly remedy any breach of this warranty at its own cost.',
        'EXCEPT AS SET OUT ABOVE, EACH PARTY DISCLAIMS ALL OTHER WARRANTIES, WHETHER EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/ask for a clear period/iu);
  });
});
