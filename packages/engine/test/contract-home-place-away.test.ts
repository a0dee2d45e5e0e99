import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: the preamble says where each party is organised and based.
const analyse = (parameters: ContractParameters, ...paragraphs: string[]): Promise<ContractAnalysis> =>
  analyzeContractText(paragraphs.join('\n\n'), parameters);

const PREAMBLE =
  'This Supply Agreement is made as of May 4, 2021 by and between Quarry Minerals Inc., an Ohio corporation with offices at 18 Mill Road, Akron, Ohio 44308 (the "Supplier"), and Fernleaf Paints LLC, a Colorado limited liability company with its principal place of business at 300 Blake Street, Denver, Colorado 80202 (the "Customer").';
const WORK = 'The Supplier shall deliver the pigments ordered by the Customer within ten days of each order.';

/** What the key findings and risks titled so tell the reader. */
function finding(result: ContractAnalysis, title: RegExp): string {
  const key = result.keyFindings.find((found) => title.test(found.title));
  const risks = result.risks.map((risk) => risk.finding).filter((told) => title.test(told.split(':')[0] ?? ''));
  return [key?.description, key?.recommendation, ...risks].join(' ');
}

describe('a law or court away from where the reader is based is named as such, not hedged', () => {
  it('says the chosen law is not the reader’s own when the preamble puts the reader elsewhere', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      PREAMBLE,
      WORK,
      'This Agreement shall be governed by the laws of the State of Ohio.',
    );
    const told = finding(result, /^Governing law$/u);
    expect(told).not.toMatch(/if that is not where you are/iu);
    expect(told).toMatch(/not where your side is organised or based \(Colorado\)/iu);
  });

  it('says the named courts are away from the reader when the preamble puts the reader elsewhere', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      PREAMBLE,
      WORK,
      'Disputes. The parties submit to the exclusive jurisdiction of the state and federal courts located in the State of Ohio for any dispute arising out of this Agreement.',
    );
    const told = finding(result, /^Courts and venue$/u);
    expect(told).not.toMatch(/may be far from you/iu);
    expect(told).toMatch(/Ohio, not where your side is organised or based \(Colorado\)/iu);
  });

  it('keeps the hedge when only the reader’s city is known', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made as of May 4, 2021 by and between Quarry Minerals Inc. (the "Supplier") and Fernleaf Paints LLC (the "Customer").',
      WORK,
      'This Agreement shall be governed by the laws of the State of Ohio.',
    );
    expect(finding(result, /^Governing law$/u)).toMatch(/if that is not where you are/iu);
  });

  it('does not call a country’s law foreign to a reader based in one of its states', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      PREAMBLE,
      WORK,
      'This Agreement shall be governed by the laws of the United States of America.',
    );
    expect(finding(result, /^Governing law$/u)).not.toMatch(/not where your side/iu);
  });

  it('does not take the language of the proceedings for a place', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      PREAMBLE,
      WORK,
      'Disputes. The parties submit to the exclusive jurisdiction of the state and federal courts located in the State of Ohio, and all proceedings shall be conducted in the English language.',
    );
    expect(finding(result, /^Courts and venue$/u)).toMatch(/in Ohio, not where your side/iu);
  });
});
