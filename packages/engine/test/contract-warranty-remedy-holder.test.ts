import { describe, expect, it } from 'vitest';
import { risksAndFindingsTold, somethingTold } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * A warranty of the goods that a slip of drafting puts in the buyer's mouth ("The Buyer warrants that the Goods will
 * be free from defects") while the next sentences of the clause give the buyer the remedy for its breach (the seller
 * replaces faulty goods): the promise protects the buyer, and is told as one the buyer holds, not gives.
 * Agreements written for these tests.
 */
const SUPPLY = (warrantor: string) => [
  'TILE SUPPLY AGREEMENT',
  'This agreement is made between Redkiln Ceramics Ltd ("the Seller") and Osprey Interiors Ltd ("the Buyer").',
  '1. Supply. The Seller shall deliver the floor tiles the Buyer orders.',
  '2. Price. The Buyer shall pay the Seller within thirty days of delivery.',
  `3.1. Warranty. ${warrantor} warrants that the Goods will be free from defects and will conform to the agreed specifications.`,
  "3.2. Remedy. The Buyer's sole remedy for breach of this warranty is that the Seller shall replace the defective Goods at the Seller's own cost.",
];

describe('a quality warranty whose remedy another sentence gives the reader', () => {
  it('is told as protecting the buyer, though the sentence names the buyer as giving it', async () => {
    const told = somethingTold(
      risksAndFindingsTold(await analyzeContractLines(SUPPLY('The Buyer')), 'Warranties and disclaimers'),
    );
    expect(told).not.toMatch(/promise of quality you give|Your side gives|\(your side\) gives/u);
    expect(told).toMatch(/remedy/u);
  });

  it('is told the same way when the seller is named as giving it', async () => {
    const told = somethingTold(
      risksAndFindingsTold(await analyzeContractLines(SUPPLY('The Seller')), 'Warranties and disclaimers'),
    );
    expect(told).not.toMatch(/promise of quality you give/u);
  });

  it('stays the reader’s own promise when the remedy runs to the other side', async () => {
    const lines = SUPPLY('The Buyer').map((line) =>
      line.startsWith('3.2.')
        ? "3.2. Remedy. The Seller's sole remedy for breach of this warranty is that the Buyer shall pay for any loss it causes."
        : line,
    );
    const told = somethingTold(risksAndFindingsTold(await analyzeContractLines(lines), 'Warranties and disclaimers'));
    expect(told).toMatch(/you give|your side\) gives|Your side gives/u);
  });

  it('is read the same way on a form whose parties are blanks to fill in', async () => {
    const lines = SUPPLY('[buyer]').map((line) =>
      line
        .replace('Redkiln Ceramics Ltd ("the Seller") and Osprey Interiors Ltd ("the Buyer")', '[seller] and [buyer]')
        .replace(/The Buyer's|the Buyer|The Buyer/gu, (words) => (words.endsWith("'s") ? "[buyer]'s" : '[buyer]'))
        .replace(/the Seller's|the Seller|The Seller/gu, (words) => (words.endsWith("'s") ? "[seller]'s" : '[seller]')),
    );
    const told = somethingTold(risksAndFindingsTold(await analyzeContractLines(lines), 'Warranties and disclaimers'));
    expect(told).not.toMatch(/promise of quality you give|Your side gives/u);
  });
});
