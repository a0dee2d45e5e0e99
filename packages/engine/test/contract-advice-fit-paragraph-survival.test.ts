import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A services agreement written for these tests: Tollery (the reader) pays Brightwick for services.
const PREAMBLE =
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const SERVICES =
  '2. SERVICES 2.1 Brightwick shall provide the data cleaning services described in Schedule A to Tollery.';
const FEES =
  '3. FEES 3.1 Tollery shall pay Brightwick a monthly fee of $4,000 within thirty (30) days of each invoice.';
const SECRECY =
  '7. CONFIDENTIAL INFORMATION Each party shall keep the Confidential Information of the other party secret and shall use it only to perform this Agreement.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, SERVICES, FEES, [SECRECY, ...sentences].join(' ')].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

function secrecyAdvice(result: ContractAnalysis): string {
  const findings = result.keyFindings.filter((finding) => finding.title === 'Confidentiality');
  const changes = result.recommendations.contractImprovements.filter((c) => c.issue.startsWith('Confidentiality:'));
  return JSON.stringify([findings.map((finding) => finding.recommendation), changes.map((c) => c.specificChange)]);
}

describe('a duty of confidence whose own paragraph says it survives', () => {
  it('is not asked to survive the end again', async () => {
    const advice = secrecyAdvice(
      await analyse(
        'Confidential Information stays the property of the party that disclosed it.',
        'This Paragraph shall survive the termination of this Agreement.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/survives the end of the agreement/u);
    expect(advice).toMatch(/already outlasts the end/u);
  });

  it('is still asked to survive when the surviving paragraph is about something else', async () => {
    const advice = secrecyAdvice(
      await analyse(
        '8. PUBLICITY Neither party shall issue a press release about this Agreement without the other party’s approval.',
        'This Paragraph shall survive the termination of this Agreement.',
      ),
    );
    expect(advice).toMatch(/survives the end of the agreement/u);
  });
});
