import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import type { ContractRole } from '../src/local/contract/contract-roles';
import { analyzeAndCheck } from './result-checks';

/** A one-page contract made of the given sentences, analysed for the given reader. */
async function analyse(role: ContractRole, ...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SUPPLY AGREEMENT', ...sentences].join('\n\n');
  return (await analyzeAndCheck({
    documentType: 'contract',
    parameters: { role },
    pages: [{ pageNumber: 1, text }],
    filename: 'supply.pdf',
  })) as ContractAnalysis;
}

/** The termination clauses the analysis quotes (a finding about a missing clause quotes nothing). */
function terminationFindings(result: ContractAnalysis) {
  return result.keyFindings.filter((finding) => /terminat/iu.test(finding.title) && finding.evidence);
}

const PAYMENT = 'The Buyer shall pay each invoice within thirty (30) days of receipt.';
const LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';

describe('clause findings carry meaning, not keywords', () => {
  it('reads a termination after an uncured failure as termination for cause, once', async () => {
    const result = await analyse(
      'service-provider',
      PAYMENT,
      "Either party may terminate this Agreement upon thirty (30) days' written notice if the other party fails to perform any material obligation and does not remedy that failure within that period.",
      LAW,
    );
    const categories = (result.clauses ?? []).map((clause) => clause.category);
    expect(categories).not.toContain('Termination For Convenience');
    const findings = terminationFindings(result);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.description).not.toMatch(/without any fault/iu);
    expect(findings[0]?.description).toMatch(/for cause/iu);
  });

  it('reports a right to end the agreement for convenience once, not also as a general termination right', async () => {
    const result = await analyse(
      'service-provider',
      PAYMENT,
      "The Buyer may terminate this Agreement for convenience upon sixty (60) days' prior written notice to the Supplier.",
      LAW,
    );
    const categories = (result.clauses ?? []).map((clause) => clause.category);
    expect(categories).toContain('Termination For Convenience');
    expect(terminationFindings(result)).toHaveLength(1);
    // Nor is the general termination clause reported missing: this sentence is one.
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('No termination rights clause');
  });

  it('does not quote a survival clause as a termination right', async () => {
    const result = await analyse(
      'client',
      PAYMENT,
      'Sections 7, 9 and 12 shall survive the termination of this Agreement for any reason.',
      LAW,
    );
    for (const finding of terminationFindings(result)) expect(finding.evidence?.quote ?? '').not.toMatch(/surviv/iu);
    const categories = (result.clauses ?? []).map((clause) => clause.category);
    expect(categories).not.toContain('Termination For Convenience');
  });

  it('does not advise making an indemnity mutual when it already is', async () => {
    const result = await analyse(
      'service-provider',
      PAYMENT,
      'Each party shall indemnify, defend and hold harmless the other party from any third-party claims arising from its breach of this Agreement.',
      LAW,
    );
    const advice = result.recommendations.contractImprovements.map((improvement) => improvement.specificChange);
    expect(advice.join(' ')).not.toMatch(/make it mutual|mutual/iu);
    const indemnity = result.keyFindings.find((finding) => /indemn/iu.test(finding.title));
    expect(indemnity).toBeDefined();
    expect(indemnity?.recommendation).not.toMatch(/make it mutual/iu);
  });
});
