import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

/** The clause categories found in a one-page contract made of the given sentences. */
async function categoriesIn(...sentences: string[]): Promise<string[]> {
  const text = ['SERVICES AGREEMENT', ...sentences].join('\n\n');
  const result = await analyzeContractText(text);
  return (result.clauses ?? []).map((clause) => clause.category);
}

async function clauseIn(category: string, ...sentences: string[]) {
  const text = ['SERVICES AGREEMENT', ...sentences].join('\n\n');
  const result = await analyzeContractText(text);
  return (result.clauses ?? []).find((clause) => clause.category === category);
}

interface WordingCase {
  category: string;
  present: string[];
  absent: string[];
}

const CASES: WordingCase[] = [
  {
    category: 'Exclusivity',
    present: [
      'The Company hereby appoints the Agents as the exclusive agents of the Company for the offering.',
      'Reseller shall be the exclusive online retail sponsor of the Portal.',
      'Distributor will not purchase Products for resale from any person or entity other than Maker.',
      'Owner agrees not to grant the right to use the Name to anyone other than Licensee.',
      'Neither party shall, directly or indirectly, sell, market or promote any skin care products (other than the Products) in the Territory.',
      'Licensee shall have an exclusive license to make and sell the Product in Europe.',
    ],
    absent: [
      'This Agreement does not imply any promise to enter into any other agreement of any nature.',
      'This Section sets forth the sole and exclusive liability of the Supplier and the exclusive remedy of the Buyer.',
      'The Licensee receives a non-exclusive license to use the Software.',
    ],
  },
  {
    category: 'No-Solicit Of Employees',
    present: [
      'During the term, neither party shall solicit or induce any employee of the other party to terminate his or her employment.',
      'Induce any person to leave his or her employment with the Franchisor.',
    ],
    absent: ['The Contractor shall employ enough qualified staff to perform the Services.'],
  },
  {
    category: 'No approaching customers',
    present: [
      'Divert or attempt to divert any business or customer to any competing business.',
      'The Consultant shall not, directly or indirectly, divert any customers of the Company to a competitor.',
    ],
    absent: [
      'The Recipient would be in a position to divert business from the Discloser if it misused the information.',
    ],
  },
  {
    category: 'Non-Disparagement',
    present: [
      'Neither party will make written or oral comments regarding the other that are negative or disparaging.',
      'The Consultant shall not disparage the Company or its officers.',
    ],
    absent: [
      'The Affiliate agrees not to use the Marks in any manner that is disparaging to the Bank.',
      'Either party may notify its customers of the termination if the notice contains no disparaging or disrespectful comments.',
    ],
  },
  {
    category: 'Notice Period To Terminate Renewal',
    present: [
      'This Agreement shall automatically renew for successive terms of one (1) year unless written notice is given by either Party no later than thirty (30) days in advance of the expiration of the current term.',
      'The agreement runs for three years, extendable for a further two years, unless notice of non- renewal is sent one year before the expiry date.',
    ],
    absent: [
      'The Supplier may, by written notice given at least thirty (30) days prior to the end of the then-current term, extend the term by one year.',
    ],
  },
  {
    category: 'Third Party Beneficiary',
    present: [
      'The Trustee will be an intended third party creditor beneficiary of this Agreement.',
      'With respect to any Indemnified Party who is not a party to this Agreement, the Agent shall hold the rights and benefits of this Section in trust for that Indemnified Party.',
    ],
    absent: [
      'No third parties are intended to be third party beneficiaries under this Agreement.',
      'The Payee shall not be considered as a third party beneficiary under this Agreement.',
      'It is the intention of the Parties that no third Person shall be deemed a third-party beneficiary of this Agreement.',
    ],
  },
  {
    category: 'Post-Termination Services',
    present: [
      'Upon the termination of this Agreement, the Adviser shall co-operate with the Client in making an orderly transition.',
      'On its resignation or termination, the Servicer will cooperate with the Successor Servicer.',
      'The Consultant shall deliver to the Company all Work Product upon the termination of the engagement.',
      'All commissions will continue for a period of five years from the date of termination.',
      'The Franchisor may exercise this option within 30 days after the expiration or termination of this Agreement.',
    ],
    absent: ['The Supplier shall deliver the Products within 30 days of each purchase order.'],
  },
  {
    category: 'Covenant Not To Sue',
    present: [
      'The Consultant shall not at any time directly or indirectly contest the Company’s right, title and interest in the Work Product.',
      'Neither Party shall do any act that may reduce the value of the other Party’s Marks, including challenging the ownership, validity or enforceability of such Marks.',
    ],
    absent: [
      'If any provision is held invalid, it shall be deemed not to affect or impair the validity of any other provision of this Agreement.',
    ],
  },
  {
    category: 'Audit Rights',
    present: [
      'The Licensor may cause an independent accountant to inspect the records of the Licensee relating to the royalties.',
      'Each party shall afford the other reasonable access during normal business hours to all records, books and contracts relating to the business.',
      'The Supplier shall permit the Buyer to access and inspect the manufacturing facility.',
      'The Reseller shall permit the Vendor reasonable access during normal business hours to verify the payments due.',
    ],
    absent: ['The Bank grants the Affiliate a revocable right to access the Bank site through the links.'],
  },
  {
    category: 'Volume restriction',
    present: [
      'Purchase orders for quantities exceeding 120% of the applicable Annual Forecast shall be supplied on a best efforts basis only.',
    ],
    absent: ['The Buyer shall send an annual forecast of its requirements each January.'],
  },
];

describe('contract clause wording', () => {
  for (const { category, present, absent } of CASES) {
    for (const sentence of present) {
      it(`finds ${category} in: ${sentence.slice(0, 70)}`, async () => {
        expect(await categoriesIn(sentence)).toContain(category);
      });
    }
    for (const sentence of absent) {
      it(`does not find ${category} in: ${sentence.slice(0, 70)}`, async () => {
        expect(await categoriesIn(sentence)).not.toContain(category);
      });
    }
  }
});

describe('contract end of term', () => {
  it.each([
    [
      'This Agreement shall commence on the Effective Date and shall remain in effect for a period of 5 years.',
      'a period of 5 years',
    ],
    ['This Agreement shall continue until terminated as provided herein.', 'until terminated'],
    [
      'The term of this Agreement will begin on the Effective Date and will end on the second (2nd) anniversary of the Launch Date.',
      'the second (2nd) anniversary',
    ],
  ])('states how long the agreement runs: %s', async (sentence, value) => {
    expect((await clauseIn('Expiration Date', sentence))?.value).toBe(value);
  });

  it('reads a closing date after "concluding"', async () => {
    const clause = await clauseIn(
      'Expiration Date',
      '"Contract Period" means the period commencing on January 1, 2000 and concluding December 31, 2003.',
    );
    expect(clause?.value).toBe('2003-12-31');
  });

  it('does not take the date of an earlier agreement that ends today as the end date', async () => {
    const clause = await clauseIn(
      'Expiration Date',
      'The Adviser provides services under an agreement dated 11 June 2018, which shall be terminated on the date of this Agreement.',
    );
    expect(clause?.value).not.toBe('2018-06-11');
  });
});
