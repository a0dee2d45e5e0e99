import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A services agreement written for these tests: Tollery (the reader) pays Brightwick for software and services.
const PREAMBLE =
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const SERVICES = 'Brightwick shall provide the data cleaning software and services described in Schedule A to Tollery.';
const FEES = 'Tollery shall pay Brightwick a monthly fee of $4,000 within thirty (30) days of each invoice.';
const WARRANTY = 'Brightwick warrants that the services will be performed in a professional and workmanlike manner.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, SERVICES, FEES, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

/** Every piece of warranty advice and impact the reader sees. */
function warrantyText(result: ContractAnalysis): string {
  const title = 'Warranties and disclaimers';
  const findings = result.keyFindings.filter((finding) => finding.title === title);
  const changes = result.recommendations.contractImprovements.filter((improvement) =>
    improvement.issue.startsWith(`${title}:`),
  );
  return JSON.stringify([
    findings.map((finding) => [finding.description, finding.recommendation]),
    changes.map((change) => [change.issue, change.specificChange]),
  ]);
}

describe('a warranty that another sentence makes last for the Term', () => {
  it('is not asked for a warranty period', async () => {
    const text = warrantyText(
      await analyse(
        WARRANTY,
        'Brightwick further warrants that, during the Term, the software will operate materially as described in its documentation.',
      ),
    );
    expect(text).toMatch(/promised about quality/u);
    expect(text).not.toMatch(/Ask for a clear warranty period/u);
  });
});

describe('a contract that lets the reader reject faulty deliverables within a set time', () => {
  it('is not asked for a warranty period and a remedy as if none were given', async () => {
    const text = warrantyText(
      await analyse(
        WARRANTY,
        'Tollery may reject any deliverable that does not conform to Schedule A by written notice given within thirty (30) days after delivery.',
      ),
    );
    expect(text).toMatch(/promised about quality/u);
    expect(text).not.toMatch(/Ask for a clear warranty period and a remedy/u);
    expect(text).toMatch(/reject/u);
  });
});

describe('a disclaimer that keeps the warranties of a numbered section', () => {
  it('tells the buyer to check the express warranties it keeps, not to ask for a warranty', async () => {
    const text = warrantyText(
      await analyse(
        `12.1 ${WARRANTY}`,
        '12.2 EXCEPT AS PROVIDED IN SECTION 12.1, THE PARTIES DISCLAIM ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF MERCHANTABILITY.',
      ),
    );
    expect(text).toMatch(/promised about quality/u);
    expect(text).not.toMatch(/Ask for a clear warranty period/u);
    expect(text).not.toMatch(/Every promise of quality you give can become a claim/u);
    expect(text).toMatch(/express warranties/u);
  });

  it('tells the side that gives warranties that only the express ones can become a claim', async () => {
    const text = [
      'SERVICES AGREEMENT',
      PREAMBLE,
      SERVICES,
      FEES,
      'EXCEPT AS EXPRESSLY STATED IN SECTION 12, THE PARTIES DISCLAIM ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF FITNESS FOR A PARTICULAR PURPOSE.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'service-provider', party: 'Brightwick' });
    const told = warrantyText(result);
    expect(told).toMatch(/promised about quality/u);
    expect(told).not.toMatch(/Every promise of quality you give can become a claim/u);
  });
});
