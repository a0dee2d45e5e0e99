import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * What a contract is missing depends on the kind of deal: a free contribution licence, a company's
 * operating agreement or a promissory note is not asked for what only a running trade deal needs.
 * All agreements here are invented.
 */

function missingTitles(result: ContractAnalysis): string[] {
  return result.keyFindings.filter((finding) => finding.section === 'Not found in the document').map((f) => f.title);
}

const CONTRIBUTION_BODY = `1. Grant. You hereby grant to the Project a perpetual, worldwide, non-exclusive, no-charge, royalty-free, irrevocable copyright license to reproduce, modify, sublicense and distribute Your Contributions.

2. Patents. You hereby grant to the Project a perpetual, worldwide, no-charge, royalty-free patent license to make, use and distribute Your Contributions.

3. Originality. You represent that each of Your Contributions is Your original work and that You are legally entitled to grant the above licenses.

4. No Warranty. You provide Your Contributions on an "AS IS" basis, without warranties of any kind.

5. Governing Law. This Agreement is governed by the laws of the State of New York.`;

const CONTRIBUTION_AGREEMENTS: Record<string, string> = {
  'an individual contributor licence agreement': `INDIVIDUAL CONTRIBUTOR LICENSE AGREEMENT

This Contributor License Agreement is made between the Fernhollow Project (the "Project") and the individual signing below ("You").

${CONTRIBUTION_BODY}`,
  'a corporate contributor agreement': `CORPORATE CONTRIBUTOR AGREEMENT

This Corporate Contributor Agreement is made between the Fernhollow Project (the "Project") and Tallis Data GmbH ("You").

${CONTRIBUTION_BODY}`,
  'a contribution licence agreement under a general title': `CONTRIBUTION AGREEMENT

This Contribution Agreement is made between the Fernhollow Project (the "Project") and Ines Marlowe ("You").

${CONTRIBUTION_BODY}`,
};

describe('a free contribution licence is not asked for what a trade deal needs', () => {
  for (const [name, text] of Object.entries(CONTRIBUTION_AGREEMENTS)) {
    it(`${name}: no missing termination clause or liability cap`, async () => {
      const result = await analyzeContractText(text, { role: 'service-provider' });
      expect(missingTitles(result)).not.toContain('No termination rights clause');
      expect(missingTitles(result)).not.toContain('No limitation of liability clause');
    });
  }

  it('does not ask the contributor to revoke its free licence for non-payment', async () => {
    const text = CONTRIBUTION_AGREEMENTS['an individual contributor licence agreement'] ?? '';
    const result = await analyzeContractText(text, { role: 'service-provider' });
    const told = toldOn(result, 'Irrevocable or perpetual license');
    expect(told).not.toMatch(/non-payment/iu);
    expect(told).toMatch(/cannot take this licence back/iu);
  });

  it('still asks a paid licensor to allow revocation for non-payment', async () => {
    const result = await analyzeContractText(
      `SOFTWARE LICENSE AGREEMENT

This Software License Agreement is made between Orrin Tools Ltd. (the "Licensor") and Baylight Media Inc. (the "Licensee").

1. Grant. The Licensor hereby grants to the Licensee a perpetual, irrevocable, non-exclusive license to use the Software.

2. Fees. The Licensee shall pay the Licensor a license fee of $40,000 within thirty (30) days of delivery.

3. Governing Law. This Agreement is governed by the laws of England.`,
      { role: 'service-provider' },
    );
    expect(toldOn(result, 'Irrevocable or perpetual license')).toMatch(/non-payment/iu);
  });
});

const OPERATING_AGREEMENTS: Record<string, string> = {
  'an LLC operating agreement': `OPERATING AGREEMENT OF GREYWATER HOLDINGS LLC

This Operating Agreement is made by Daria Quist and Paulo Renn (each a "Member") of Greywater Holdings LLC (the "Company").

1. Capital Contributions. Each Member shall contribute $10,000 to the capital of the Company.

2. Allocations. Profits and losses of the Company shall be allocated to the Members in proportion to their capital contributions.

3. Transfers. No Member may transfer any interest in the Company without the prior written consent of the other Members.

4. Governing Law. This Agreement is governed by the laws of the State of Delaware.`,
  'a limited liability company agreement': `LIMITED LIABILITY COMPANY AGREEMENT OF SALTMARSH VENTURES LLC

This Limited Liability Company Agreement is entered into by Tomas Ekdahl and Wren Okafor as the members (the "Members") of Saltmarsh Ventures LLC.

1. Management. The Company shall be managed by its Members, who shall decide by majority vote.

2. Capital. Each Member shall make the capital contribution set out in Schedule A.

3. Transfers. No Member may assign its interest without the consent of the other Members.

4. Governing Law. This Agreement is governed by the laws of the State of Wyoming.`,
  'an LLC agreement titled for the company': `LLC AGREEMENT

This LLC Agreement is made between Juno Park and Amaru Silva (the "Members") of Quarry Lane LLC (the "Company").

1. Contributions. Each Member shall make an initial capital contribution of $5,000.

2. Distributions. Distributions shall be made to the Members pro rata to their capital contributions.

3. Assignment. A Member may not assign its membership interest without the consent of the other Member.

4. Governing Law. This Agreement is governed by the laws of the State of Texas.`,
};

describe('an operating agreement of a company is not asked for a termination clause', () => {
  for (const [name, text] of Object.entries(OPERATING_AGREEMENTS)) {
    it(name, async () => {
      const result = await analyzeContractText(text, { role: 'client' });
      expect(missingTitles(result)).not.toContain('No termination rights clause');
    });
  }
});

const PROMISSORY_BODY = `1. Promise to Pay. For value received, the Borrower promises to pay to the Lender the principal sum of $80,000, together with interest at seven percent (7%) per annum.

2. Maturity. The outstanding principal and accrued interest shall be due and payable on the second anniversary of the date of this Agreement.

3. Prepayment. The Borrower may prepay this Agreement in whole or in part without penalty.

4. Assignment. The Lender may not assign this Agreement without the Borrower's prior written consent.

5. Governing Law. This Agreement is governed by the laws of the State of Illinois.`;

describe('a promissory note ends by repayment or conversion, not by a termination clause', () => {
  for (const title of ['PROMISSORY NOTE AGREEMENT', 'CONVERTIBLE NOTE AGREEMENT', 'AGREEMENT']) {
    it(`under the title ${title}`, async () => {
      const result = await analyzeContractText(
        `${title}

This ${title === 'AGREEMENT' ? 'Agreement' : 'Agreement'} is made between Halvard Foods Inc. (the "Borrower") and Mirela Stanic (the "Lender").

${PROMISSORY_BODY}`,
        { role: 'client' },
      );
      expect(missingTitles(result)).not.toContain('No termination rights clause');
    });
  }
});

describe('agreements that run over time still miss a termination clause', () => {
  it('a consulting agreement with no way to end it', async () => {
    const result = await analyzeContractText(
      `CONSULTING AGREEMENT

This Consulting Agreement is made between Pellbridge Ltd. (the "Client") and Anouk Ferreira (the "Consultant").

1. Services. The Consultant shall advise the Client on its supply chain.

2. Fees. The Client shall pay the Consultant $120 per hour, payable within thirty (30) days of each invoice.

3. Confidentiality. The Consultant shall keep the Client's information confidential.

4. Governing Law. This Agreement is governed by the laws of the State of Ohio.`,
      { role: 'client' },
    );
    expect(missingTitles(result)).toContain('No termination rights clause');
  });

  it('a paid software licence with no way to end it and no cap', async () => {
    const result = await analyzeContractText(
      `SOFTWARE LICENSE AGREEMENT

This Software License Agreement is made between Orrin Tools Ltd. (the "Licensor") and Baylight Media Inc. (the "Licensee").

1. Grant. The Licensor hereby grants to the Licensee a non-exclusive license to use the Software for its internal business.

2. Fees. The Licensee shall pay the Licensor an annual license fee of $40,000.

3. Confidentiality. The Licensee shall keep the Software confidential.

4. Governing Law. This Agreement is governed by the laws of England.`,
      { role: 'client' },
    );
    expect(missingTitles(result)).toContain('No termination rights clause');
    expect(missingTitles(result)).toContain('No limitation of liability clause');
  });

  it('a licence whose licensee contributes nothing is still asked for a termination clause', async () => {
    const result = await analyzeContractText(
      `TRADEMARK LICENSE AGREEMENT

This Trademark License Agreement is made between Kestrel Outdoor Co. (the "Licensor") and Marlin Apparel LLC (the "Licensee").

1. Grant. The Licensor hereby grants to the Licensee a non-exclusive license to use the Kestrel marks on apparel.

2. Royalties. The Licensee shall pay the Licensor a royalty of five percent (5%) of net sales.

3. Quality. The Licensee shall keep the products to the Licensor's quality standards.

4. Governing Law. This Agreement is governed by the laws of the State of Maine.`,
      { role: 'client' },
    );
    expect(missingTitles(result)).toContain('No termination rights clause');
  });
});

describe('research material handed over and a fiscal sponsorship', () => {
  it('a material transfer agreement is not asked for a termination clause or a cap', async () => {
    const result = await analyzeContractText(
      `MATERIAL TRANSFER AGREEMENT

This Material Transfer Agreement is made between the Corran Institute (the "Provider") and Selby University (the "Recipient").

1. Material. The Provider shall provide the Recipient with the cell line described in Attachment 1 (the "Material").

2. Use. The Recipient shall use the Material only for non-commercial research and shall not transfer it to any third party.

3. Confidentiality. The Recipient shall keep confidential any information about the Material that the Provider marks as confidential.

4. Warranty. The Material is provided "as is", and the Provider makes no warranty that its use will not infringe any patent.

5. Governing Law. This Agreement is governed by the laws of the State of Maryland.`,
      { role: 'client' },
    );
    expect(missingTitles(result)).not.toContain('No termination rights clause');
    expect(missingTitles(result)).not.toContain('No limitation of liability clause');
  });

  it('a fiscal sponsorship is still asked how it ends, told as the funds the sponsor holds', async () => {
    const result = await analyzeContractText(
      `FISCAL SPONSORSHIP AGREEMENT

This Fiscal Sponsorship Agreement is made between the Marrow Valley Fund (the "Sponsor") and the Riverbank Oral History Project (the "Project").

1. Funds. The Sponsor shall receive and hold all donations made for the Project and shall disburse them for the Project's purposes.

2. Fee. The Sponsor shall retain an administrative fee of seven percent (7%) of all funds received.

3. Reports. The Project shall report to the Sponsor each quarter on the use of the funds.

4. Confidentiality. Each party shall keep the confidential information of the other party secret and shall not disclose it to any third party.

5. Governing Law. This Agreement is governed by the laws of the State of Vermont.`,
      { role: 'client' },
    );
    expect(missingTitles(result)).toContain('No termination rights clause');
    expect(toldOn(result, 'No termination rights clause')).toMatch(/funds/iu);
  });
});
