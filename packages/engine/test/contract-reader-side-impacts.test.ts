import { describe, expect, it } from 'vitest';
import { keyFindingSaid, somethingTold } from './contract-advice-seen';
import { analyseHostingAgreement } from './hosting-services-agreement';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. A finding's impact line is told from who holds the right or bears
// the duty in the cited sentence, related to the reader's party: a bar on the other party is not told as
// one on both, and a right the other party holds over what the reader pays is a cost to the reader.

const LEASE = (...sentences: string[]) =>
  [
    'RESIDENTIAL LEASE',
    'This Lease is made on May 2, 2023 between Harbour Homes LLC (the "Landlord") and Dana Reyes (the "Tenant").',
    'The Tenant shall pay the rent of $1,500 on the first day of each month.',
    ...sentences,
    'This Lease shall be governed by the laws of the State of Maine.',
  ].join('\n\n');

describe('impact lines true for the reader’s side', () => {
  it('a passive bar on the other party’s assigning needs the reader’s consent, not the other’s', async () => {
    const result = await analyseHostingAgreement(
      'This Agreement may not be assigned or transferred in whole or in part by Northwind without the prior written consent of Pelican.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Assignment'));
    expect(text).not.toMatch(/without the other party’s consent/u);
    expect(text).toMatch(/Northwind/u);
  });

  it('a bar the reader’s own party bears needs the other side’s consent', async () => {
    const result = await analyseHostingAgreement(
      'Pelican shall not assign this Agreement without the prior written consent of Northwind.',
    );
    const text = keyFindingSaid(result, 'Assignment');
    expect(text).toMatch(/your side/iu);
    expect(text).toMatch(/consent/iu);
  });

  it('a landlord able to raise the rent is a cost to the tenant', async () => {
    const result = await analyzeContractText(
      LEASE('The Landlord will be able to increase the rent once in each year of the tenancy.'),
      { role: 'client', party: 'Tenant' },
    );
    const text = somethingTold(keyFindingSaid(result, 'Rent increase'));
    expect(text).not.toMatch(/in line with costs/iu);
    expect(text).toMatch(/what you pay can rise/iu);
  });

  it('both parties acknowledging a cap on one party’s liability is no term binding both alike', async () => {
    const result = await analyseHostingAgreement(
      'The parties acknowledge that the total liability of Northwind under this Agreement shall not exceed the fees paid in the twelve months before the claim.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Limitation of liability'));
    expect(text).not.toMatch(/binds both parties alike/iu);
    expect(text).not.toMatch(/your exposure is capped/iu);
  });

  it('a limit on a subcontractor’s own liability is not told as limiting what the reader recovers', async () => {
    const result = await analyseHostingAgreement(
      'The liability of any subcontractor of Northwind towards third parties shall be limited to its own part of the hosting services.',
    );
    // A non-party's exposure to outsiders is no limit between the parties: it is not listed as one at all.
    expect(keyFindingSaid(result, 'Limitation of liability')).toBe('');
    expect(JSON.stringify(result)).not.toMatch(/you may recover only part/iu);
  });

  it('a right to suspend that the reader holds is not told as a risk of going without', async () => {
    const result = await analyseHostingAgreement(
      'Pelican may suspend the transfer of its data to Northwind if Northwind cannot comply with its instructions.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Suspension of services'));
    expect(text).not.toMatch(/goes without it|you may lose/iu);
    expect(text).not.toMatch(/ask for written notice/iu);
  });

  it('a right to suspend the other side holds is still told as a risk to the reader', async () => {
    const result = await analyseHostingAgreement(
      'Northwind may suspend the hosting services without notice if any invoice remains unpaid.',
    );
    expect(keyFindingSaid(result, 'Suspension of services')).toMatch(/goes without it|you may lose/iu);
  });

  it('a bar whose subject follows the modal binds that subject: the reader kept from disclosing', async () => {
    const result = await analyseHostingAgreement(
      'Under no circumstances may Pelican disclose any Confidential Information of Northwind to a competitor of Northwind.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Confidentiality'));
    expect(text).not.toMatch(/protects what you share/iu);
    expect(text).toMatch(/you must protect their information/iu);
  });

  it('a payment sentence naming no payer is told from the reader’s place in the contract’s promises to pay', async () => {
    const note = [
      'PROMISSORY NOTE',
      'This Promissory Note is made on June 1, 2023 between Harbour Capital LLC ("Lender") and Dana Reyes ("Borrower").',
      'Borrower promises to pay to Lender the principal sum of $10,000 with interest at five percent a year.',
      'All amounts under this Note shall be due and payable within thirty (30) days after the Maturity Date.',
      'Any payment made more than ten (10) days after its due date shall carry a late fee of five percent.',
      'This Note shall be governed by the laws of the State of Maine.',
    ].join('\n\n');
    const result = await analyzeContractText(note, { role: 'client', party: 'Lender' });
    const text = somethingTold(keyFindingSaid(result, 'Payment terms and late fees'));
    expect(text).not.toMatch(/when you must pay/iu);
    expect(text).toMatch(/Borrower/u);
  });

  it('the same sentence is still told as the reader’s payment where the reader’s party promises to pay', async () => {
    const result = await analyseHostingAgreement(
      'All invoices shall be due and payable within thirty (30) days of receipt.',
    );
    expect(keyFindingSaid(result, 'Payment terms and late fees')).toMatch(/you must pay/iu);
  });

  it('an agreement the reader’s party may assign freely, the other not at all, is told in the reader’s favour', async () => {
    const result = await analyseHostingAgreement(
      'This Agreement is fully assignable by Pelican, but any assignment of this Agreement by Northwind without the consent of Pelican is void.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Assignment'));
    expect(text).not.toMatch(/dealing with a party you did not choose/iu);
    expect(text).toMatch(/in your favour/iu);
  });

  it('a right to end at will whose holder the sentence does not name is not told as the reader’s', async () => {
    const result = await analyseHostingAgreement(
      'This Agreement may be terminated at any time for any reason upon thirty (30) days’ written notice.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Termination for convenience'));
    expect(text).not.toMatch(/you can walk away|keep this right/iu);
  });

  it('a right to end at will the reader’s party holds is still told as the reader’s', async () => {
    const result = await analyseHostingAgreement(
      'Pelican may terminate this Agreement at any time for any reason upon thirty (30) days’ written notice.',
    );
    expect(keyFindingSaid(result, 'Termination for convenience')).toMatch(/you can walk away/iu);
  });
});
