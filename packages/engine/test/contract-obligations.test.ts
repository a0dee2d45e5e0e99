import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText as analyse } from './result-checks';

// Our own equivalent of an amendment whose minimum binds the manufacturer, not the buyer.
const SUPPLY_AMENDMENT = [
  'Amendment No. 2 to the Manufacturing Agreement',
  'This Amendment No. 2 to the Manufacturing Agreement is made as of June 1, 2020 by and between Northwind Biologics, LLC ("Northwind") and Harbor Pharma Inc. ("Harbor").',
  'Should Northwind fail to supply a minimum of forty Batches of Product during the Extension Period, Northwind shall pay Harbor liquidated damages of $50,000.',
  'In no event shall either party be liable to the other party for indirect or consequential damages.',
  'Section 4.2 of the Agreement is deleted in its entirety.',
  'This Amendment shall be governed by the laws of the State of New York.',
].join('\n\n');

// A purchase minimum, which binds the buyer.
const PURCHASE_MINIMUM = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made as of March 1, 2021 by and between Acme Foods, Inc. (the "Buyer") and Green Valley Farms LLC (the "Seller").',
  'The Buyer shall purchase a minimum annual quantity of 10,000 cases of Products in each Contract Year.',
  'Either party may terminate this Agreement upon ninety (90) days written notice.',
  'This Agreement shall be governed by the laws of the State of Oregon.',
].join('\n\n');

function minimumOf(result: ContractAnalysis) {
  const finding = result.keyFindings.find((candidate) => candidate.title === 'Minimum commitment');
  if (!finding) throw new Error('no minimum commitment finding');
  return finding;
}

describe('a minimum commitment is rated for the side it binds', () => {
  it('does not tell the buyer it pays for a minimum the manufacturer must supply', async () => {
    const finding = minimumOf(await analyse(SUPPLY_AMENDMENT, { role: 'buyer' }));
    expect(finding.type).toBe('low');
    expect(finding.description).not.toMatch(/You owe the minimum|You pay for the minimum/);
    expect(finding.description).toContain('The other side owes you the minimum');
  });

  it('tells the manufacturer the supply minimum is its burden', async () => {
    const finding = minimumOf(await analyse(SUPPLY_AMENDMENT, { role: 'seller' }));
    expect(finding.type).toBe('high');
    expect(finding.description).toContain('You owe the minimum');
  });

  it('still rates a purchase minimum high for the buyer and low for the seller', async () => {
    expect(minimumOf(await analyse(PURCHASE_MINIMUM, { role: 'buyer' })).type).toBe('high');
    expect(minimumOf(await analyse(PURCHASE_MINIMUM, { role: 'seller' })).type).toBe('low');
  });
});

describe('an amendment', () => {
  it('is not reported as missing the clauses it leaves to the earlier agreement', async () => {
    const result = await analyse(SUPPLY_AMENDMENT, { role: 'buyer' });
    const titles = result.keyFindings.map((finding) => finding.title);
    expect(titles).not.toContain('No termination rights clause');
    expect(result.keyFindings.filter((finding) => finding.section === 'Not found in the document')).toEqual([]);
    expect(result.summary.join(' ')).toContain('It amends an earlier agreement');
  });

  it('leaves missing-clause findings in a full agreement', async () => {
    const result = await analyse(PURCHASE_MINIMUM.replace(/Either party may terminate[^\n]+/, ''), { role: 'buyer' });
    expect(result.keyFindings.map((finding) => finding.title)).toContain('No termination rights clause');
    expect(result.summary.join(' ')).not.toContain('It amends an earlier agreement');
  });
});
