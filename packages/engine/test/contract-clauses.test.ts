import { type ContractAnalysis, type ContractParameters, LEGAL_GLOSSARY, LEGAL_TERM_CATEGORIES } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TERMS } from '../src/local/contract/legal-glossary';
import { analyzeContractText } from './result-checks';

async function analyze(text: string, role: ContractParameters['role']): Promise<ContractAnalysis> {
  return analyzeContractText(text, { role });
}

const SUPPLY = `SUPPLY AGREEMENT

This Supply Agreement is entered into on March 3, 2021 by and between Acme Parts, Inc. ("Supplier") and Bolt Motors LLC ("Buyer").

1. Term. The initial term of this Agreement is three (3) years.

2. Exclusivity. Buyer shall not purchase the Products from any other supplier during the term.

3. Audit. Buyer may audit the books and records of Supplier relating to the Products once per year.

4. Governing Law. This Agreement shall be governed by the laws of the State of Ohio.`;

const LEASE = `RESIDENTIAL LEASE

1. Rent. The monthly rent is $1,500, payable on the first day of each month.

2. Indemnity. The Tenant shall indemnify and hold harmless the Landlord from any and all claims, without limitation as to amount, arising from the use of the premises.

3. Governing Law. This Lease shall be governed by the laws of the State of Oregon.`;

const categories = (result: ContractAnalysis) => (result.clauses ?? []).map((clause) => clause.category);

describe('contract clause detection', () => {
  it('lists the clauses a contract has, quoted, with the values it states', async () => {
    const result = await analyze(SUPPLY, 'buyer');
    const byCategory = new Map((result.clauses ?? []).map((clause) => [clause.category, clause]));
    expect(byCategory.get('Governing Law')).toMatchObject({
      value: 'the State of Ohio',
      evidence: { page: 1, quote: 'This Agreement shall be governed by the laws of the State of Ohio.' },
    });
    expect(byCategory.get('Agreement Date')?.value).toBe('2021-03-03');
    expect(byCategory.get('Parties')?.value).toBe('Acme Parts, Inc. ("Supplier"); Bolt Motors LLC ("Buyer")');
    expect(byCategory.get('Exclusivity')?.evidence.quote).toBe(
      'Buyer shall not purchase the Products from any other supplier during the term.',
    );
    expect(byCategory.get('Audit Rights')?.evidence.quote).toContain('may audit the books and records');
  });

  it('does not report clauses the contract lacks', async () => {
    const found = categories(await analyze(SUPPLY, 'buyer'));
    for (const absent of [
      'Non-Compete',
      'Liquidated Damages',
      'Insurance',
      'Change Of Control',
      'Uncapped Liability',
    ]) {
      expect(found).not.toContain(absent);
    }
    expect(categories(await analyze(LEASE, 'tenant'))).not.toContain('Exclusivity');
  });

  it('lists protections a buyer would expect and this contract lacks, without quoting anything', async () => {
    const { keyFindings } = await analyze(SUPPLY, 'buyer');
    const missingInsurance = keyFindings.find((finding) => finding.title === 'No insurance clause');
    expect(missingInsurance?.description).toMatch(/No sentence that requires or mentions insurance was found/u);
    expect(missingInsurance?.evidence).toBeUndefined();
    // The same gap is no risk to the supplier, who would be the one paying for the insurance.
    const supplierView = await analyze(SUPPLY, 'seller');
    expect(supplierView.keyFindings.map((finding) => finding.title)).not.toContain('No insurance clause');
  });

  it('rates an uncapped indemnity high for the side that gives it and low for the side it protects', async () => {
    const indemnity = (result: ContractAnalysis) =>
      result.keyFindings.find((finding) => finding.title === 'Indemnification');
    const tenant = indemnity(await analyze(LEASE, 'tenant'));
    const landlord = indemnity(await analyze(LEASE, 'landlord'));
    expect(tenant?.type).toBe('high');
    expect(tenant?.description).toContain('Your side gives this promise.');
    expect(landlord?.type).not.toBe('high');
    expect(tenant?.evidence?.quote).toContain('The Tenant shall indemnify');
  });

  it('flips the exclusivity and minimum-purchase risk with the reader’s role', async () => {
    const text = `${SUPPLY}\n\n5. Minimum Purchase. Buyer shall purchase a minimum annual quantity of 10,000 units.`;
    const level = (result: ContractAnalysis) =>
      result.keyFindings.find((finding) => finding.title === 'Minimum commitment')?.type;
    expect(level(await analyze(text, 'buyer'))).toBe('high');
    expect(level(await analyze(text, 'seller'))).toBe('low');
  });
});

describe('legal glossary', () => {
  it('has at least 22 terms across the six categories, each with a definition and three examples', () => {
    expect(LEGAL_GLOSSARY.length).toBeGreaterThanOrEqual(22);
    expect(new Set(LEGAL_GLOSSARY.map((term) => term.category))).toEqual(new Set(LEGAL_TERM_CATEGORIES));
    for (const term of LEGAL_GLOSSARY) {
      expect(term.definition.length).toBeGreaterThan(20);
      expect(new Set(term.examples).size).toBe(3);
    }
  });

  it('defines every term the engine explains in contracts', () => {
    const defined = new Set(LEGAL_GLOSSARY.map((term) => term.term));
    expect(CONTRACT_TERMS.map((term) => term.term).filter((term) => !defined.has(term))).toEqual([]);
  });
});
