import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: a place word inside a party's name says nothing of where it is.
function told(result: ContractAnalysis, title: string): string {
  const key = result.keyFindings.find((found) => found.title === title);
  const risks = result.risks.map((risk) => risk.finding).filter((finding) => finding.startsWith(`${title}:`));
  return [key?.description, key?.recommendation, ...risks].join(' ');
}

describe('a party’s places are read from its description, not its name', () => {
  it('does not place a client in the state its name mentions', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of April 9, 2018 by and between Upper Ohio Valley Savings Bank, a Pennsylvania savings bank with offices in Erie, Pennsylvania ("Customer"), and Lantern Data Services, Inc., a corporation with offices at 5 Elm Street, Columbus, OH 43215 ("Provider").',
      'Provider shall host the core banking system that Customer uses under this Agreement.',
      'This Agreement shall be governed by the laws of the State of Ohio.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const law = told(result, 'Governing law');
    expect(law).not.toMatch(/home ground/iu);
    expect(law).toMatch(/not where your side is/iu);
    expect(law).toMatch(/Pennsylvania/u);
  });
});

describe('a party’s address written straight after its name', () => {
  it('places the party at the address that follows its name without a comma', async () => {
    const text = [
      'RESELLER AGREEMENT',
      'This Agreement is effective 3/1/99 between Harlow Devices, Inc. 80 Bay Street Tampa, FL 33602 ("Harlow"), and Ostend Trading Corporation 12 Quay Road Norfolk, VA 23510 Harlow and Reseller intend to establish Reseller as a reseller of Harlow products.',
      'Reseller shall buy the products from Harlow at the prices in Exhibit A.',
      'This Agreement shall be governed by the laws of the State of Florida.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    expect(told(result, 'Governing law')).toMatch(/not where your side is organised or based \(Virginia\)/u);
  });
});
