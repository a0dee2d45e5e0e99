import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';
import { analyzeContractText } from './result-checks';

const titles = (result: ContractAnalysis): string[] => result.keyFindings.map((finding) => finding.title);

// A consulting agreement written for these tests, read by the company that receives the advice.
function consulting(indemnity: string): Promise<ContractAnalysis> {
  const text = [
    'CONSULTING AGREEMENT',
    'This Consulting Agreement is made as of March 3, 2021 between Brenmoor Analytics Inc. ("Company") and Talvik Advisory LLC ("Consultant").',
    '1. Services. Consultant shall provide strategic advisory services to the Company as the Company reasonably requests.',
    '2. Fees. The Company shall pay Consultant a monthly fee of $12,000 within thirty (30) days of receipt of each invoice.',
    '3. Termination. Either party may terminate this Agreement on thirty (30) days’ written notice to the other party.',
    `4. Indemnity. ${indemnity}`,
    '5. Confidentiality. Consultant shall keep the confidential information of the Company secret and shall not disclose it to anyone.',
    '6. Governing Law. This Agreement shall be governed by the laws of the State of Ohio.',
    'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Brenmoor' });
}

describe('a missing liability cap, told only where a cap would help the reader', () => {
  it('is not reported when only the other side carries liability to the reader', async () => {
    const result = await consulting(
      'Consultant shall indemnify and hold harmless the Company from all claims, losses and damages arising from the negligence of Consultant or its breach of this Agreement.',
    );
    expect(titles(result)).not.toContain('No limitation of liability clause');
  });

  it('is still reported when another sentence makes the indemnity run both ways', async () => {
    const result = await consulting(
      'Each party shall indemnify and hold harmless the other party from all claims arising from its own negligence. In addition, Consultant shall indemnify and hold harmless the Company from all claims, losses and damages arising from the advice given by Consultant.',
    );
    expect(titles(result)).toContain('No limitation of liability clause');
  });

  it('is still reported when the reader carries the liability', async () => {
    const result = await consulting(
      'The Company shall indemnify and hold harmless Consultant from all claims, losses and damages arising from the use by the Company of the advice given.',
    );
    expect(titles(result)).toContain('No limitation of liability clause');
  });
});

// A supply agreement written for these tests, read by the buyer.
const SUPPLY: AgreementOpening = {
  title: 'SUPPLY AGREEMENT',
  preamble:
    'This Supply Agreement is made as of June 1, 2022 between Orlen Fixtures Ltd. ("Buyer") and Castemar Metals Inc. ("Supplier").',
  clauses: [
    '1. Supply. Supplier shall sell and deliver to Buyer the steel brackets that Buyer orders, at the prices in Schedule A.',
    '2. Payment. Buyer shall pay each invoice within forty-five (45) days of delivery.',
    '3. Warranty. Supplier warrants that the Products shall conform to the Specifications and be free from defects in materials and workmanship.',
  ],
  closing: [
    '8. Termination. Either party may terminate this Agreement on ninety (90) days’ written notice.',
    '9. Limitation of Liability. Neither party shall be liable to the other for indirect or consequential damages, and the total liability of each party shall not exceed the amounts paid under this Agreement in the prior twelve months.',
    '10. Insurance. Supplier shall maintain product liability insurance of at least $2,000,000 per occurrence.',
    '11. Governing Law. This Agreement shall be governed by the laws of the State of Michigan.',
    'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
  ],
  reader: 'Orlen',
};

const supply = analyserOf(SUPPLY);

describe('a missing warranty period, told only where how long defects can be claimed is open', () => {
  it('is reported when nothing says how long defects can be claimed', async () => {
    expect(titles(await supply())).toContain('No warranty period clause');
  });

  it('is not reported when the buyer may reject within a window and the supplier must replace or refund', async () => {
    const result = await supply(
      '4. Inspection. Buyer may inspect the Products within ten (10) days after delivery and reject any Products that do not conform, and Supplier shall replace the rejected Products or refund their price.',
    );
    expect(titles(result)).not.toContain('No warranty period clause');
  });

  it('is still reported when the supplier need only replace defective goods fast', async () => {
    const result = await supply(
      '4. Replacement. Supplier shall replace any defective Products within ten (10) days after notice from Buyer.',
    );
    expect(titles(result)).toContain('No warranty period clause');
  });

  it('is not reported when defects must be notified within a time after delivery', async () => {
    const result = await supply(
      '4. Claims. Buyer shall notify Supplier of any defects within sixty (60) days after delivery, and Supplier shall then repair or replace the Products concerned.',
    );
    expect(titles(result)).not.toContain('No warranty period clause');
  });

  it('is not reported when the contract deals with latent defects', async () => {
    const result = await supply(
      '4. Hidden Defects. Supplier shall remain responsible for latent defects that could not reasonably be found on inspection, and shall replace any Product found to have one.',
    );
    expect(titles(result)).not.toContain('No warranty period clause');
  });

  it('is not reported when the goods are warranted as at delivery', async () => {
    const result = await supply(
      '4. Condition on Delivery. Supplier further warrants that at the time of delivery each Product shall be of good quality and fit for its purpose.',
    );
    expect(titles(result)).not.toContain('No warranty period clause');
  });
});

describe('a document that amends an agreement not in the file', () => {
  it('reports no clause missing when it says the rest of the earlier agreement stays in force', async () => {
    const text = [
      'LETTER AGREEMENT',
      'This letter agreement (the "Letter") is entered into on April 9, 2020 between Dunmore Foods Inc. ("Distributor") and Pellan Dairy Co. ("Supplier").',
      'Section 4 of the Distribution Agreement dated January 5, 2018 between the parties (the "Distribution Agreement") is hereby deleted and replaced with the following: "Distributor shall purchase at least 500 cases of the Products each month at the prices in Schedule B."',
      'Supplier shall indemnify Distributor against all claims arising from defects in the Products.',
      'Except as expressly amended by this Letter, the Distribution Agreement remains in full force and effect.',
      'This Letter shall be governed by the laws of the State of Vermont.',
      'IN WITNESS WHEREOF, the parties have signed this Letter on the date written above.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'Dunmore' });
    expect(titles(result).filter((title) => title.startsWith('No '))).toEqual([]);
  });
});

// A software development agreement written for these tests, read by the customer.
function development(...terms: string[]): Promise<ContractAnalysis> {
  const text = [
    'SOFTWARE DEVELOPMENT AGREEMENT',
    'This Software Development Agreement is made as of February 2, 2023 between Ferrow Logistics Inc. ("Customer") and Quanta Build Ltd. ("Developer").',
    '1. Services. Developer shall design, develop and deliver the routing software described in Schedule 1 (the "Software").',
    '2. Fees. Customer shall pay Developer the fees in Schedule 2 within thirty (30) days of each invoice.',
    '3. Warranty. Developer warrants that the Software shall perform substantially in accordance with the Specifications.',
    ...terms,
    '7. Termination. Either party may terminate this Agreement on sixty (60) days’ written notice.',
    '8. Limitation of Liability. The total liability of each party shall not exceed the fees paid under this Agreement in the prior twelve months.',
    '9. Insurance. Developer shall maintain professional indemnity insurance of at least $1,000,000.',
    '10. Governing Law. This Agreement shall be governed by the laws of the State of Oregon.',
    'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Ferrow' });
}

describe('a missing warranty period in work on software', () => {
  it('is reported when nothing says how long errors are corrected', async () => {
    expect(titles(await development())).toContain('No warranty period clause');
  });

  it('is not reported when the developer must correct errors reported in a stated period', async () => {
    const result = await development(
      '4. Error Correction. Developer shall correct, at no charge, any Errors in the Software that Customer reports during the first twelve (12) months after acceptance.',
    );
    expect(titles(result)).not.toContain('No warranty period clause');
  });

  it('is still reported when the developer need only fix reported errors fast', async () => {
    const result = await development(
      '4. Support. Developer shall correct any Errors that Customer reports within five (5) days after the report.',
    );
    expect(titles(result)).toContain('No warranty period clause');
  });
});
