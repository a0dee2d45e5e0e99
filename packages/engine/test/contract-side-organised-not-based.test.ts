import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: where a party is organised is not where it is based.
function told(result: ContractAnalysis, title: string): string {
  const key = result.keyFindings.find((found) => found.title === title);
  const risks = result.risks.map((risk) => risk.finding).filter((finding) => finding.startsWith(`${title}:`));
  return [key?.description, ...risks].join(' ');
}

async function lawTold(client: string): Promise<string> {
  const text = [
    'ADMINISTRATION AGREEMENT',
    `This Administration Agreement is made as of July 1, 2019 by and between Corvid Income Fund, ${client} ("Client"), and Marlow Fund Services LLC, a Delaware limited liability company ("Administrator").`,
    'Administrator shall keep the books and records of Client and prepare its reports.',
    'This Agreement shall be governed by the laws of the State of Ohio.',
  ].join('\n\n');
  return told(await analyzeContractText(text, { role: 'client' }), 'Governing law');
}

describe('a client organised in one state is not said to be based there', () => {
  it('says "organised" when the contract only says under which law the client was formed', async () => {
    const law = await lawTold('a statutory trust organized under the laws of the State of Delaware');
    expect(law).toMatch(/not where your side is organised \(Delaware\)/u);
    expect(law).not.toMatch(/based/u);
  });

  it('says the same of "a Delaware statutory trust"', async () => {
    const law = await lawTold('a Delaware statutory trust');
    expect(law).toMatch(/not where your side is organised \(Delaware\)/u);
  });

  it('still speaks of where the client is based when its address is given', async () => {
    const law = await lawTold('a Delaware statutory trust with offices at 12 Front Street, Dover, DE 19901');
    expect(law).toMatch(/organised or based \(Delaware\)/u);
  });
});
