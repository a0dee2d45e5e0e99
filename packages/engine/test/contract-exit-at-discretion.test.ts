import { describe, expect, it } from 'vitest';
import { risksTitled, toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * A right to end the agreement at a party's discretion (at any time, for no reason, on notice alone) is a
 * risk told to the reader whenever the other side holds it, whatever verb or voice the sentence uses, and
 * it names who holds it. Invented supply agreements.
 */

const supply = (termination: string) => `SUPPLY AGREEMENT

This Supply Agreement is made between Harlow Foods Ltd. (the "Buyer") and Penrith Mills Inc. (the "Supplier").

1. Supply. The Supplier shall supply flour to the Buyer as ordered.

2. Price. The Buyer shall pay each invoice within thirty (30) days of receipt.

3. Term. ${termination}

4. Governing Law. This Agreement is governed by the laws of the State of Ohio.`;

const SUPPLIER_AT_WILL = [
  'The Supplier may cancel this Agreement at any time by notice to the Buyer.',
  'The Supplier may end this Agreement at any time without cause.',
  'The Supplier may, at its option, terminate this Agreement by giving the Buyer three (3) months’ written notice.',
  'This Agreement may be terminated by the Supplier upon ninety (90) days’ notice to the Buyer.',
  'This Agreement shall continue until terminated by the Supplier on thirty (30) days’ written notice.',
  'The Supplier may terminate this Agreement in its sole discretion.',
];

describe('a right of the other side to end the agreement at will', () => {
  for (const clause of SUPPLIER_AT_WILL) {
    it(`is a risk to the buyer naming the supplier: ${clause.slice(0, 50)}`, async () => {
      const result = await analyzeContractText(supply(clause), { role: 'client' });
      expect(risksTitled(result, 'Termination for convenience')).toHaveLength(1);
      expect(toldOn(result, 'Termination for convenience')).toMatch(/Supplier holds this right against your side/u);
    });
  }

  it('is told as the other side’s right too when either party holds it', async () => {
    const told = toldOn(
      await analyzeContractText(
        supply('Either party may terminate this Agreement upon sixty (60) days written notice to the other party.'),
        { role: 'client' },
      ),
      'Termination for convenience',
    );
    expect(told).toMatch(/both parties alike/iu);
    expect(told).toMatch(/other side (?:may|can) (?:also )?end/iu);
  });

  it('is not a right at will when it is for the other side’s failure', async () => {
    const result = await analyzeContractText(
      supply('The Supplier may cancel this Agreement if the Buyer fails to pay any invoice when due.'),
      { role: 'client' },
    );
    expect(risksTitled(result, 'Termination for convenience')).toEqual([]);
  });
});
