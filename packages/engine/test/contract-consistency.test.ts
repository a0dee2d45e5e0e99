import type { ContractAnalysis, ContractParameters, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { inconsistentTerms } from '../src/local/contract/contract-consistency';
import { prepareDocumentText } from '../src/text/document-text';
import { evidenceNotInDocument } from '../src/text/evidence';
import { analyzeContractText } from './result-checks';

/** The conflicts found in a one-page contract, as "what: first value / second value". */
function conflictsIn(text: string): string[] {
  const { sentences, pages } = prepareDocumentText([{ pageNumber: 1, text }]);
  return inconsistentTerms(sentences, pages, 'client').map(
    ({ finding }) => `${finding.title}: ${finding.quotedText} / ${finding.relatedEvidence?.[0]?.quote ?? ''}`,
  );
}

async function analyze(text: string, role: ContractParameters['role'] = 'client'): Promise<ContractAnalysis> {
  return analyzeContractText(text, { role });
}

const consistencyFindings = (analysis: ContractAnalysis): KeyFinding[] =>
  analysis.keyFindings.filter((finding) => finding.category === 'Internal consistency');

const TWO_PAYMENT_PERIODS = `SERVICES AGREEMENT

1. Services. The Provider shall provide the consulting services described in Schedule 1 to the Client.

2. Fees. The Client shall pay the Provider the fees set out in Schedule 2.

3. Payment. The Client shall pay each invoice within thirty (30) days of receipt of the invoice.

4. Invoicing. The Provider shall invoice the Client monthly in arrears and the Client shall pay each invoice within fourteen (14) days.

5. Confidentiality. Each party shall keep the other party's Confidential Information confidential.

6. Governing Law. This Agreement shall be governed by the laws of the State of New York.`;

describe('internal consistency: payment periods', () => {
  it('reports two periods for paying the same invoices, with both quotes', async () => {
    const analysis = await analyze(TWO_PAYMENT_PERIODS);
    const [finding, ...others] = consistencyFindings(analysis);
    expect(others).toEqual([]);
    expect(finding?.quotedText).toBe(
      'The Client shall pay each invoice within thirty (30) days of receipt of the invoice.',
    );
    expect(finding?.evidence?.quote).toBe(finding?.quotedText);
    expect(finding?.relatedEvidence).toEqual([
      {
        page: 1,
        quote:
          'The Provider shall invoice the Client monthly in arrears and the Client shall pay each invoice within fourteen (14) days.',
      },
    ]);
    // Both quotes are on the page they name, as every quote of an analysis is.
    expect(
      evidenceNotInDocument(finding?.relatedEvidence ?? [], [{ pageNumber: 1, text: TWO_PAYMENT_PERIODS }]),
    ).toEqual([]);
    expect(finding?.description).toContain('30 days');
    expect(finding?.description).toContain('14 days');
    // The recommendation says which value to align on, and never asks for a payment clause: there are two.
    expect(finding?.recommendation).toMatch(/30 days/u);
    expect(finding?.recommendation).not.toMatch(/\badd\b/iu);
    // It is also one of the risk lines the user reads.
    expect(analysis.risks.some((risk) => risk.finding.startsWith(finding?.title ?? '?'))).toBe(true);
  });

  it('tells the payer which period is in its favour, and the payee the other', async () => {
    const client = consistencyFindings(await analyze(TWO_PAYMENT_PERIODS, 'client'))[0];
    const provider = consistencyFindings(await analyze(TWO_PAYMENT_PERIODS, 'service-provider'))[0];
    expect(client?.recommendation).toMatch(/30 days[^.]*gives you more time/u);
    expect(provider?.recommendation).toMatch(/14 days[^.]*paid sooner/u);
  });

  it('reads the usual ways of stating a payment period: "net 30", "no later than", "after receipt of a correct invoice"', () => {
    expect(
      conflictsIn(
        'Invoices are payable net 30. Payment shall be made within 45 days after receipt of a correct invoice.',
      ),
    ).toHaveLength(1);
    expect(
      conflictsIn(
        'Licensee shall pay each invoice no later than fifteen (15) days following the date of such invoice. Licensee shall pay all undisputed amounts within thirty (30) days after receipt of an invoice therefor.',
      ),
    ).toHaveLength(1);
  });

  it('takes a number written in words and figures as one value', () => {
    expect(
      conflictsIn(
        'The Client shall pay each invoice within thirty (30) days of the invoice date. All invoices shall be paid by the Client within 30 days of receipt.',
      ),
    ).toEqual([]);
  });

  it('does not compare a payment period with a cure period or a notice period', () => {
    expect(
      conflictsIn(
        'The Client shall pay each invoice within thirty (30) days of receipt. If the Client fails to pay any invoice within ten (10) days after written notice of non-payment, the Provider may suspend the Services.',
      ),
    ).toEqual([]);
  });

  it('does not compare periods that start from different events or bind different payers', () => {
    expect(
      conflictsIn(
        'The Client shall pay each invoice within thirty (30) days of receipt. The Licensee shall pay the royalties due for each calendar quarter within forty-five (45) days after the end of that quarter.',
      ),
    ).toEqual([]);
    expect(
      conflictsIn(
        'The Distributor shall pay each invoice within thirty (30) days of receipt. The Supplier shall pay each invoice for marketing services within sixty (60) days of receipt.',
      ),
    ).toEqual([]);
  });

  it('does not compare the two values of one sentence, which draws its own distinction', () => {
    expect(
      conflictsIn(
        'The Client shall pay each invoice within thirty (30) days of receipt, or within sixty (60) days of receipt for Products shipped outside the United States.',
      ),
    ).toEqual([]);
  });
});

describe('internal consistency: notice, term and governing law', () => {
  it('reports two notice periods for the same party ending the agreement for convenience', () => {
    const [conflict, ...others] = conflictsIn(
      'Either party may terminate this Agreement for convenience upon thirty (30) days prior written notice to the other party. Either party may terminate this Agreement at any time without cause on ninety (90) days written notice.',
    );
    expect(others).toEqual([]);
    expect(conflict).toMatch(
      /^Two notice periods for ending the agreement for convenience: Either party .*thirty \(30\).* \/ Either party .*ninety \(90\)/u,
    );
  });

  it('reports two notice periods for stopping the renewal, but not the renewal term or a convenience notice', () => {
    const [conflict, ...others] = conflictsIn(
      'This Agreement shall renew automatically for successive one (1) year terms unless either party gives written notice of non-renewal at least ninety (90) days prior to the end of the then-current term. Either party may terminate this Agreement for convenience upon thirty (30) days written notice. Either party may prevent the renewal of this Agreement by giving notice of non-renewal no later than sixty (60) days before the expiration of the then-current term.',
    );
    expect(others).toEqual([]);
    expect(conflict).toMatch(/^Two notice periods for stopping the renewal: .*ninety \(90\).* \/ .*sixty \(60\)/u);
  });

  it('keeps a cure period and a convenience notice apart, and different parties apart', () => {
    expect(
      conflictsIn(
        'Either party may terminate this Agreement for convenience upon ninety (90) days written notice. Either party may terminate this Agreement if the other party breaches it and fails to cure the breach within thirty (30) days after written notice.',
      ),
    ).toEqual([]);
    expect(
      conflictsIn(
        'The Customer may terminate this Agreement for convenience upon thirty (30) days written notice. The Supplier may terminate this Agreement for convenience upon one hundred eighty (180) days written notice.',
      ),
    ).toEqual([]);
  });

  it('reports two lengths for the initial term, but not an initial term against a renewal term', () => {
    expect(
      conflictsIn(
        'The initial term of this Agreement shall be three (3) years from the Effective Date. This Agreement shall remain in effect for an initial term of five (5) years.',
      ),
    ).toHaveLength(1);
    expect(
      conflictsIn(
        'The initial term of this Agreement shall be three (3) years from the Effective Date. Thereafter this Agreement shall automatically renew for successive renewal terms of one (1) year each.',
      ),
    ).toEqual([]);
    expect(
      conflictsIn(
        'The initial term of this Agreement shall be one (1) year from the Effective Date. This Agreement shall remain in effect for an initial term of twelve (12) months.',
      ),
    ).toEqual([]);
  });

  it('reports two laws chosen for the agreement, but not a law chosen for one matter', () => {
    const [conflict, ...others] = conflictsIn(
      'This Agreement shall be governed by the laws of the State of New York. This Agreement shall be governed by and construed in accordance with the laws of England and Wales.',
    );
    expect(others).toEqual([]);
    expect(conflict).toMatch(/^Two governing laws/u);
    expect(
      conflictsIn(
        'This Agreement shall be governed by the laws of the State of New York. The arbitration provisions of this Agreement shall be governed by the laws of the State of Delaware.',
      ),
    ).toEqual([]);
  });
});

describe('internal consistency: a number written twice', () => {
  it('reports words and figures that disagree in one place', () => {
    const [conflict, ...others] = conflictsIn(
      'The Client shall pay each invoice within thirty (60) days of receipt. The fee is Ten Thousand Dollars ($10,000).',
    );
    expect(others).toEqual([]);
    expect(conflict).toMatch(/^A number written two ways: .*thirty \(60\) days/u);
  });

  it('accepts words and figures that agree', () => {
    expect(
      conflictsIn(
        'The fee is Twenty-Five Thousand Dollars ($25,000), payable within forty-five (45) days; royalties are five percent (5%) of Net Sales.',
      ),
    ).toEqual([]);
  });
});

describe('internal consistency: named sums and party names', () => {
  it('reports a named sum given two amounts, but not a sum stated per period beside another', () => {
    const [conflict, ...others] = conflictsIn(
      'The Tenant shall pay a Security Deposit of $2,000 on signing. The Security Deposit shall be $2,500 and shall be held by the Landlord.',
    );
    expect(others).toEqual([]);
    expect(conflict).toMatch(/^Two amounts for the same named sum: .*\$2,000.* \/ .*\$2,500/u);
    expect(
      conflictsIn(
        'The Monthly Fee shall be $1,000 per month for the first year. The Monthly Fee shall be $1,200 per month thereafter.',
      ),
    ).toEqual([]);
  });

  it('reports one short name defined for two different companies', () => {
    const text = `SUPPLY AGREEMENT

This Supply Agreement is made between Acme Widgets Ltd ("Supplier") and Beta Foods Inc. ("Customer").

1. Supply. The Supplier shall supply the Products to the Customer.

2. Deliveries. Gamma Parts Limited ("Supplier") shall deliver the Products to the Customer's warehouse.`;
    const [conflict, ...others] = conflictsIn(text);
    expect(others).toEqual([]);
    expect(conflict).toMatch(
      /^One short name defined for two different names: .*Acme Widgets Ltd.* \/ .*Gamma Parts Limited/u,
    );
  });

  it('takes the same company written in capitals or with another company form as one name', () => {
    const text = `This Agreement is made between Acme Widgets Ltd ("Supplier") and Beta Foods Inc. ("Customer").

ACME WIDGETS LIMITED ("Supplier") shall deliver the Products.`;
    expect(conflictsIn(text)).toEqual([]);
  });
});

/** Sentences from CUAD contracts (The Atticus Project, CC BY 4.0), none of them held out. */
describe('internal consistency on CUAD sentences', () => {
  it('reads "thirty (45) days" as a number written two ways (FuseMedical distributor agreement)', () => {
    const [conflict, ...others] = conflictsIn(
      "5.3 The Distributor must pay the full amount invoiced to it by the Supplier in USD$'s within thirty (45) days of the date of invoice.",
    );
    expect(others).toEqual([]);
    expect(conflict).toMatch(/^A number written two ways: .*thirty \(45\) days/u);
  });

  it('accepts a long number in words that agrees with its figures (True North development agreement)', () => {
    expect(
      conflictsIn(
        'BP has estimated that Drilling Costs will be approximately FOURTEEN MILLION, EIGHT HUNDRED SIXTY TWO THOUSAND DOLLARS ($14,862,000) (the "Estimated Drilling Costs") for the Initial Well.',
      ),
    ).toEqual([]);
  });

  it('does not read a right to terminate for late payment as a second payment period (PC Quote co-branding agreement)', () => {
    expect(
      conflictsIn(
        "ABW agrees to pay said charges within thirty (30) days of the monthly invoice date. In the event that any invoice is not paid by ABW within forty-five (45) days after receipt, and when no discrepancy issues have been identified by ABW which are in some stage of resolution, after giving notice to ABW, PCQ may terminate this agreement and ABW's access to and use of SOFTWARE and HYPERFEED provided hereunder unless ABW pays such invoice prior to the termination date.",
      ),
    ).toEqual([]);
  });

  it('does not read a state amendment that replaces the governing-law clause as a second law (Goosehead franchise agreement)', () => {
    expect(
      conflictsIn(`This Agreement will be interpreted and construed exclusively under the laws of the State of Texas, which laws will prevail in the event of any conflict of law.

AMENDMENT TO GOOSEHEAD INSURANCE AGENCY, LLC FRANCHISE AGREEMENT FOR THE STATE OF ILLINOIS

1. Section 27.1 of the Franchise Agreement is deleted in its entirety and the following Section 27.1 is substituted in lieu thereof:

This Agreement will be interpreted and construed exclusively under the laws of the State of Illinois, which laws will prevail in the event of any conflict of law.`),
    ).toEqual([]);
  });

  it('reports the licence fee paid within 30 days in the body and 7 days in an annexure, noting the precedence clause (Telkom licence agreement)', () => {
    const { sentences, pages } = prepareDocumentText([
      {
        pageNumber: 1,
        text: 'The Licence Fee expressed in ZAR as aforesaid, shall be paid by TELKOM within 30 days of receipt by TELKOM of the invoice.',
      },
      {
        pageNumber: 2,
        text: 'This Annexure 1 is annexed to and incorporated into the Agreement. Should any provision of this Annexure conflict with the provisions of the Agreement, then the provisions of this Annexure shall prevail. The License Fee expressed in ZAR plus VAT thereon shall be payable by TELKOM within 7 days of the date of invoice.',
      },
    ]);
    const [conflict, ...others] = inconsistentTerms(sentences, pages, 'client');
    expect(others).toEqual([]);
    expect(conflict?.finding.evidence?.page).toBe(1);
    expect(conflict?.finding.relatedEvidence?.[0]).toEqual({
      page: 2,
      quote:
        'The License Fee expressed in ZAR plus VAT thereon shall be payable by TELKOM within 7 days of the date of invoice.',
    });
    expect(conflict?.finding.description).toContain('says which of its parts prevails');
  });

  it('does not read fractions of a percent as numbers written two ways (West Pharmaceutical supply agreement)', () => {
    expect(
      conflictsIn(
        'To allow for standard tolerances of scales, Seller will not consider any claims for shortages of less than one half of one percent (0.5%) of the gross weight of any shipment of packaged product.',
      ),
    ).toEqual([]);
  });
});
