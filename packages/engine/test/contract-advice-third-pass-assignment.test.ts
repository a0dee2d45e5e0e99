import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// A reseller agreement written for these tests: Tollery (the reader) resells Brightwick's meters under a licence.
const RESELLER: AgreementOpening = {
  title: 'RESELLER AGREEMENT',
  preamble:
    'This Reseller Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Reseller"), and Brightwick Meters Ltd., a Scottish company ("Supplier").',
  clauses: [
    'Supplier hereby grants Reseller a non-transferable, revocable, limited right to resell and promote the Meters in the Territory.',
    'Reseller shall pay Supplier the prices in Schedule B within thirty (30) days of each invoice.',
  ],
  reader: 'Tollery',
};

const analyse = (...sentences: string[]) => analyseAgreement(RESELLER, sentences);

describe('a transfer the contract already allows is not asked for', () => {
  it('reads a permission given to the parties by name as one the reader holds', async () => {
    const advice = adviceOn(
      await analyse(
        'Supplier and/or Reseller may assign this Agreement to any of its affiliates or upon any merger or the sale of all or substantially all of its assets.',
      ),
      'Non-transferable license',
    );
    expect(advice).not.toMatch(/Ask for transfer to affiliates and to a buyer/u);
  });

  it('still asks for both transfers when only the other side may assign', async () => {
    const advice = adviceOn(
      await analyse('Supplier may assign this Agreement to any of its affiliates or upon any merger.'),
      'Non-transferable license',
    );
    expect(advice).toMatch(/Ask for transfer to affiliates and to a buyer/u);
  });
});
