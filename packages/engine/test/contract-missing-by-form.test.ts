import { describe, expect, it } from 'vitest';
import { defectClaimsSettled } from '../src/local/contract/missing-clause-fit';
import { kindOf, missingTitles } from './contract-kind-checks';
import { analyzeContractText as analyse } from './result-checks';

// Every document below is written for these tests.

const NOTE = [
  'LOAN NOTE',
  'FOR VALUE RECEIVED, Corra Bicycles Ltd. ("Borrower") promises to pay to the order of Wendover Capital LLC, a limited liability company organised in Colorado with its principal office at 40 Larimer Street, Denver, or its successors and permitted assigns ("Holder"), the principal sum of $250,000, plus interest accrued at the rate stated below.',
  'Interest accrues at six percent per year on the unpaid principal.',
  'The Borrower may prepay the principal in whole or in part at any time without penalty.',
  'If the Borrower fails to pay any amount within ten days after it is due, the Holder may declare the unpaid principal and interest immediately due and payable.',
  'The Borrower shall not assign this Note without the prior written consent of the Holder.',
  'This Note is governed by the laws of the State of Colorado.',
  'IN WITNESS WHEREOF, the Borrower has signed this Note as of March 3, 2024.',
].join('\n\n');

const TERMS_OF_USE = [
  'Lantern Photo Terms of Service',
  'These terms apply when you use the Lantern Photo apps and website. By creating an account you agree to them.',
  'You keep the rights to the photos you upload, and you give us a licence to store and show them to the people you choose.',
  'You must not upload anything you do not have the right to share, and you are responsible for what you post.',
  'We may change these terms; if you keep using the service after a change, you accept the new terms.',
  'The service is provided as is, and our total liability to you shall not exceed the amount you paid us in the last twelve months.',
  'We keep the photos and account details you give us confidential and do not disclose them to anyone else without your consent.',
  'You pay the plan price shown when you subscribe, and we charge your card each month.',
  'If you have a question about these terms, write to us and we will answer you within a week.',
  'These terms are the entire agreement between you and Lantern Photo Ltd. about the service.',
].join('\n\n');

const DATA_ADDENDUM = [
  'Data Processing Addendum',
  'This Data Processing Addendum ("DPA") is entered into by Kestrel Analytics Inc. ("Processor") and Moorland Retail Ltd. ("Controller").',
  'The Processor shall process the personal data only on the documented instructions of the Controller and shall keep it confidential.',
  'The Processor shall notify the Controller of any personal data breach without undue delay and within 48 hours.',
  'The Processor shall not engage a sub-processor without the prior written consent of the Controller.',
  'When the Services under the Agreement end, the Processor shall delete or return the personal data at the choice of the Controller.',
  'The Processor is liable for damage caused by processing that breaches this DPA, subject to the limits in the Agreement.',
  'Signature: ____________ Name: ____________ Title: ____________',
].join('\n\n');

const WORK_STATEMENT = [
  'STATEMENT OF WORK',
  'Regional Water Authority Asset Mapping',
  'Issued by: Procurement Office, Department of Public Works',
  '1. The Contractor shall survey and map every hydrant and valve in the northern district.',
  '2. The Contractor shall deliver the map data in the format the Contracting Officer specifies, every two weeks.',
  '3. The Contractor shall not disclose the map data to anyone outside the project without the approval of the Contracting Officer.',
  '4. The Government will inspect each delivery in accordance with FAR 52.246-6 and may reject deliveries that do not conform.',
  '5. Should the Contractor be terminated before the end of the period of performance, it shall hand over all work in progress.',
].join('\n\n');

const PROCUREMENT_AGREEMENT = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made on May 2, 2023 between the Department of Veterans Housing (the "Government") and Pinecrest Consulting LLC (the "Contractor").',
  'The Contractor shall provide the case-management services described in Attachment 1.',
  'The Government shall pay the Contractor the fixed price of $90,000 in monthly instalments.',
  'The Contractor shall keep all records confidential and shall not disclose them without the approval of the Contracting Officer.',
  'This agreement incorporates the clauses of the Federal Acquisition Regulation listed in Attachment 2.',
  'The Contractor shall indemnify the Government against any claim arising from its negligence.',
  'The Contractor shall not assign this Agreement without the prior written consent of the Government.',
  'IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.',
].join('\n\n');

describe('what a document is decides what it can lack', () => {
  it('reads a note that promises to repay a principal sum as financing, and asks it for no termination right', async () => {
    expect(kindOf(NOTE).id).toBe('financing');
    expect(missingTitles(await analyse(NOTE))).not.toContain('No termination rights clause');
  });

  it('reads terms of service addressed to "you" as terms of use: no termination right asked, and no clause to negotiate', async () => {
    expect(kindOf(TERMS_OF_USE).id).toBe('terms-of-use');
    const result = await analyse(TERMS_OF_USE);
    const missing = missingTitles(result);
    expect(missing).not.toContain('No termination rights clause');
    expect(missing).toContain('No governing law clause');
    const law = result.keyFindings.find((finding) => finding.title === 'No governing law clause');
    expect(law?.recommendation).not.toMatch(/^Add a clause/u);
  });

  it('reports nothing missing from a policy, which goes with the terms of the service it belongs to', async () => {
    const policy = TERMS_OF_USE.replace('Lantern Photo Terms of Service', 'Lantern Photo Privacy Policy');
    expect(kindOf(policy).id).toBe('policy');
    expect(missingTitles(await analyse(policy))).toEqual([]);
  });

  it('reads a data processing addendum that refers to "the Agreement" as part of that agreement: nothing is missing from it', async () => {
    expect(kindOf(DATA_ADDENDUM).form).toBe('attachment');
    expect(missingTitles(await analyse(DATA_ADDENDUM))).toEqual([]);
  });

  it('reads a statement of work as an order under another contract: nothing is missing from it', async () => {
    expect(kindOf(WORK_STATEMENT).form).toBe('order');
    const result = await analyse(WORK_STATEMENT);
    expect(missingTitles(result)).toEqual([]);
    expect(result.summary.join(' ')).toMatch(/placed under a contract that is not in this file/u);
  });

  it('asks no governing law or termination right of a government procurement contract, which the procurement rules supply', async () => {
    expect(kindOf(PROCUREMENT_AGREEMENT).form).toBe('agreement');
    const ordinary = PROCUREMENT_AGREEMENT.replace(/This agreement incorporates[^\n]+/u, '')
      .replaceAll('Department of Veterans Housing', 'Harbour Housing Ltd.')
      .replaceAll('Government', 'Client')
      .replaceAll('Contracting Officer', 'Client');
    expect(missingTitles(await analyse(ordinary))).toContain('No governing law clause');
    const missing = missingTitles(await analyse(PROCUREMENT_AGREEMENT));
    expect(missing).not.toContain('No governing law clause');
    expect(missing).not.toContain('No termination rights clause');
  });

  it('keeps a whole agreement, standard terms for orders and business terms not written to "you" as what they are', () => {
    const whole = kindOf(
      PROCUREMENT_AGREEMENT.replace('This agreement incorporates', 'The Agreement incorporates').replace(
        'the Government.',
        'the Government under the Agreement.',
      ),
    );
    expect(whole.form).toBe('agreement');
    const orderTerms = kindOf(
      'Purchase Order Terms and Conditions\n\nThese terms apply to every purchase order issued by Fenwick Tools Ltd. ("Buyer") to a supplier ("Seller").\n\nThe Seller shall deliver the goods by the date stated in the order.',
    );
    expect(orderTerms.form).not.toBe('order');
    const businessTerms = kindOf(
      'Skyline Hosting Terms\n\nThese terms govern the hosting services that Skyline Hosting Ltd. ("Provider") supplies to the customer named on the Cover Page ("Customer").\n\nProvider shall keep the service available 99.9% of each month.\n\nCustomer shall pay each invoice within thirty days.',
    );
    expect(businessTerms.id).not.toBe('terms-of-use');
  });

  it('reads the kind from a heading by its head words first, then whole', () => {
    expect(
      kindOf('Non-Disclosure Form for Contractor Employees\n\nI will not disclose information I receive in my work.')
        .id,
    ).toBe('confidentiality');
    expect(kindOf('Model Agreement for a Residential Tenancy\n\nThe tenant shall pay the rent monthly.').id).toBe(
      'lease',
    );
  });

  it('reads an executive service agreement with a salaried employee as employment: no liability cap, insurance or warranty period asked', async () => {
    const service = [
      'SERVICE AGREEMENT',
      'This Agreement is made on 3 March 2023 between Larch Biologics Ltd (the "Company") and Priya Anand (the "Employee").',
      'The Company shall employ the Employee as Chief Scientific Officer, and the employment shall continue until terminated by either party on six months written notice.',
      'The Company shall pay the Employee a salary of £150,000 a year in equal monthly instalments.',
      'The Employee shall not disclose any confidential information of the Company during or after the employment.',
      'This Agreement is governed by the law of England and Wales.',
    ].join('\n\n');
    expect(kindOf(service).id).toBe('employment');
    expect(
      kindOf(service.replace('(the "Employee")', '(the "Provider")').replaceAll('the Employee', 'the Provider')).id,
    ).toBe('services');
  });

  it('asks no governing law of a lease of premises, which the law of the place governs, but still of an equipment lease', async () => {
    const premises = [
      'LEASE',
      'This Lease is made on June 1, 2024 between Orchard Estates Ltd. (the "Landlord") and Copperleaf Studio LLC (the "Tenant").',
      'The Landlord lets the premises at 12 Mill Lane to the Tenant for two years from June 1, 2024.',
      'The Tenant shall pay rent of $3,000 on the first day of each month.',
      'Either party may terminate this Lease on three months written notice.',
      'The Tenant shall keep the premises insured against fire and shall indemnify the Landlord against claims arising from its use of the premises.',
      'IN WITNESS WHEREOF, the parties have signed this Lease.',
    ].join('\n\n');
    expect(missingTitles(await analyse(premises, { role: 'tenant' }))).not.toContain('No governing law clause');
    const equipment = premises
      .replace('lets the premises at 12 Mill Lane', 'leases the printing press described in Schedule 1')
      .replaceAll('keep the premises insured', 'keep the press insured')
      .replaceAll('its use of the premises', 'its use of the press')
      .replaceAll('Landlord', 'Lessor')
      .replaceAll('Tenant', 'Lessee');
    expect(missingTitles(await analyse(equipment, { role: 'client' }))).toContain('No governing law clause');
  });
});

describe('how long defects can be claimed, in other words', () => {
  it('counts a duty to correct errors reported during the first months of the term as the period', () => {
    expect(
      defectClaimsSettled(
        'During the first six (6) months of the Term, the Developer shall correct any errors in the Software reported by the Customer.',
      ),
    ).toBe(true);
    expect(
      defectClaimsSettled('The Developer shall correct any errors in the Software reported by the Customer.'),
    ).toBe(false);
  });
});
