import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';

/** A short consulting agreement written for these tests (not from any corpus). */
const pages = [
  {
    pageNumber: 1,
    text: [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made as of January 10, 2023 between Lantern Analytics GmbH ("Consultant") and Oakridge Medical Inc. ("Company").',
      '1. Services. Consultant shall provide the data analysis services described in Exhibit A.',
      '2. Fees. Company shall pay Consultant a monthly fee of $12,000. Company shall reimburse Consultant for reasonable travel expenses approved in advance.',
      '3. Term. This Agreement begins on the date above and ends on December 31, 2023.',
    ].join('\n'),
  },
  {
    pageNumber: 2,
    text: [
      '4. Ownership. All reports prepared by Consultant shall be the sole property of Company.',
      '5. Non-Solicitation. During the term and for twelve (12) months thereafter, Company shall not hire any employee of Consultant.',
      "6. Subcontracting. Consultant may not subcontract any Services without the Company's prior written consent.",
      '7. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ].join('\n'),
  },
];
const document = { documentType: 'contract' as const, pages };
const answerer = createLocalAnswerer();

describe("a question about one party's duties is answered by the sentences binding that party", () => {
  it("lists the consultant's obligations, the services first", async () => {
    const result = await answerer.answer("What are the consultant's obligations?", document);
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('Consultant shall provide the data analysis services');
    expect(result.citations.map((citation) => citation.quote)).toContain(
      "Consultant may not subcontract any Services without the Company's prior written consent.",
    );
    for (const citation of result.citations) expect(citation.quote).not.toMatch(/^Company shall/u);
  });

  it('answers what the company has to do with the sentences where the company is bound, not where it is named', async () => {
    const result = await answerer.answer('What does the Company have to do?', document);
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('Company shall pay Consultant a monthly fee of $12,000');
    for (const citation of result.citations) {
      expect(citation.quote).not.toContain('sole property of Company');
      expect(citation.quote).not.toMatch(/^Consultant /u);
    }
  });

  it('counts a party bound in the second half of a sentence, and not one that is only permitted', async () => {
    const withReturn = {
      documentType: 'contract' as const,
      pages: [
        ...pages,
        {
          pageNumber: 3,
          text: [
            '8. Effect of Termination. Upon termination, Company shall pay all fees accrued and Consultant shall return all Company documents.',
            '9. Suspension. Consultant may suspend the Services if any invoice is unpaid.',
          ].join('\n'),
        },
      ],
    };
    const result = await answerer.answer('What must the consultant do?', withReturn);
    const quotes = result.citations.map((citation) => citation.quote);
    expect(quotes.some((quote) => quote.includes('Consultant shall return all Company documents'))).toBe(true);
    expect(quotes.some((quote) => quote.includes('Consultant may suspend'))).toBe(false);
  });

  it('refuses when the document binds no such party', async () => {
    const result = await answerer.answer("What are the distributor's obligations?", document);
    expect(result.found).toBe(false);
  });
});

describe("a question about one party's rights is answered by the sentences permitting that party", () => {
  const withRights = {
    documentType: 'contract' as const,
    pages: [
      ...pages,
      {
        pageNumber: 3,
        text: [
          '8. Suspension. Consultant may suspend the Services if any invoice is unpaid for sixty (60) days.',
          '9. Publicity. Company may name Consultant as its supplier in its annual report.',
        ].join('\n'),
      },
    ],
  };

  it("answers what the consultant may do with its permissions, not its prohibitions or the company's rights", async () => {
    for (const question of ['What may the consultant do?', "What are the consultant's rights?"]) {
      const result = await answerer.answer(question, withRights);
      expect(result.found, question).toBe(true);
      expect(result.citations[0]?.quote, question).toContain('Consultant may suspend the Services');
      for (const citation of result.citations) {
        expect(citation.quote, question).not.toContain('may not subcontract');
        expect(citation.quote, question).not.toMatch(/^Company may/u);
      }
    }
  });
});

describe('a party with no right of its own shares the rights given to either party', () => {
  const lease = {
    documentType: 'contract' as const,
    pages: [
      {
        pageNumber: 1,
        text: [
          'This Equipment Lease is made between Rowan Leasing Ltd. ("Lessor") and Tamsin Bakery Ltd. ("Lessee").',
          'Lessee shall keep the oven in good working order.',
          "Either party may terminate this Lease on thirty (30) days' written notice.",
        ].join('\n'),
      },
    ],
  };

  it("answers the lessee's rights with the right either party has", async () => {
    const result = await answerer.answer("What are the lessee's rights?", lease);
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('Either party may terminate this Lease');
  });

  it('still refuses for a party the lease does not name', async () => {
    const result = await answerer.answer("What are the distributor's rights?", lease);
    expect(result.found).toBe(false);
  });
});

describe('a question in a general frame about a particular subject', () => {
  it('answers how long hiring is restricted with the hiring restriction, not the end of the term', async () => {
    const result = await answerer.answer('For how long after the term is hiring restricted?', document);
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('for twelve (12) months thereafter, Company shall not hire');
    expect(result.answer).not.toContain('Expiration date:');
  });
});
