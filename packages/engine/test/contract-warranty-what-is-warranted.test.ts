import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { risksAndFindingsTold, somethingTold } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * What a warranty promises decides how it is told: "reasonable skill and care" in doing the work is a promise of
 * quality; a party's statement about itself or its own rights ("it has all rights needed to upload the files",
 * "neither it nor its owners is barred from the offering") is not, and is told as a statement it answers for.
 * Agreements written for these tests.
 */
async function agreement(...terms: string[]): Promise<ContractAnalysis> {
  return analyzeContractLines([
    'PHOTO EDITING AGREEMENT',
    'This Agreement is made between Lumen Retouch Ltd ("the Studio") and Harbour Yachts plc ("the Client").',
    '1. Services. The Studio shall retouch the photographs the Client sends it.',
    '2. Fees. The Client shall pay the Studio £900 a month.',
    ...terms.map((term, index) => `${index + 3}. ${term}`),
  ]);
}

const told = (result: ContractAnalysis) => somethingTold(risksAndFindingsTold(result, 'Warranties and disclaimers'));

describe('a listed warranty of skill and care', () => {
  it('is told as a promise of quality, not as statements that name none', async () => {
    const result = await agreement(
      'Warranties. The Studio represents and warrants that:\n3.1. it will perform the Services with reasonable skill and care and through suitably trained staff;',
    );
    expect(told(result)).not.toMatch(/names no promise of quality/u);
  });
});

describe('a warranty a party gives about itself or its own rights', () => {
  it('is not told as a promise of quality the reader gives', async () => {
    const result = await agreement(
      'Uploads. The Client represents and warrants that it and its staff have all rights necessary to send the photographs to the Studio.',
    );
    expect(told(result)).not.toMatch(/promise of quality you give/u);
  });

  it('tells a statement about the giver’s own standing as one it answers for, not as quality', async () => {
    const result = await agreement(
      'Standing. The Client represents and warrants that neither it nor any person controlling it is barred by any regulator from entering into this Agreement.',
    );
    const text = told(result);
    expect(text).not.toMatch(/promise of quality you give/u);
    expect(text).toMatch(/no promise of quality|not about the quality/u);
  });
});
