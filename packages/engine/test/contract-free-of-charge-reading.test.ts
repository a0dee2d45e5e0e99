import { describe, expect, it } from 'vitest';
import { endsAtWill, paysNothing } from '../src/local/contract/free-of-charge';

const read = (...texts: string[]) => texts.map((text) => ({ text }));

describe('whether the reader pays nothing under the agreement', () => {
  it.each([
    ['The Service is free to use for registered members.'],
    ['Attendance at the Summit is complimentary.'],
    ['No fees are payable by Participant under this Agreement.', 'The kit is made available at no cost.'],
  ])('reads "%s" as free', (...texts) => {
    expect(paysNothing(read(...texts))).toBe(true);
  });

  it('does not read a free replacement or free updates in a paid deal as a free deal', () => {
    expect(
      paysNothing(
        read('Supplier shall replace defective goods free of charge.', 'Buyer shall pay the prices in Exhibit B.'),
      ),
    ).toBe(false);
    expect(
      paysNothing(read('Updates are provided at no additional charge.', 'Customer shall pay a fee of $500 per month.')),
    ).toBe(false);
  });

  it('does not take "free from defects", "royalty-free" or "free and clear" for no charge', () => {
    expect(paysNothing(read('Goods shall be free from defects.', 'Title is free and clear of liens.'))).toBe(false);
    expect(paysNothing(read('Licensee receives a royalty-free licence.'))).toBe(false);
  });
});

describe('whether either side may end it at will', () => {
  it('needs both the provider’s right to discontinue and the user’s to stop', () => {
    const provider = 'The Host may suspend or discontinue the Forum at any time.';
    const user = 'Members may stop using the Forum at any time.';
    expect(endsAtWill(read(provider, user))).toBe(true);
    expect(endsAtWill(read(provider))).toBe(false);
    expect(endsAtWill(read(user))).toBe(false);
  });
});
