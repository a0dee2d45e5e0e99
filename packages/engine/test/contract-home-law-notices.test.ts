import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: the preamble says nothing of where the parties are; the notices clause does.
const analyse = (parameters: ContractParameters, ...paragraphs: string[]): Promise<ContractAnalysis> =>
  analyzeContractText(paragraphs.join('\n\n'), parameters);

const PREAMBLE =
  'This Services Agreement is made as of March 2, 2022 by and between Alder Logistics Inc. (the "Provider") and Birchwood Outlets LLC (the "Customer").';
const WORK = 'The Provider shall deliver the services described in Schedule A to the Customer each month.';
const TEXAS_LAW = 'This Agreement shall be governed by the laws of the State of Texas.';

function lawFinding(result: ContractAnalysis): string {
  const key = result.keyFindings.find((finding) => finding.title === 'Governing law');
  return [key?.description, key?.recommendation].join(' ');
}

describe('a governing law where the notices clause puts the reader is home ground', () => {
  it('reads the reader’s address after "if to" the reader’s party', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Notices. All notices shall be in writing and sent to the addresses below: If to the Provider: Alder Logistics Inc., 77 Harbor Road, Portland, Maine 04101. If to the Customer: Birchwood Outlets LLC, 1200 Elm Street, Dallas, Texas 75201, Attention: General Counsel.',
      TEXAS_LAW,
    );
    expect(lawFinding(result)).toMatch(/home ground/iu);
  });

  it('does not take the other party’s notice address, nor the address of a copy to counsel, for the reader’s', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Notices. All notices shall be in writing and sent to the addresses below: If to the Provider: Alder Logistics Inc., 900 Main Street, Houston, Texas 77002. If to the Customer: Birchwood Outlets LLC, 5 Pine Lane, Denver, Colorado 80202, with a copy to Reed & Vale LLP, 40 Congress Avenue, Austin, Texas 78701.',
      TEXAS_LAW,
    );
    expect(lawFinding(result)).not.toMatch(/home ground/iu);
    // The reader's own notice address is in Colorado: the distance is told plainly, not hedged.
    expect(lawFinding(result)).toMatch(/not where your side is organised or based \(Colorado\)/iu);
  });

  it('reads the address listed under "To the" reader’s party in the notices clause', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Notices. Notices shall be delivered by hand or by courier as follows. To the Provider: Alder Logistics Inc., 77 Harbor Road, Portland, Maine 04101. To the Customer: Birchwood Outlets LLC, 1200 Elm Street, Dallas, TX 75201.',
      TEXAS_LAW,
    );
    expect(lawFinding(result)).toMatch(/home ground/iu);
  });
});
