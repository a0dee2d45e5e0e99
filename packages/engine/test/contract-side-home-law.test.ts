import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: the parties' names or addresses give their city, the law a country.
function agreement(preamble: string, law: string): string {
  return [
    'COOPERATION AGREEMENT',
    preamble,
    'NOW, THEREFORE, the parties agree as follows:',
    '1. Promotion. Each party shall promote the other party’s application on its website.',
    `2. Law. ${law}`,
  ].join('\n\n');
}

function lawFinding(result: ContractAnalysis): string {
  return result.keyFindings
    .filter((finding) => finding.title === 'Governing law')
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

async function analyse(text: string, parameters: ContractParameters = { role: 'client' }): Promise<ContractAnalysis> {
  return analyzeContractText(text, parameters);
}

const BOTH_IN_HANGZHOU =
  'This Cooperation Agreement is made on June 1, 2021 between Lanqiao Software (Hangzhou) Co., Ltd. ("Party A") and Yunfeng Media Technology (Hangzhou) Co., Ltd. ("Party B").';

describe('a law of the country every party is based in is home law, whichever party the reader is', () => {
  it('is told as home ground where both parties are companies of one Chinese city and the law is the PRC’s', async () => {
    const result = await analyse(
      agreement(BOTH_IN_HANGZHOU, 'This Agreement shall be governed by the laws of the People’s Republic of China.'),
    );
    const law = lawFinding(result);
    expect(law).toMatch(/home ground for you/iu);
    expect(law).not.toMatch(/if that is not where you are/iu);
  });

  it('is told as home ground when the law is written as "PRC law" and the address says "China"', async () => {
    const result = await analyse(
      agreement(
        'This Cooperation Agreement is made on June 1, 2021 between Lanqiao Software Co., Ltd., with its address at 18 Wensan Road, Xihu District, China ("Party A") and Yunfeng Media Co., Ltd., with its address at 7 Binjiang Road, Xihu District, China ("Party B").',
        'This Agreement shall be governed by PRC law.',
      ),
    );
    expect(lawFinding(result)).toMatch(/home ground for you/iu);
  });

  it('is told as home ground for parties in England under the laws of England and Wales', async () => {
    const result = await analyse(
      agreement(
        'This Cooperation Agreement is made on June 1, 2021 between Harrowgate Learning Limited, a company incorporated in England ("Party A") and Brindle Events Limited, a company incorporated in England ("Party B").',
        'This Agreement shall be governed by the laws of England and Wales.',
      ),
    );
    expect(lawFinding(result)).toMatch(/home ground for you/iu);
  });

  it('keeps the hedge where only one party is based in the law’s country', async () => {
    const result = await analyse(
      agreement(
        BOTH_IN_HANGZHOU.replace(
          'Yunfeng Media Technology (Hangzhou) Co., Ltd.',
          'Yunfeng Media Pte. Ltd., a Singapore company,',
        ),
        'This Agreement shall be governed by the laws of the People’s Republic of China.',
      ),
    );
    expect(lawFinding(result)).not.toMatch(/home ground for you/iu);
  });
});
