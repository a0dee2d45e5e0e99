import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * A form whose governing law is left to be filled in ("the laws of the State of [State]", "the laws of ______")
 * chooses no law yet: the advice is to fill in the law the reader wants, not that no change is needed.
 * Agreements written for these tests.
 */
const FORM = (lawSentence: string) => [
  'EQUIPMENT RENTAL AGREEMENT',
  'This agreement is made between [lessor] ("the Owner") and [lessee] ("the Hirer").',
  '1. Rental. The Owner shall rent the scaffolding to the Hirer for the Rental Period.',
  '2. Payment. The Hirer shall pay the Owner the weekly rent in advance.',
  `3. Law. ${lawSentence}`,
];

describe('a governing law left blank in a form', () => {
  for (const blank of ['[stateOfLaw]', '______________', '<<State>>']) {
    it(`asks to fill in the law for "${blank}"`, async () => {
      const told = toldAboutLines(
        await analyzeContractLines(FORM(`This agreement shall be governed by the laws of the State of ${blank}.`)),
        'Governing law',
      ).join('\n');
      expect(told).toMatch(/left blank/u);
      expect(told).toMatch(/fill in/iu);
      expect(told).not.toMatch(/No change needed/u);
    });
  }

  it('still tells a named law as chosen', async () => {
    const told = toldAboutLines(
      await analyzeContractLines(FORM('This agreement shall be governed by the laws of the State of Vermont.')),
      'Governing law',
    ).join('\n');
    expect(told).not.toMatch(/left blank/u);
  });
});

describe('a governing law that shuts out conflict-of-laws rules', () => {
  for (const tail of [
    'excluding its conflict of laws principles',
    'except for the United Nations Convention on Contracts for the International Sale of Goods',
  ]) {
    it(`is not told as having exceptions ("${tail}")`, async () => {
      const told = toldAboutLines(
        await analyzeContractLines(FORM(`This agreement is governed by the laws of the State of Vermont, ${tail}.`)),
        'Governing law',
      ).join('\n');
      expect(told).toMatch(/Vermont/u);
      expect(told).not.toMatch(/It has exceptions/u);
    });
  }
});
