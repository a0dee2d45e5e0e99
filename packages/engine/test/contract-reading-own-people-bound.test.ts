import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

const NAMED_PARTIES =
  'This Franchise Agreement is made on 2 May 2024 between Lumora Bakeries Inc., a Delaware corporation (the "Franchisor"), and Harbor Crust LLC, an Ohio limited liability company (the "Franchisee").';
const PARTIES_AS_WE_AND_YOU =
  'This Franchise Agreement is made on 2 May 2024 between Lumora Bakeries Inc., a Delaware corporation (the "Franchisor", "we" or "us"), and Harbor Crust LLC, an Ohio limited liability company (the "Franchisee", "you" or "your").';

async function nonCompeteToldToFranchisee(restraint: string, parties = NAMED_PARTIES): Promise<string> {
  const text = [
    'FRANCHISE AGREEMENT',
    parties,
    '1. Grant. The Franchisor grants the Franchisee the right to operate one bakery under its marks at the approved location.',
    '2. Fees. The Franchisee shall pay the Franchisor a royalty of six percent (6%) of gross sales each month.',
    `3. ${restraint}`,
    '4. Governing Law. This Agreement shall be governed by the laws of the State of Ohio.',
  ].join('\n\n');
  const result = await analyzeContractText(text, { role: 'client' });
  return result.keyFindings.find((finding) => finding.title === 'Non-compete')?.description ?? '';
}

describe('a restraint on the people of a party binds that party', () => {
  it('tells a covenant not to compete that the reader’s own managers must sign as binding the reader', async () => {
    const told = await nonCompeteToldToFranchisee(
      'Managers. Each manager of the Franchisee must sign a written agreement, in a form the Franchisor approves, to abide by a covenant not to compete with the Franchisor.',
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(/protects your business from the other side competing/u);
  });

  it('tells a restraint on the reader’s owners as binding the reader', async () => {
    const told = await nonCompeteToldToFranchisee(
      'Owners. The Franchisee’s principal owners shall not, during the term, engage in any competing business within ten (10) miles of the bakery.',
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(/protects your business from the other side competing/u);
  });

  it('still tells a restraint on the other side’s managers as protecting the reader', async () => {
    const told = await nonCompeteToldToFranchisee(
      'Managers. Each manager of the Franchisor must sign a written agreement to abide by a covenant not to compete with the Franchisee.',
    );
    expect(told).toMatch(/protects your business from the other side competing/u);
  });

  it('tells a covenant that the managers of "your" business must sign as binding the reader', async () => {
    const told = await nonCompeteToldToFranchisee(
      'Managers. Each manager of your bakery must sign a written agreement, in a form we approve, to abide by a covenant not to compete with us.',
      PARTIES_AS_WE_AND_YOU,
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(/protects your business from the other side competing/u);
  });
});
