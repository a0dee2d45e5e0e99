import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Agreements written for these tests: a distributor named only by its role word.
function readerOf(text: string) {
  return readerPartyWithReason(detectParties(text), 'client', undefined);
}

describe('a party named "Distributor" that buys the goods is the client', () => {
  const buying = [
    'DISTRIBUTION AGREEMENT',
    'This Distribution Agreement is made as of March 3, 2022 by and between Orvane Instruments Ltd. ("Orvane") and Kestrel Trading LLC ("Distributor").',
    '1. Appointment. Orvane appoints Distributor as its non-exclusive distributor of the Products in Portugal.',
    '2. Orders. Distributor shall purchase its requirements of the Products at the prices listed in Schedule A, and Orvane shall ship each order within ten days.',
  ].join('\n\n');

  it('is the reader’s party for the client role, with the buying clause as the reason', () => {
    const reader = readerOf(buying);
    expect(reader?.party.name).toBe('Kestrel Trading LLC');
    expect(reader?.reason).toMatch(/Distributor shall purchase its requirements/u);
  });

  it('is found from its purchase orders too', () => {
    const reader = readerOf(
      buying.replace(
        'Distributor shall purchase its requirements of the Products',
        'Each of Distributor’s purchase orders is binding once Orvane accepts it, and the Products are invoiced',
      ),
    );
    expect(reader?.party.name).toBe('Kestrel Trading LLC');
  });
});

describe('a distributor that pays the supplier’s invoices is the client', () => {
  it('is the reader’s party for the client role', () => {
    const reader = readerOf(
      [
        'DISTRIBUTION AGREEMENT',
        'This Distribution Agreement is made as of March 3, 2022 by and between Orvane Instruments Ltd. ("Company") and Kestrel Trading LLC ("Distributor").',
        '1. Appointment. Company appoints Distributor as its distributor of the Products in Portugal.',
        '2. Payment. Distributor shall: (i) pay all invoices issued by Company within thirty days; and (ii) keep the Products insured.',
      ].join('\n\n'),
    );
    expect(reader?.party.name).toBe('Kestrel Trading LLC');
  });
});

describe('a distributor paid to distribute, buying nothing, is not made the client', () => {
  it('leaves the distributor of a fund’s shares off the client’s side', () => {
    const reader = readerOf(
      [
        'DISTRIBUTION AGREEMENT',
        'This Distribution Agreement is made as of March 3, 2022 by and between Harbor Growth Fund ("Harbor") and Lanyard Securities LLC ("Distributor").',
        '1. Services. Distributor shall use reasonable efforts to sell the shares of Harbor to investors.',
        '2. Fees. Harbor shall pay Distributor a fee of 0.25% a year of the average net assets.',
      ].join('\n\n'),
    );
    expect(reader?.party.name).not.toBe('Lanyard Securities LLC');
  });
});
