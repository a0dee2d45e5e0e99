import { describe, expect, it } from 'vitest';
import { isContactLine } from './contact-lines';
import { createLocalAnswerer } from './local-answerer';

// Sentences and contracts written for these tests (not from any corpus).
describe('lines that say who signs or where to write', () => {
  it('reads signer lines and notice addresses', () => {
    for (const line of [
      'By: /s/ Maria Holt Name: Maria Holt Title: Chief Financial Officer',
      'By: Peter Lane',
      'Name: Peter Lane Title: President',
      '/s/ Peter Lane',
      'Heron Tools GmbH, 12 Mill Street, Bremen, Germany Attn: Legal Department',
      'Osprey Foods LLC 400 Harbor Road, Suite 2 Portland, ME 04101 Attention: General Counsel',
    ]) {
      expect(isContactLine(line), line).toBe(true);
    }
  });

  it('does not read a clause that names a signer or an address', () => {
    for (const line of [
      'By signing below, the Buyer agrees to pay the fees set out in Schedule 1.',
      'Notices to the Supplier shall be sent to 12 Mill Street, Bremen, Attn: Legal Department.',
      'Title to the Products shall pass to the Buyer on delivery.',
      'Name changes of either party shall be notified within ten days.',
    ]) {
      expect(isContactLine(line), line).toBe(false);
    }
  });
});

const contents = {
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'SUPPLY AGREEMENT',
        'TABLE OF CONTENTS',
        'ARTICLE 1 DEFINITIONS 1 1.1 Defined Terms 1 ARTICLE 2 SUPPLY 3 2.1 Supply 3 2.2 Forecasts 3 ARTICLE 3 PRICE AND PAYMENT 4 3.1 Prices 4 3.2 Yearly Review 5 3.3 Price Changes 5 3.4 Invoices 6 3.5 Taxes 7',
        'This Supply Agreement is made on May 3, 2021 between Finch Mills Ltd. (the "Supplier") and Wren Bakeries Inc. (the "Buyer").',
        '1. Supply. The Supplier shall supply flour to the Buyer as ordered from time to time.',
        '3.1 Prices. The Buyer shall pay the prices set out in Schedule 2.',
        '3.2 Yearly Review. Once in each contract year the Supplier may raise the price of flour by up to five percent.',
        '3.3 Invoices. The Supplier shall invoice each delivery on shipment.',
      ].join('\n'),
    },
  ],
};

describe('asked about a clause a table of contents lists', () => {
  it('opens with the clause, not with the contents line naming it', async () => {
    const result = await createLocalAnswerer().answer('Can the supplier raise its prices?', contents);
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('may raise the price of flour');
  });
});
