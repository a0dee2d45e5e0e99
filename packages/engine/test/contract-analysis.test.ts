import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { riskLevelForScore } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractPages, analyzeContractText } from './result-checks';

const EMPLOYMENT_AGREEMENT = [
  {
    pageNumber: 1,
    text: `EMPLOYMENT AGREEMENT

1. Position. The Company employs the Employee as Sales Manager from 1 March 2025.

2. Confidentiality. The Employee shall keep all Confidential Information of the Company in strict confidence and shall not disclose it to any third party.

3. Non-Competition. During employment and for two (2) years after its termination, the Employee shall not, directly or indirectly, engage in or be employed by any business that competes with the Company anywhere in the world.`,
  },
  {
    pageNumber: 2,
    text: `4. Inventions. The Employee hereby assigns to the Company all right, title and interest in any inventions made during employment, whether or not during working hours.

5. Governing Law. This Agreement shall be governed by the laws of the State of New York.`,
  },
];

async function analyze(role: ContractParameters['role']): Promise<ContractAnalysis> {
  return analyzeContractPages(EMPLOYMENT_AGREEMENT, { role });
}

describe('local contract analysis', () => {
  it('rates a non-compete by the reader’s side of the deal', async () => {
    const employee = await analyze('employee');
    const employer = await analyze('employer');
    const nonCompete = (result: ContractAnalysis) =>
      result.keyFindings.find((finding) => finding.title === 'Non-compete');

    expect(nonCompete(employee)?.type).toBe('high');
    expect(nonCompete(employer)?.type).toBe('low');
    expect(nonCompete(employee)?.evidence).toEqual({
      page: 1,
      quote:
        'During employment and for two (2) years after its termination, the Employee shall not, directly or indirectly, engage in or be employed by any business that competes with the Company anywhere in the world.',
    });
    expect(employee.riskAssessment.overallScore).toBeGreaterThan(employer.riskAssessment.overallScore);
  });

  it('quotes each clause where it is, with its clause number', async () => {
    const result = await analyze('employee');
    const law = result.keyFindings.find((finding) => finding.title === 'Governing law');
    expect(law?.description).toContain('the State of New York');
    expect(law?.section).toBe('Section 5');
    expect(law?.evidence?.page).toBe(2);
    const inventions = result.keyFindings.find((finding) => finding.title === 'Intellectual property ownership');
    expect(inventions?.type).toBe('high');
    expect(inventions?.description).toContain('your own time');
  });

  it('keeps the risk level, the score band and the risk lists in agreement', async () => {
    for (const role of ['employee', 'employer', 'tenant', 'service-provider'] as const) {
      const { riskAssessment, keyFindings, risks } = await analyze(role);
      expect(riskAssessment.overall).toBe(riskLevelForScore(riskAssessment.overallScore));
      expect(riskAssessment.highRisk).toHaveLength(keyFindings.filter((finding) => finding.type === 'high').length);
      expect(risks).toHaveLength(keyFindings.length);
    }
  });

  it('recommends negotiating the high-risk clauses before signing, citing them', async () => {
    const { recommendations, summary, keyFindings } = await analyze('employee');
    const actions = recommendations.immediateActions.map((action) => action.action);
    expect(actions).toContain('Negotiate the non-compete clause (Section 3) before signing.');
    // Its ask is the rule's general one: told on the clause's card, not listed as a change fitted to this agreement.
    const nonCompete = keyFindings.find((finding) => finding.title.startsWith('Non-compete'));
    expect(nonCompete?.type).toBe('high');
    expect(nonCompete?.evidence?.quote).toContain('shall not, directly or indirectly, engage in');
    // Only a clause that is missing has nothing to quote.
    for (const item of recommendations.contractImprovements.filter((improvement) => !improvement.evidence)) {
      expect(item.issue).toMatch(/^No /u);
    }
    expect(summary[0]).toContain('“EMPLOYMENT AGREEMENT” (2 pages) reviewed from the employee’s side');
  });

  it('explains legal terms in plain English, quoting where they appear', async () => {
    const { keyTerms } = await analyze('employee');
    const nonCompete = keyTerms.find((term) => term.term === 'Non-compete');
    expect(nonCompete).toMatchObject({ importance: 'high', riskLevel: 'concerning' });
    expect(nonCompete?.quotedContext).toBe(nonCompete?.evidence?.quote);
  });

  it('does not invent clauses for a document that is not a contract', async () => {
    const result = await analyzeContractText(
      'Shopping list: apples, bread, milk and two pounds of coffee for the office.',
      { role: 'client' },
    );
    expect(result.keyFindings).toEqual([]);
    expect(result.riskAssessment).toMatchObject({ overall: 'low', highRisk: [], mediumRisk: [] });
    expect(result.summary.at(-1)).toBe(
      'Few common contract clauses were found: check that this document is a contract.',
    );
  });
});
