import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { topicsAsked } from '../src/local/contract/contract-context';
import { analyzeContractPages } from './result-checks';

const SERVICES_AGREEMENT = [
  {
    pageNumber: 1,
    text: `SOFTWARE DEVELOPMENT AGREEMENT

This Software Development Agreement is made as of March 3, 2025 between Northwind Labs, Inc. (the "Developer") and Blue Harbor Foods LLC (the "Client").

1. Payment. The Client shall pay each invoice within thirty (30) days of its date. Late payments bear interest at 1.5% per month.

2. Limitation of Liability. In no event shall the Developer's total liability under this Agreement exceed the fees paid by the Client in the twelve (12) months preceding the claim.

3. Work Product. All software, documentation and other deliverables created by the Developer under this Agreement, and all intellectual property rights in them, shall be owned by the Developer. The Developer grants the Client a non-exclusive, non-transferable license to use the deliverables for its internal business.`,
  },
  {
    pageNumber: 2,
    text: `4. Termination. Either party may terminate this Agreement for convenience upon sixty (60) days' prior written notice to the other party.

5. Confidentiality. Each party shall keep the Confidential Information of the other party in strict confidence and shall not disclose it to any third party.

6. Governing Law. This Agreement shall be governed by the laws of the State of Oregon.`,
  },
];

async function analyze(contractContext?: string): Promise<ContractAnalysis> {
  return analyzeContractPages(SERVICES_AGREEMENT, { role: 'client', ...(contractContext ? { contractContext } : {}) });
}

describe('the user context steers the contract review', () => {
  it('reads which clause topics a context names', () => {
    expect(topicsAsked('worried about IP ownership').map((topic) => topic.label)).toEqual(['IP ownership']);
    expect(topicsAsked('Can I cancel early, and who pays if we get sued?').map((topic) => topic.label)).toEqual([
      'termination',
      'payment',
      'liability',
    ]);
    expect(topicsAsked('')).toEqual([]);
    expect(topicsAsked('please review')).toEqual([]);
  });

  it('puts the clauses the user asked about first and calls them out', async () => {
    const plain = await analyze();
    const worried = await analyze('worried about IP ownership');
    expect(plain.keyFindings[0]?.description).not.toMatch(/^You asked about/u);
    const first = worried.keyFindings[0];
    expect(first?.category).toBe('Intellectual property');
    expect(first?.description).toMatch(/^You asked about IP ownership: /u);
    expect(worried.risks[0]?.finding).toMatch(/You asked about IP ownership/u);
    expect(worried.summary).toContain('You asked about IP ownership: those findings come first.');
    expect(worried.keyFindings.map((finding) => finding.title)).not.toEqual(
      plain.keyFindings.map((finding) => finding.title),
    );
    // The same contract, the same risk: the context orders and explains, it does not rescore.
    expect(worried.riskAssessment).toEqual(plain.riskAssessment);
  });

  it('says so when the contract has nothing on what the user asked about', async () => {
    const result = await analyze('Does it stop me competing or poaching staff?');
    const first = result.keyFindings[0];
    expect(first?.title).toBe('Nothing on non-compete and exclusivity');
    expect(first?.description).toMatch(
      /^You asked about non-compete and exclusivity: the contract places no restriction/u,
    );
    expect(first?.quotedText).toBe('');
    // Counted where the findings are counted: the risk lists hold every finding shown, at its level.
    const plain = await analyze();
    expect(result.riskAssessment.mediumRisk).toHaveLength(plain.riskAssessment.mediumRisk.length + 1);
    expect(result.riskAssessment.mediumRisk.at(-1)?.finding).toMatch(/^Nothing on non-compete and exclusivity: /u);
    const shownAt = (level: string) => result.keyFindings.filter((finding) => finding.type === level).length;
    expect(result.riskAssessment.mediumRisk).toHaveLength(shownAt('medium'));
    expect(result.riskAssessment.overallScore).toBe(plain.riskAssessment.overallScore);
  });
});

describe('a topic the contract speaks of without a recognised clause', () => {
  const RETAINED_IP = [
    {
      pageNumber: 1,
      text: `SUPPLY AGREEMENT

This Supply Agreement is made as of June 1, 2024 between Kestrel Audio Ltd. (the "Buyer") and Marlow Components Inc. (the "Supplier").

1. Orders. The Buyer shall place purchase orders with the Supplier at least thirty (30) days before the requested delivery date.

2. Payment. The Buyer shall pay each invoice within forty-five (45) days of receipt.

3. Intellectual Property Rights. Nothing in this Agreement changes which party holds the patents, designs and other intellectual property each brought to the relationship.

4. Governing Law. This Agreement shall be governed by the laws of the State of Delaware.`,
    },
  ];

  it('quotes what the contract says instead of claiming it says nothing', async () => {
    const result = await analyzeContractPages(RETAINED_IP, {
      role: 'buyer',
      contractContext: 'worried about IP ownership',
    });
    const titles = result.keyFindings.map((finding) => finding.title);
    expect(titles).not.toContain('Nothing on IP ownership');
    const first = result.keyFindings[0];
    expect(first?.description).toMatch(/^You asked about IP ownership: /u);
    expect(first?.quotedText).toBe(
      'Nothing in this Agreement changes which party holds the patents, designs and other intellectual property each brought to the relationship.',
    );
    expect(first?.evidence?.page).toBe(1);
  });
});
