import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
const PREAMBLE =
  'This Supply Agreement is made as of June 2, 2020 by and between Kestrel Mills Inc. ("Kestrel") and Ormond Bakeries LLC ("Ormond").';
const LAW = 'This Agreement shall be governed by the laws of the State of Ohio.';

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SUPPLY AGREEMENT', PREAMBLE, ...sentences, LAW].join('\n\n'), parameters);
}

function beneficiaryTold(result: ContractAnalysis): string {
  return [
    ...result.keyFindings.filter((finding) => finding.title === 'Third-party beneficiaries').map((f) => f.description),
    ...(result.clauses ?? [])
      .filter((clause) => clause.title === 'Third-party beneficiaries')
      .map((c) => c.evidence?.quote),
  ].join(' ');
}

describe('third-party beneficiaries are told only from a sentence that gives outsiders rights', () => {
  it('a sentence that gives outsiders rights is still told', async () => {
    const result = await analyse(
      { role: 'seller', party: 'Kestrel' },
      'Each lender to Ormond shall be a third party beneficiary of Section 6 and may enforce it directly against Kestrel.',
    );
    expect(beneficiaryTold(result)).toMatch(/could bring claims against you/u);
  });

  it('a counterparts sentence under a heading that names beneficiaries is not the clause', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ormond' },
      '12. Counterparts; Third Party Beneficiaries. This Agreement may be signed in several counterparts, each of which is an original and all of which together form one document.',
    );
    expect(beneficiaryTold(result)).not.toMatch(/counterparts/u);
  });

  it('a denial with an exception is told as outsiders having no claim, not as outsiders suing the reader', async () => {
    const result = await analyse(
      { role: 'seller', party: 'Kestrel' },
      '14.5 Third Party Beneficiaries. This Agreement is not intended to give any rights or remedies to any person other than the parties, except as provided in Section 9 for indemnified persons.',
    );
    const told = beneficiaryTold(result);
    expect(told).not.toMatch(/could bring claims against you/u);
    expect(told).toMatch(/only the parties/iu);
  });
});
