import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Every contract below is written for these tests.

function warrantyAdvice(result: ContractAnalysis): string[] {
  return [
    ...result.keyFindings
      .filter((finding) => finding.title === 'Warranties and disclaimers')
      .map((f) => f.recommendation),
    ...result.recommendations.contractImprovements
      .filter((improvement) => improvement.issue.startsWith('Warranties and disclaimers'))
      .map((improvement) => improvement.specificChange),
  ];
}

const DISCLAIMER =
  'THE LICENSOR DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.';

const MARK_LICENCE = [
  'TRADEMARK LICENSE AGREEMENT',
  'This Trademark License Agreement is made as of March 3, 2023 by and between Northwind Brands LLC (the "Licensor") and Harbor Coffee Inc. (the "Licensee").',
  'The Licensor hereby grants to the Licensee a non-exclusive license to use the Northwind name and logo on coffee cups sold in Ohio.',
  'The Licensee shall pay the Licensor a royalty of three percent (3%) of net sales.',
  DISCLAIMER,
  'Either party may terminate this Agreement upon sixty (60) days written notice.',
  'This Agreement shall be governed by the laws of the State of Ohio.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

const EQUIPMENT_SUPPLY = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made as of March 3, 2023 by and between Ridgeline Pumps Inc. (the "Supplier") and Harbor Water LLC (the "Buyer").',
  'The Supplier shall deliver the pumps ordered by the Buyer within thirty (30) days of each purchase order.',
  'The Buyer shall pay each invoice within thirty (30) days.',
  'THE SUPPLIER DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.',
  'Either party may terminate this Agreement upon sixty (60) days written notice.',
  'This Agreement shall be governed by the laws of the State of Ohio.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('advice fits the kind of contract', () => {
  it('asks a brand licensee for a promise about the licensed rights, not for repair or replacement of a name', async () => {
    const advice = warrantyAdvice(await analyzeContractText(MARK_LICENCE));
    expect(advice.length).toBeGreaterThan(0);
    for (const change of advice) {
      expect(change).not.toMatch(/repair|replacement|refund/u);
      expect(change).toMatch(/infring/u);
    }
  });

  it('still asks a buyer of goods for a warranty period with repair or replacement', async () => {
    const advice = warrantyAdvice(await analyzeContractText(EQUIPMENT_SUPPLY));
    expect(advice.length).toBeGreaterThan(0);
    for (const change of advice) expect(change).toMatch(/repair/u);
  });

  it('keeps the repair or replacement advice when goods are shipped under a contract titled otherwise', async () => {
    const marketing = EQUIPMENT_SUPPLY.replace('SUPPLY AGREEMENT', 'DESIGN AND MARKETING AGREEMENT').replace(
      'This Supply Agreement',
      'This Design and Marketing Agreement',
    );
    const advice = warrantyAdvice(await analyzeContractText(marketing));
    expect(advice.length).toBeGreaterThan(0);
    for (const change of advice) expect(change).toMatch(/repair/u);
  });

  it('does not ask for a warranty period and remedy the contract already gives in another clause', async () => {
    const withExpressWarranty = EQUIPMENT_SUPPLY.replace(
      'THE SUPPLIER DISCLAIMS',
      'The Supplier warrants that each pump will be free from defects for twelve (12) months after delivery, and shall repair or replace any pump that fails during that period.\n\nTHE SUPPLIER DISCLAIMS',
    );
    const advice = warrantyAdvice(await analyzeContractText(withExpressWarranty));
    for (const change of advice) expect(change).not.toMatch(/^Ask for a clear warranty period/u);
  });
});

const RENEWING_SERVICES = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made as of March 3, 2023 by and between Ridgeline Software Inc. (the "Provider") and Harbor Water LLC (the "Client").',
  'The Provider shall host and maintain the Client’s billing system.',
  'The Client shall pay the Provider a fee of $3,000 per month.',
  'This Agreement shall renew automatically for successive one-year terms unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
  'This Agreement shall be governed by the laws of the State of Ohio.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

function renewalFinding(result: ContractAnalysis) {
  return result.keyFindings.find((finding) => finding.title === 'Automatic renewal');
}

describe('advice does not ask for what another clause already gives', () => {
  it('does not ask for a short way out of a renewal when either party may end the agreement on short notice at any time', async () => {
    const withExit = RENEWING_SERVICES.replace(
      'This Agreement shall be governed',
      'Either party may terminate this Agreement for any reason upon thirty (30) days written notice to the other party.\n\nThis Agreement shall be governed',
    );
    const renewal = renewalFinding(await analyzeContractText(withExit));
    expect(renewal?.recommendation).not.toMatch(/short cancellation notice period/u);
    expect(renewal?.recommendation).toMatch(/end the agreement on notice/u);
    expect(renewal?.type).toBe('low');
  });

  it('still asks for a way out of a renewal when the contract gives none', async () => {
    const renewal = renewalFinding(await analyzeContractText(RENEWING_SERVICES));
    expect(renewal?.recommendation).toMatch(/ask for a shorter one or a reminder before renewal/u);
  });
});

describe('indemnity advice reads what the indemnity already covers', () => {
  const indemnityAdvice = async (indemnity: string) => {
    const result = await analyzeContractText(
      EQUIPMENT_SUPPLY.replace('Either party may terminate', `${indemnity}\n\nEither party may terminate`),
    );
    return result.keyFindings.find((finding) => finding.title === 'Indemnification')?.recommendation;
  };

  it('does not ask the supplier’s indemnity to cover third-party and infringement claims it already covers', async () => {
    const advice = await indemnityAdvice(
      'The Supplier shall defend, indemnify and hold harmless the Buyer from all third-party claims arising from the Supplier’s negligence or from any allegation that the pumps infringe a patent of a third party.',
    );
    expect(advice).toBeDefined();
    expect(advice).not.toMatch(/Make sure it covers third-party claims/u);
  });

  it('asks only for infringement claims when the indemnity covers other third-party claims', async () => {
    const advice = await indemnityAdvice(
      'The Supplier shall defend, indemnify and hold harmless the Buyer from all third-party claims for injury or damage caused by the pumps.',
    );
    expect(advice).toMatch(/infring/u);
    expect(advice).not.toMatch(/Make sure it covers third-party claims/u);
  });
});

describe('termination advice reads who may end the agreement', () => {
  const terminationAdvice = async (clause: string) => {
    const result = await analyzeContractText(EQUIPMENT_SUPPLY.replace(/Either party may terminate[^\n]+/u, clause));
    // Ending it on notice alone is termination for convenience; for cause, a termination right.
    return result.keyFindings.find((finding) => /^Termination (?:rights|for convenience)$/u.test(finding.title))
      ?.recommendation;
  };

  it('does not ask for a right to end the agreement on notice that both parties already have', async () => {
    const advice = await terminationAdvice(
      'Either party may terminate this Agreement by giving the other party forty-five (45) days prior written notice.',
    );
    expect(advice).toBeDefined();
    expect(advice).not.toMatch(/Make sure you can also end the agreement/u);
  });

  it('still asks for it when only the other side may end the agreement on notice', async () => {
    const advice = await terminationAdvice(
      'The Supplier may terminate this Agreement by giving the Buyer forty-five (45) days prior written notice.',
    );
    expect(advice).toBeDefined();
    expect(advice).not.toMatch(/either party may already end/u);
  });
});

describe('payment advice reads the late-payment terms', () => {
  const paymentAdvice = async (terms: string) => {
    const result = await analyzeContractText(
      EQUIPMENT_SUPPLY.replace('The Buyer shall pay each invoice within thirty (30) days.', terms),
    );
    return result.keyFindings.find((finding) => finding.title.startsWith('Payment terms'))?.recommendation;
  };

  it('does not ask for a grace period or a dispute right the contract already gives', async () => {
    const advice = await paymentAdvice(
      'The Buyer shall pay each invoice within thirty (30) days. A late charge of one percent per month applies to amounts remaining unpaid for more than fifteen (15) days.\n\nThe Buyer may withhold any amount it disputes in good faith until the dispute is resolved.',
    );
    expect(advice).toMatch(/^No change needed/u);
    expect(advice).not.toMatch(/Ask for a grace period|right to dispute/u);
  });

  it('asks only for what is missing: a grace period where invoices may already be disputed', async () => {
    const advice = await paymentAdvice(
      'The Buyer shall pay each invoice within thirty (30) days, and a late charge of one percent per month applies to any late payment.\n\nThe Buyer may withhold any amount it disputes in good faith until the dispute is resolved.',
    );
    expect(advice).toMatch(/grace period/u);
    expect(advice).not.toMatch(/right to dispute/u);
  });
});
