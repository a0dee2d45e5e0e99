import type { ContractAnalysis, ContractParameters, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: where a clause's facts come from, and how far its words reach.
const PREAMBLE =
  'This Services Agreement is made as of March 3, 2022 by and between Birchway Tools Ltd. ("Birchway") and Corvale Systems Inc. ("Corvale").';

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SERVICES AGREEMENT', PREAMBLE, ...sentences].join('\n\n'), parameters);
}

function finding(result: ContractAnalysis, title: string): KeyFinding | undefined {
  return result.keyFindings.find((candidate) => candidate.title === title && candidate.quotedText);
}

function lawOf(...sentences: string[]): string | undefined {
  return contractFacts(splitSentences([{ pageNumber: 1, text: sentences.join('\n\n') }])).find(
    (fact) => fact.category === 'Governing Law',
  )?.value;
}

describe('governing law is read from the clause that chooses it', () => {
  it('does not take the law a legal opinion is limited to for the law of the agreement', () => {
    expect(
      lawOf(
        'Counsel to the Seller shall deliver an opinion on this Agreement at the Closing.',
        'The opinion of such counsel may be limited to matters governed by the laws of Oregon and the federal laws of the United States.',
        'This Agreement shall be governed by the laws of the State of Illinois.',
      ),
    ).toBe('the State of Illinois');
    expect(
      lawOf(
        'Counsel to the Seller shall deliver an opinion on this Agreement at the Closing.',
        'Such opinion shall be limited to the laws of Oregon.',
      ),
    ).toBeUndefined();
  });

  it('gives no governing-law finding for an opinion limited to a state’s laws', async () => {
    const result = await analyse(
      { role: 'client' },
      'Counsel to Corvale shall deliver a legal opinion on this Agreement, and such opinion shall be limited to matters governed by the laws of Oregon.',
    );
    expect(finding(result, 'Governing law')?.description ?? '').not.toMatch(/Oregon/u);
  });
});

async function dateFacts(...sentences: string[]): Promise<(string | undefined)[]> {
  const result = await analyzeContractText(sentences.join('\n\n'), { role: 'client' });
  return ['Agreement Date', 'Effective Date'].map(
    (category) => result.clauses?.find((clause) => clause.category === category)?.value,
  );
}

describe('the agreement’s date is never another agreement’s', () => {
  it('skips the dates of amendments and of an agreement "between X and Y dated as of" named in the recitals', async () => {
    const dates = await dateFacts(
      'DEVELOPMENT AGREEMENT',
      'This Development Agreement is made as of the ___ day of April, 2023 by and between Alder Corp. ("Alder") and Brightmoor Labs Ltd. ("Brightmoor").',
      'Alder and Brightmoor are parties to the License Agreement between Alder Corp. and Brightmoor, as amended June 2, 2010 and May 9, 2011, and to the Supply Agreement between Alder Corp. and Brightmoor dated as of May 9, 2011.',
      'Brightmoor shall develop the Product in accordance with the Development Plan.',
    );
    expect(dates).not.toContain('2011-05-09');
    expect(dates).not.toContain('2010-06-02');
  });
});
