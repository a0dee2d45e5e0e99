import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// An agreement written for these tests: Tollery (the reader) is paid by Brightwick for training services.
const PREAMBLE =
  'This Training Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const SERVICES = 'Tollery shall provide the training services described in Schedule A to Brightwick.';
const FEES = 'Brightwick shall pay Tollery a fee of $9,000 within thirty (30) days of each invoice.';

async function staffStatements(sentence: string): Promise<string> {
  const text = ['TRAINING AGREEMENT', PREAMBLE, SERVICES, FEES, sentence].join('\n\n');
  const result = await analyzeContractText(text, { role: 'client', party: 'Tollery' });
  return JSON.stringify([
    result.keyFindings.filter((finding) => finding.title === 'No hiring of staff').map((f) => f.description),
    result.recommendations.contractImprovements
      .filter((improvement) => improvement.issue.startsWith('No hiring of staff:'))
      .map((improvement) => improvement.issue),
  ]);
}

describe('a bar on soliciting staff is told as one, not as a bar on hiring', () => {
  it('says approach, not hire, when the clause bars soliciting and inducing staff to leave their employ', async () => {
    const told = await staffStatements(
      'For eighteen (18) months after the date hereof, Tollery shall not directly or indirectly solicit for employment any employee of Brightwick, or encourage or induce any employee of Brightwick to leave the  employ of Brightwick.',
    );
    expect(told).not.toBe('[[],[]]');
    expect(told).not.toMatch(/may not hire/u);
    expect(told).toMatch(/approach/u);
  });

  it('still says hire when the clause bars hiring', async () => {
    const told = await staffStatements(
      'For eighteen (18) months after the date hereof, Tollery shall not hire or employ any employee of Brightwick.',
    );
    expect(told).toMatch(/hire/u);
  });
});
