import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { quotesTitled } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * "Termination rights" quotes a sentence that gives a party the right to end the agreement: not a carve-out that
 * denies that right in one case ("The above termination right shall not exist where …"), nor one that only keeps
 * other rights to terminate as they are ("Other rights to terminate … remain unaffected", "Nothing in this clause
 * limits …"). Agreements written for these tests.
 */
async function agreement(...terms: string[]): Promise<ContractAnalysis> {
  return analyzeContractLines([
    'CATERING SERVICES AGREEMENT',
    'This Agreement is made between Parsley & Vine Ltd ("the Supplier") and Northgate Rowing Club ("the Customer").',
    '1. Services. The Supplier shall cater the Customer’s events as ordered from time to time.',
    '2. Fees. The Customer shall pay each invoice within thirty (30) days of receipt.',
    ...terms.map((term, index) => `${index + 3}. ${term}`),
    '9. Governing law. This Agreement is governed by the laws of England and Wales.',
  ]);
}

const OPERATIVE = [
  'Either party can terminate this Agreement with immediate effect for good cause, in particular if the other party is in material breach.',
  'The Customer is entitled to terminate this Agreement with immediate effect if the Supplier becomes insolvent.',
  'The Supplier may terminate this Agreement by written notice if any invoice remains unpaid for sixty (60) days after its due date.',
];
const CARVE_OUTS = [
  'The termination right above does not apply where the Agreement passes to an affiliate of the Supplier.',
  'All other rights of the Customer to terminate this Agreement, with or without cause, are not affected.',
  'This right of termination does not arise where the transfer is made to Parsley Holdings, Inc. Any rights the Customer may have to terminate this Agreement without cause stay unaffected.',
  'Whatever rights either party may have to end this Agreement under the general law remain unaffected.',
  'Nothing in this clause limits the right of either party to terminate this Agreement with or without cause under the general law.',
  'The right to terminate under clause 3 shall not apply during the first three months of this Agreement.',
];

describe('the termination right quoted', () => {
  it('is the sentence giving the right, not a carve-out that denies or keeps it', async () => {
    for (const [index, operative] of OPERATIVE.entries()) {
      const carveOut = CARVE_OUTS[index % CARVE_OUTS.length] ?? '';
      for (const terms of [
        [operative, carveOut],
        [operative, ...CARVE_OUTS],
      ]) {
        const quotes = quotesTitled(await agreement(...terms), 'Termination rights');
        expect(quotes.length).toBeGreaterThan(0);
        for (const quote of quotes) expect(quote).toContain(operative);
      }
    }
  });

  it('is never a carve-out alone, as a general right or as one to end it at will', async () => {
    for (const carveOut of CARVE_OUTS) {
      const result = await agreement(carveOut);
      expect(quotesTitled(result, 'Termination rights')).toEqual([]);
      expect(quotesTitled(result, 'Termination for convenience')).toEqual([]);
    }
  });
});
