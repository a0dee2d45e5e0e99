import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A consulting agreement written for these tests: Tollery (the reader) pays Brightwick for advice and work.
const PREAMBLE =
  'This Consulting Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Advisory Ltd., a Scottish company ("Consultant").';
const SERVICES = 'Consultant shall provide the consulting services described in Schedule A to Tollery.';
const FEES = 'Tollery shall pay Consultant a monthly fee of $4,000 within thirty (30) days of each invoice.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['CONSULTING AGREEMENT', PREAMBLE, SERVICES, FEES, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

/** Every piece of ownership advice the reader sees, with the finding's own wording. */
function ownershipAdvice(result: ContractAnalysis): string {
  const title = 'Intellectual property ownership';
  const findings = result.keyFindings.filter((finding) => finding.title === title);
  const changes = result.recommendations.contractImprovements.filter((improvement) =>
    improvement.issue.startsWith(`${title}:`),
  );
  return JSON.stringify([
    findings.map((finding) => [finding.description, finding.recommendation]),
    changes.map((c) => [c.issue, c.specificChange]),
  ]);
}

describe('work assigned to the paying reader', () => {
  it('is not met with the consultant’s advice to keep its own tools and assign only after payment', async () => {
    const advice = ownershipAdvice(
      await analyse(
        'Tollery shall be the sole and exclusive owner of, and Consultant hereby assigns to Tollery, all work product, inventions and know-how that Consultant creates under this Agreement.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/assign only the deliverables, after payment/u);
    expect(advice).not.toMatch(/lose the right to reuse your own work/u);
    expect(advice).toMatch(/ownership passes to you/u);
  });
});
