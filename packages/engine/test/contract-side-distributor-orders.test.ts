import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// An amendment written for this test: the distributor is named only by its role word, and the one clause
// that shows it buying says it places orders, with no "shall".
const AMENDMENT = [
  'AMENDMENT NO. 2 TO THE RESELLER AGREEMENT',
  'This Amendment No. 2 to the Reseller Agreement, by and between Orvane Instruments, Inc. ("Orvane"), a Nevada corporation, and Kestrel Trading LLC ("Distributor"), an Ohio company, is effective as of the date last signed below.',
  'WHEREAS, Orvane and Distributor wish to change the payment terms;',
  'NOW THEREFORE, the parties agree as follows:',
  '1. Where Distributor places purchase orders after the term ends and Orvane accepts them, the terms of the Agreement apply to those orders.',
].join('\n\n');

describe('a distributor that places orders with the other party is the client', () => {
  it('is the reader’s party for the client role, with the ordering clause as the reason', () => {
    const reader = readerPartyWithReason(detectParties(AMENDMENT), 'client', undefined);
    expect(reader?.party.name).toBe('Kestrel Trading LLC');
    expect(reader?.reason).toMatch(/Distributor places purchase orders/u);
  });

  it('leaves the supplier on the providing side', () => {
    expect(readerPartyWithReason(detectParties(AMENDMENT), 'service-provider', undefined)?.party.name).toBe(
      'Orvane Instruments, Inc.',
    );
  });
});
