import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';

/** A short supply agreement written for these tests (not from any corpus). */
const pages = [
  {
    pageNumber: 1,
    text: [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is entered into on June 4, 2022 between Quarry Tiles Inc., a Delaware corporation ("Supplier"), and Harbor Homes LLC ("Buyer").',
      '1. Definitions. "Products" means the ceramic tiles listed in Schedule A.',
      "2. Delivery. Supplier shall deliver the Products to the Buyer's warehouse within fourteen (14) days of each purchase order. Supplier shall bear all shipping costs.",
      '3. Price. The price of the Products is set out in Schedule A. Supplier may not increase the prices during the first twelve (12) months of the Term.',
      '4. Payment. Buyer shall pay each invoice within forty-five (45) days of receipt. Buyer may withhold payment of any amount it disputes in good faith.',
      '5. Inspection. Buyer may reject any Products that do not conform to the specifications by written notice within ten (10) days after delivery.',
    ].join('\n'),
  },
  {
    pageNumber: 2,
    text: [
      '6. Warranty. Supplier warrants that the Products will be free from defects for a period of twenty-four (24) months from delivery.',
      "7. Confidentiality. Each party shall keep the other party's Confidential Information secret for three (3) years after termination.",
      "8. Termination. Either party may terminate this Agreement for convenience on ninety (90) days' prior written notice. Buyer may terminate immediately if Supplier becomes insolvent.",
      '9. Indemnity. Supplier shall indemnify and hold harmless Buyer against all claims arising from defective Products.',
      '10. Notices. All notices shall be in writing and sent to the addresses set out on the signature page.',
      '11. Force Majeure. Neither party shall be liable for any delay caused by events beyond its reasonable control.',
      '12. Disputes. Any dispute shall be settled by arbitration in Chicago, Illinois.',
    ].join('\n'),
  },
];
const document = { documentType: 'contract' as const, pages };
const answerer = createLocalAnswerer();

async function opening(question: string): Promise<{ found: boolean; quote: string; answer: string }> {
  const result = await answerer.answer(question, document);
  return { found: result.found, quote: result.citations[0]?.quote ?? '', answer: result.answer };
}

describe('a question about something a general clause does not hold is answered by the passage that holds it', () => {
  it('answers who pays for shipping with the shipping sentence, not the invoice terms', async () => {
    const { found, quote, answer } = await opening('Who pays for shipping?');
    expect(found).toBe(true);
    expect(quote).toContain('Supplier shall bear all shipping costs');
    expect(answer).not.toContain('Payment terms:');
  });

  it('answers whether payment may be withheld with the sentence allowing it', async () => {
    const { quote } = await opening('Can the buyer withhold payment?');
    expect(quote).toContain('Buyer may withhold payment of any amount it disputes');
  });

  it('answers a termination question about insolvency with the insolvency right', async () => {
    const { quote } = await opening('Can the buyer terminate if the supplier goes bankrupt?');
    expect(quote).toContain('Buyer may terminate immediately if Supplier becomes insolvent');
  });

  it('answers "how long" about something other than the agreement with that thing’s period', async () => {
    const { found, quote } = await opening('How long does the buyer have to reject defective products?');
    expect(found).toBe(true);
    expect(quote).toContain('Buyer may reject any Products');
  });
});

describe('a word that belongs to the frame is no other subject', () => {
  it('answers when payment is due with the payment terms', async () => {
    const { quote } = await opening('When is payment due?');
    expect(quote).toContain('Buyer shall pay each invoice within forty-five (45) days of receipt');
  });

  it('answers what must be paid on termination with the sentence on termination payments', async () => {
    const withEffect = {
      documentType: 'contract' as const,
      pages: [
        ...pages,
        {
          pageNumber: 3,
          text: '13. Effect of Termination. Upon termination, Buyer shall pay for all Products delivered before the termination date.',
        },
      ],
    };
    const result = await answerer.answer('What must be paid on termination?', withEffect);
    expect(result.citations[0]?.quote).toContain('Upon termination, Buyer shall pay for all Products delivered');
  });
});

describe('a period asked of something other than the agreement', () => {
  it('answers the notice period for termination with the termination notice, not the term', async () => {
    const hosting = {
      documentType: 'contract' as const,
      pages: [
        {
          pageNumber: 1,
          text: [
            'This Hosting Agreement is entered into as of May 2, 2021 by Fennel Cloud Ltd. ("Provider") and Juniper Retail Corp. ("Customer").',
            '1. Term. This Agreement shall remain in force for three (3) years from the Effective Date.',
            "2. Termination. Either party may terminate this Agreement on sixty (60) days' written notice.",
            '3. Notices. Notices must be sent by email to the addresses on the signature page.',
          ].join('\n'),
        },
      ],
    };
    for (const question of [
      'How long is the notice period for termination?',
      'What is the notice period for termination?',
    ]) {
      const result = await answerer.answer(question, hosting);
      expect(result.citations[0]?.quote, question).toContain("sixty (60) days' written notice");
      expect(result.answer, question).not.toContain('Expiration date:');
    }
  });
});

describe('the words that frame a question do not stop it being answered', () => {
  it('reads "how quickly" as asking for a period', async () => {
    const { found, quote } = await opening('How quickly must the products be delivered?');
    expect(found).toBe(true);
    expect(quote).toContain('within fourteen (14) days of each purchase order');
  });

  it('reads "what happens if there is … event" as asking about the named subject', async () => {
    const { found, quote } = await opening('What happens if there is a force majeure event?');
    expect(found).toBe(true);
    expect(quote).toContain('beyond its reasonable control');
  });

  it('answers where disputes are resolved with the arbitration sentence', async () => {
    const { found, quote } = await opening('Where are disputes resolved?');
    expect(found).toBe(true);
    expect(quote).toContain('settled by arbitration in Chicago');
  });
});

describe('a clause is quoted by the sentence that states it, not its heading', () => {
  it('answers how notices are given with the notices section, and never cites a bare heading', async () => {
    const result = await answerer.answer('How are notices given?', document);
    expect(result.citations[0]?.quote).toContain('All notices shall be in writing');
    for (const citation of result.citations) expect(citation.quote).not.toMatch(/^\d+\. \p{L}+\.$/u);
  });

  it('never cites the termination heading beside the termination sentences', async () => {
    const result = await answerer.answer('How much notice is needed to terminate?', document);
    expect(result.citations[0]?.quote).toContain("ninety (90) days' prior written notice");
    for (const citation of result.citations) expect(citation.quote).not.toBe('8. Termination.');
  });
});

describe('what the document does not say is still refused', () => {
  for (const question of [
    'What happens if the buyer pays late?',
    'What is the penalty for late delivery?',
    'Is there a non-compete?',
    'What happens if there is a strike?',
    'Does the contract say anything about data protection?',
  ]) {
    it(`refuses: ${question}`, async () => {
      const { found, answer } = await opening(question);
      expect(found).toBe(false);
      expect(answer).toMatch(/^This document does not seem to say/u);
    });
  }
});
