import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Agreements written for these tests: two parties named by trade names, the fees paid by one of them.
function agreement(...clauses: string[]): string {
  return [
    'CO-BRANDING AGREEMENT',
    'This Agreement is made as of April 2, 2020 by and between Quillon Data, Inc. ("QDI") and Maple Brokerage, Inc. ("MBI").',
    ...clauses,
  ].join('\n\n');
}

describe('the party that must pay the fees is the client', () => {
  it('is read from "X agrees to pay said charges" and "X will commence payment of a monthly fee"', () => {
    const text = agreement(
      '1. Feed. QDI will provide a continuous data feed to the MBI servers during the term.',
      '2. Fees. MBI will commence payment of a monthly fee for the right to give its clients access to the feed. MBI agrees to pay the charges within thirty (30) days of the monthly invoice date.',
    );
    const reader = readerPartyWithReason(detectParties(text), 'client', undefined);
    expect(reader?.party.name).toBe('Maple Brokerage, Inc.');
    expect(reader?.reason).toMatch(/MBI will commence payment of a monthly fee/u);
  });

  it('is not read from a party paying its own counsel’s fees', () => {
    const text = agreement(
      '1. Costs. MBI shall pay the fees of its own attorneys in connection with this Agreement.',
      '2. Costs. QDI shall pay all fees and expenses of its own accountants.',
    );
    expect(readerPartyWithReason(detectParties(text), 'client', undefined)).toBeUndefined();
  });
});
