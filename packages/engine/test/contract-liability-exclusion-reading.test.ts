import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * An exclusion of liability is told from what its sentence says: which damages it shuts out ("damages of
 * any kind" is all of them; the list after "including" only gives examples), which losses it reaches (only
 * those caused by the agreement ending, where it says so), and whose liability it limits (one named party's,
 * unless the sentence names both). Invented supply agreements.
 */

const supply = (liability: string) => `SUPPLY AGREEMENT

This Supply Agreement is made between Northwind Parts Ltd ("Supplier") and Harbor Tools Inc ("Customer").

1. Supply. Supplier shall deliver the parts ordered by Customer in each purchase order.

2. Payment. Customer shall pay each invoice within 45 days of receipt.

3. Liability. ${liability}

4. Law. This Agreement is governed by the laws of the State of New York.`;

const LIMIT = 'Limitation of liability';

describe('an exclusion of damages of any kind', () => {
  const ALL_KINDS = [
    'Supplier will not be liable to Customer for damages of any kind, including lost profits, special or consequential damages, arising from the expiration or termination of this Agreement.',
    'Supplier will not be liable to Customer for damages of any kind, including lost profits, special or consequential damages, by reason of the expiry of this Agreement.',
  ];
  for (const liability of ALL_KINDS) {
    it(`is told as shutting out direct loss too, for loss from the agreement ending: ${liability.slice(0, 60)}`, async () => {
      const told = toldOn(await analyzeContractText(supply(liability), { role: 'client' }), LIMIT);
      expect(told).toMatch(/direct loss included/iu);
      expect(told).toMatch(/for loss caused by the agreement ending/iu);
      expect(told).not.toMatch(/leaves claims for direct loss|does not reach direct loss/iu);
      expect(told).not.toMatch(/count as indirect/iu);
    });
  }

  it('reaching every claim, is told as shutting out direct loss without naming the agreement ending', async () => {
    const told = toldOn(
      await analyzeContractText(
        supply(
          'In no event shall Supplier be liable to Customer for any damages, including lost profits or consequential damages, arising out of this Agreement.',
        ),
        { role: 'client' },
      ),
      LIMIT,
    );
    expect(told).toMatch(/direct loss included/iu);
    expect(told).not.toMatch(/agreement ending/iu);
  });

  it('an exclusion of indirect loss only still leaves direct loss, and names the agreement ending it is limited to', async () => {
    const told = toldOn(
      await analyzeContractText(
        supply(
          'Neither party shall be liable to the other for any indirect, special or consequential damages on account of the termination of this Agreement.',
        ),
        { role: 'client' },
      ),
      LIMIT,
    );
    expect(told).toMatch(/leaves claims for direct loss as they are/iu);
    expect(told).toMatch(/for loss caused by the agreement ending/iu);
  });
});

describe('whose liability an exclusion limits', () => {
  it('one named party’s exclusion is not told as applying to both parties because "either party" appears later', async () => {
    const result = await analyzeContractText(
      supply(
        'Supplier shall not be liable to Customer for any lost profits or consequential damages resulting from a breach of this Agreement by either party.',
      ),
      { role: 'client' },
    );
    const told = toldOn(result, LIMIT);
    expect(told).not.toMatch(/both parties alike/iu);
    expect(result.keyFindings.find((finding) => finding.title === LIMIT)?.type).toBe('medium');
  });

  it('an exclusion worded for both parties is still told as applying to both', async () => {
    const told = toldOn(
      await analyzeContractText(
        supply('Neither party shall be liable to the other for any lost profits or consequential damages.'),
        { role: 'client' },
      ),
      LIMIT,
    );
    expect(told).toMatch(/both parties alike/iu);
  });
});

describe('a sentence that limits liability is never the ground of uncapped liability', () => {
  const reseller = `RESELLER AGREEMENT

This Reseller Agreement is made between Tallis Software Inc ("Tallis") and Moorgate Systems Ltd ("Reseller").

1. Appointment. Tallis appoints Reseller to resell the software in the Territory.

2. Fees. Reseller shall pay Tallis the fees in Schedule A within 30 days of each invoice.

3. Liability. Either party's liability for damages shall be limited to the amounts actually paid by Reseller under this Agreement.

4. Liability. THE LIABILITY OF TALLIS FOR DAMAGES HEREUNDER, IN CONTRACT, TORT OR OTHERWISE, SHALL BE LIMITED TO RESELLER'S DIRECT DAMAGES.

5. Law. This Agreement is governed by the laws of the State of Texas.`;

  it('a cap or a limit to direct damages with no carve-out grounds no uncapped liability', async () => {
    const result = await analyzeContractText(reseller, { role: 'client' });
    const uncapped = (result.clauses ?? []).filter((clause) => clause.title === 'Uncapped liability');
    expect(uncapped.map((clause) => clause.evidence?.quote)).toEqual([]);
    expect(toldOn(result, 'Uncapped liability')).toBe('[[],[]]');
  });
});

describe('the carve-outs asked of a one-way exclusion', () => {
  it('asks for no carve-out of indemnities when the only indemnity is given by the party the exclusion leaves unable to claim', async () => {
    const result = await analyzeContractText(
      `DISTRIBUTION AGREEMENT

This Distribution Agreement is made between Kestrel Optics Co ("Kestrel") and Fairway Trading LLC ("Distributor").

1. Appointment. Kestrel appoints Distributor to sell the lenses in the Territory.

2. Payment. Distributor shall pay each invoice within 30 days of receipt.

3. Taxes. Distributor shall hold Kestrel harmless from any taxes assessed against Kestrel because of sales made by Distributor.

4. Liability. In no event shall Kestrel be liable for consequential damages.

5. Confidentiality. Each party shall keep the other party's confidential information secret.

6. Law. This Agreement is governed by the laws of the State of Ohio.`,
      { role: 'client' },
    );
    const told = toldOn(result, LIMIT);
    expect(told).toMatch(/breaches of confidentiality fall outside the exclusion/iu);
    expect(told).not.toMatch(/indemnit/iu);
  });
});
