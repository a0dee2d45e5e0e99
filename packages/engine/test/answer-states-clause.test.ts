import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from '../src/answer/local-answerer';

/**
 * A franchise agreement written for these tests (not from any corpus). Its table of contents and its
 * list of exhibits name the restrictive covenants before the sections that state them.
 */
const pages = [
  {
    pageNumber: 1,
    text: [
      'MASTER FRANCHISE AGREEMENT',
      'TABLE OF CONTENTS',
      '11.1 Non-Competition During the Term 18 11.2 Non-Competition After the Term 19 11.3 Non-Solicitation of Customers 19 11.4 Exclusive Territory 20',
      'EXHIBITS: A - Territory B - Guaranty C - Non-Competition and Non-Solicitation Agreement D - Exclusive Territory Map',
    ].join('\n'),
  },
  {
    pageNumber: 2,
    text: [
      'This Master Franchise Agreement is made on April 4, 2023 between Juniper Kitchens Inc. ("Franchisor") and Osprey Dining LLC ("Franchisee").',
      '3. Fees. Franchisee shall pay Franchisor an initial fee of $40,000 on signing.',
      '11.1 During the term of this Agreement, Franchisee shall not own, operate or advise any restaurant business that competes with the Franchised Restaurants anywhere in the Territory.',
      '11.3 For two (2) years after this Agreement ends, Franchisee shall not solicit any customer of a Franchised Restaurant to buy food services from a competing business.',
      '11.4 Franchisor grants Franchisee the exclusive right to open and operate restaurants under the Marks within the Territory during the term.',
    ].join('\n'),
  },
];
const document = { documentType: 'contract' as const, pages };
const answerer = createLocalAnswerer();

describe('an answer opens with the passage that states the clause, not one that names it', () => {
  for (const [question, stated] of [
    ['Is there a non-compete restriction?', 'shall not own, operate or advise any restaurant business that competes'],
    ['Is there a non-competition covenant?', 'shall not own, operate or advise any restaurant business that competes'],
    ['Is there a non-solicitation of customers clause?', 'shall not solicit any customer of a Franchised Restaurant'],
    ['Is there an exclusivity clause?', 'the exclusive right to open and operate restaurants'],
  ] as const) {
    it(`"${question}" is answered by the section itself, not the contents or the exhibit list`, async () => {
      const result = await answerer.answer(question, document);
      expect(result.found).toBe(true);
      // The contents and the exhibit list stand on page 1; every section stating a covenant on page 2.
      expect(result.citations[0]?.page).toBe(2);
      expect(result.citations.map((citation) => citation.quote).join('\n')).toContain(stated);
    });
  }
});

describe('a definition can state the clause asked about', () => {
  it('cites the definition that makes the royalty a share of net sales', async () => {
    const licence = {
      documentType: 'contract' as const,
      pages: [
        {
          pageNumber: 1,
          text: [
            'PATENT LICENSE AGREEMENT',
            'This Patent License Agreement is made on May 9, 2021 between Heron Labs Inc. ("Licensor") and Kestrel Devices Ltd. ("Licensee").',
            '1.6 "Royalty" means twelve percent (12%) of the Net Sales of each Licensed Product sold by Licensee or its sublicensees.',
            '2.1 Licensor grants Licensee a non-exclusive license under the Licensed Patents to make and sell Licensed Products.',
            '4.1 Licensee shall pay the Royalty to Licensor within forty-five (45) days after the end of each calendar quarter.',
            '4.2 With each payment Licensee shall send Licensor a report of the Net Sales of each Licensed Product and the Royalty due on them.',
            '4.3 Licensee shall keep complete books of its Net Sales and shall let Licensor inspect them once a year.',
            '4.4 Licensee shall also pay Licensor a fee of ten thousand dollars ($10,000) for each new sublicensee.',
          ].join('\n'),
        },
      ],
    };
    for (const question of [
      'Is revenue or profit shared between the parties?',
      'What percentage of revenue is paid to the other party?',
    ]) {
      const result = await answerer.answer(question, licence);
      expect(result.found, question).toBe(true);
      expect(result.citations.map((citation) => citation.quote).join('\n'), question).toContain(
        'twelve percent (12%) of the Net Sales',
      );
    }
  });
});
