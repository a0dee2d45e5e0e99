import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: the parties' places are given in the ways openings give them.
const analyse = (parameters: ContractParameters, ...paragraphs: string[]): Promise<ContractAnalysis> =>
  analyzeContractText(paragraphs.join('\n\n'), parameters);

function told(result: ContractAnalysis, title: string): string {
  const key = result.keyFindings.find((found) => found.title === title);
  const risks = result.risks.map((risk) => risk.finding).filter((finding) => finding.startsWith(`${title}:`));
  return [key?.description, key?.recommendation, ...risks].join(' ');
}

describe('the parties’ places are read from the ways an opening gives them', () => {
  it('reads the address given on a labelled line under the party’s name', async () => {
    const result = await analyse(
      { role: 'client' },
      'CHANNEL AGREEMENT',
      'Party A:\n\nRiverbend Media Co., Ltd.\n\nAddress:\n\n12 Garden Road, Chaoyang District, Shanghai',
      'Party B:\n\nHillcrest Homes (Hong Kong) Co., Ltd.\n\nAddress:\n\n3/F, Pearl Tower, 8 Lotus Lane, Pudong District, Shanghai',
      'Party A shall host the channel and Party B shall supply the listings shown in it.',
      'This Agreement shall be governed by PRC Laws.',
    );
    expect(told(result, 'Governing law')).toMatch(/home ground/iu);
  });

  it('reads a description written before a party known only by its short name in brackets', async () => {
    const result = await analyse(
      { role: 'client' },
      'LICENCE AND RESELLER AGREEMENT',
      'THIS LICENCE AND RESELLER AGREEMENT dated as of the May 3, 2021 is made BETWEEN: NORTHFIELD SYSTEMS, INC., a company incorporated under the laws of the Province of Manitoba, Canada ("Northfield"); - and - LAKEVIEW CLINIC TECHNOLOGIES CORP, a company incorporated under the laws of the Province of Manitoba ("LCT") RECITALS: A. Northfield has built a platform.',
      'Northfield shall make the platform available to LCT for resale.',
      'This Agreement shall be governed by the laws of the Province of Manitoba.',
    );
    expect(told(result, 'Governing law')).toMatch(/home ground/iu);
  });
});
