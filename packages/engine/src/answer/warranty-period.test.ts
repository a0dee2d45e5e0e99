import { describe, expect, it } from 'vitest';
import { CONTRACT_INTENTS } from './contract-intents';
import { createLocalAnswerer } from './local-answerer';

// Sentences and contracts written for these tests (not from any corpus).
const period = CONTRACT_INTENTS.find((intent) => intent.category === 'Warranty Duration')?.clue;

describe('how long a warranty lasts, as contracts state it', () => {
  it('reads a remedy for defects that show within a period, and a guarantee for a period', () => {
    for (const sentence of [
      'Should the Goods prove defective within twelve (12) months from delivery, the Seller shall repair or replace them.',
      'Any defect notified within ninety (90) days after acceptance shall be corrected free of charge.',
      'The Contractor guarantees its workmanship for two (2) years from completion.',
      'The warranty period is eighteen months.',
      'The Supplier warrants that the Equipment will be free from defects for a period of one year.',
    ]) {
      expect(period?.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a payment, inspection or return within a period', () => {
    for (const sentence of [
      'The Buyer shall pay each invoice within 30 days of delivery.',
      'The Buyer shall inspect the Goods within ten days of delivery and report any shortfall.',
      'Defective Goods shall be returned at the Seller’s cost.',
      'The Buyer shall inspect the Goods for damage, defect or shortage on receipt and give notice of any shortage within five days.',
      'The Seller warrants that it has good title to the Goods.',
    ]) {
      expect(period?.test(sentence), sentence).toBe(false);
    }
  });
});

const document = {
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'OUTSOURCED REPAIR AGREEMENT',
        'This Agreement is made on August 8, 2022 between Gannet Tools Ltd. (the "Repairer") and Tern Motors Inc. (the "Owner").',
        '1. Services. The Repairer shall repair the engines the Owner sends it.',
        '2. Care. The Repairer warrants that it will perform the Services with due care and skill.',
        '3. Remedy. Should any repaired engine prove defective within six (6) months from its return to the Owner, the Repairer shall repair it again at no charge.',
        '4. Fees. The Owner shall pay each invoice within thirty (30) days of receipt.',
      ].join('\n'),
    },
  ],
};

describe('asked how long the warranty lasts', () => {
  for (const question of [
    'How long does the warranty last?',
    'What is the warranty period?',
    'How long is the guarantee?',
  ]) {
    it(`opens with the period in which defects are remedied when asked “${question}”`, async () => {
      const result = await createLocalAnswerer().answer(question, document);
      expect(result.found).toBe(true);
      expect(result.citations[0]?.quote).toContain('within six (6) months from its return');
    });
  }
});
