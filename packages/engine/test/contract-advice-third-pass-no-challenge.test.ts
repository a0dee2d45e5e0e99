import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A trademark licence written for these tests: Tollery (the reader) is licensed Brightwick's marks.
const PREAMBLE =
  'This Trademark License Agreement is made as of May 4, 2024 by and between Brightwick Brands Ltd., a Scottish company ("Licensor"), and Tollery Goods Inc., a Delaware corporation ("Licensee").';
const GRANT =
  'Licensor hereby grants Licensee a non-exclusive licence to use the Licensed Marks on the Products in the Territory.';
const ROYALTY = 'Licensee shall pay Licensor a royalty of five percent of the net sales of the Products.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['TRADEMARK LICENSE AGREEMENT', PREAMBLE, GRANT, ROYALTY, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

const covenantAdvice = (result: ContractAnalysis) => adviceOn(result, 'Covenant not to sue');

const ASKS_LIMIT = /Limit it to the licensed rights/u;

describe('a no-challenge clause already limited to the licensed rights', () => {
  it('is not asked to be limited to them again', async () => {
    const advice = covenantAdvice(
      await analyse(
        'Licensee shall not contest or challenge Licensor’s right, title and interest in the Licensed Marks.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(ASKS_LIMIT);
  });

  it('is still asked to be limited when it bars any claim against the other side', async () => {
    const advice = covenantAdvice(
      await analyse(
        'Licensee shall not contest the validity of the Licensed Marks or bring any action or claim against Licensor arising from this Agreement.',
      ),
    );
    expect(advice).toMatch(ASKS_LIMIT);
  });
});
