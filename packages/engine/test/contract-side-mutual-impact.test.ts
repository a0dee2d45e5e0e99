import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: a clause binding both parties alike, read by a client whose party is known.
function told(result: ContractAnalysis, title: string): string {
  const key = result.keyFindings.find((found) => found.title === title);
  const risks = result.risks.map((risk) => risk.finding).filter((finding) => finding.startsWith(`${title}:`));
  return [key?.description, ...risks].join(' ');
}

const CONTRACT = [
  'HAULAGE AGREEMENT',
  'This Haulage Agreement is made as of March 2, 2020 by and between Tolland Freight LLC ("Carrier") and Brisk Grain Cooperative ("Customer").',
  'Carrier shall carry the grain that Customer tenders under this Agreement, and Customer shall pay the rates in Schedule 1.',
  'Either party may terminate this Agreement if the other party breaches it and fails to cure the breach within 15 days after written notice.',
].join('\n\n');

describe('a clause binding both parties told from the known client’s side', () => {
  it('tells the paying customer what it loses, not the income a supplier would lose', async () => {
    const result = await analyzeContractText(CONTRACT, { role: 'client' });
    const termination = told(result, 'Termination rights');
    expect(termination).toMatch(/both parties alike/iu);
    expect(termination).not.toMatch(/income/iu);
  });

  it('tells the carrier what it loses when it reads as the provider', async () => {
    const result = await analyzeContractText(CONTRACT, { role: 'service-provider' });
    const termination = told(result, 'Termination rights');
    expect(termination).toMatch(/income or work/iu);
    expect(termination).not.toMatch(/without the service/iu);
  });
});
