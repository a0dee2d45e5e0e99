import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';

/** A short services agreement written for these tests (not from any corpus). */
const pages = [
  {
    pageNumber: 1,
    text: [
      'SERVICES AGREEMENT',
      'This Services Agreement is made and entered into as of March 3, 2021 by and between Alder Robotics Ltd., a company incorporated in England (the "Provider"), and Birch Foods plc (the "Client").',
      '1. Term. The term of this Agreement shall commence on the date first written above and continue for a period of two (2) years, unless terminated earlier in accordance with Section 6.',
      '2. Fees. The Client shall pay each invoice within thirty (30) days of receipt.',
      '3. Profit share. The Provider shall pay to the Client thirty percent (30%) of the net profits it earns from the resale of the Equipment.',
    ].join('\n'),
  },
  {
    pageNumber: 2,
    text: [
      '4. Insurance. The Provider shall maintain commercial general liability insurance with limits of not less than $2,000,000 per occurrence throughout the term.',
      '5. Governing Law. This Agreement shall be governed by the laws of England and Wales.',
      '6. Termination. Either party may terminate this Agreement upon a material breach by the other party that remains uncured for thirty (30) days after written notice.',
    ].join('\n'),
  },
];
const document = { documentType: 'contract' as const, pages };
const answerer = createLocalAnswerer();

const firstLine = (answer: string) => answer.split('\n')[0] ?? '';

describe('an answer opens with the passage that answers the question', () => {
  it('quotes the term before the expiration date the engine computed from it', async () => {
    const result = await answerer.answer('How long does this agreement run?', document);
    expect(result.found).toBe(true);
    expect(firstLine(result.answer)).toMatch(/^Page 1: “.*continue for a period of two \(2\) years/u);
    expect(result.citations[0]?.quote).toContain('continue for a period of two (2) years');
  });

  it('answers a profit-share question with the profit-share clause, not an unrelated date', async () => {
    const result = await answerer.answer('What share of its profits does the Provider pay the Client?', document);
    expect(result.found).toBe(true);
    expect(firstLine(result.answer)).toContain('thirty percent (30%) of the net profits');
    expect(result.answer).not.toMatch(/Expiration date|Agreement date|Effective date/iu);
  });

  it('finds the insurance clause however the question is worded', async () => {
    for (const question of [
      'What insurance must a party maintain?',
      'Does either side have to carry insurance?',
      'What insurance coverage is required under this contract?',
    ]) {
      const result = await answerer.answer(question, document);
      expect(result.found, question).toBe(true);
      expect(result.citations[0]?.quote, question).toContain('shall maintain commercial general liability insurance');
    }
  });

  it('says the contract does not state late-payment interest rather than quoting the payment terms', async () => {
    for (const question of [
      'What interest is charged on late payments?',
      'Is interest due on overdue invoices?',
      'What happens if the Client pays an invoice late, is there a late fee?',
    ]) {
      const result = await answerer.answer(question, document);
      expect(result.found, question).toBe(false);
      expect(result.answer, question).toMatch(/^This document does not seem to say/u);
    }
  });

  it('quotes a late-interest clause when the contract has one', async () => {
    const withInterest = {
      documentType: 'contract' as const,
      pages: [
        ...pages,
        {
          pageNumber: 3,
          text: '7. Late Payment. Any amount not paid when due shall bear interest at the rate of one and a half percent (1.5%) per month until paid in full.',
        },
      ],
    };
    const result = await answerer.answer('What interest is charged on late payments?', withInterest);
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('shall bear interest at the rate of one and a half percent');
    expect(result.citations[0]?.page).toBe(3);
  });
});
