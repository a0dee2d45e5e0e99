import { describe, expect, it } from 'vitest';
import { CONTRACT_INTENTS } from './contract-intents';
import { createLocalAnswerer } from './local-answerer';

// Sentences and contracts written for these tests (not from any corpus).
const uncapped = CONTRACT_INTENTS.find((intent) => intent.category === 'Uncapped Liability')?.clue;

describe('liability left outside the cap, as contracts state it', () => {
  it('reads a limitation said not to limit or not to apply to named claims, and liability said unlimited', () => {
    for (const sentence of [
      'Nothing in this Section 9 will limit the liability of either party for fraud or for its indemnity obligations.',
      'The limitations of liability set out in Section 9.1 shall not apply to a breach of Section 6 (Confidentiality).',
      'Except for breaches of its confidentiality obligations, in no event shall either party be liable for more than the fees paid in the prior year.',
      'The Supplier’s liability for death or personal injury caused by its negligence shall be unlimited.',
    ]) {
      expect(uncapped?.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a cap with no exception, nor a clause about something else not applying', () => {
    for (const sentence of [
      'In no event shall either party be liable for more than the fees paid in the twelve months before the claim.',
      'The warranty in Section 5 shall not apply to Products modified by the Buyer.',
      'This Agreement does not limit the Buyer’s right to buy similar goods from others.',
    ]) {
      expect(uncapped?.test(sentence), sentence).toBe(false);
    }
  });
});

const document = {
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'SOFTWARE SERVICES AGREEMENT',
        'This Agreement is made on April 2, 2022 between Lark Cloud Inc. (the "Vendor") and Robin Retail LLC (the "Customer").',
        '1. Services. The Vendor shall host the Customer’s online shop.',
        '2. Fees. The Customer shall pay the monthly fees within thirty (30) days of invoice.',
        '9.1 Cap. Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.',
        '9.2 Exclusions. Nothing in this Section 9 will limit the liability of either party for fraud, for breach of Section 6, or for its indemnity obligations.',
        '10. Governing Law. This Agreement is governed by the laws of Delaware.',
      ].join('\n'),
    },
  ],
};

describe('asked which liability is not capped', () => {
  for (const question of [
    'Is any liability unlimited?',
    'Which claims fall outside the liability cap?',
    'Is liability uncapped for anything?',
  ]) {
    it(`cites the exclusions from the cap when asked “${question}”`, async () => {
      const result = await createLocalAnswerer().answer(question, document);
      expect(result.found).toBe(true);
      expect(result.citations[0]?.quote).toContain('will limit the liability of either party for fraud');
    });
  }
});
