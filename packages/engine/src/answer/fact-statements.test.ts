import { describe, expect, it } from 'vitest';
import { documentContextOf } from './document-context';
import { factStatements } from './fact-statements';
import { createLocalAnswerer } from './local-answerer';

// Agreements written for these tests (not from any corpus): each states a date or a term in a way the
// answer must quote first.
const answerer = createLocalAnswerer();
const contract = (...lines: string[]) => ({
  documentType: 'contract' as const,
  pages: [{ pageNumber: 1, text: lines.join('\n') }],
});
const firstQuote = async (question: string, document: ReturnType<typeof contract>) => {
  const result = await answerer.answer(question, document);
  expect(result.found, question).toBe(true);
  return result.citations[0]?.quote ?? '';
};

describe("the agreement's own date, not another document's", () => {
  const document = contract(
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made by and between Quill Instruments Inc. ("Quill") and Harbor Supply LLC ("Harbor").',
    'WHEREAS, Quill and Harbor entered into a Letter of Intent dated January 5, 2019 regarding the supply of sensors;',
    'WHEREAS, Harbor wishes to buy sensors from Quill on the terms below.',
    '1. Supply. Quill shall supply the sensors listed in Schedule A.',
    '2. Price. Harbor shall pay the prices listed in Schedule B within thirty (30) days of invoice.',
    'IN WITNESS WHEREOF, the parties have executed this Agreement as of the 9th day of October, 2019.',
  );

  it('opens with the witness clause dating this agreement, not a recital dating a letter of intent', async () => {
    const quote = await firstQuote('When was this agreement signed?', document);
    expect(quote).toContain('9th day of October, 2019');
  });

  it('reads a date written without a space after the comma', async () => {
    const quote = await firstQuote(
      'What is the date of this agreement?',
      contract(
        'NON-COMPETITION AGREEMENT',
        'THIS AGREEMENT is dated May 3,2006.',
        'The Seller shall not compete with the Buyer in the Territory.',
      ),
    );
    expect(quote).toContain('dated May 3,2006');
  });
});

describe('the term stated the ways agreements state it', () => {
  const tail = [
    'Either party may terminate this agreement if the other party breaches it and fails to cure the breach.',
    'The termination of this agreement shall be without prejudice to accrued rights.',
  ];

  it('quotes "this agreement is for a term of …" when asked when it ends', async () => {
    const quote = await firstQuote(
      'When does this agreement expire?',
      contract(
        '1.1 Commencement This agreement commences upon execution.',
        '1.2 Term This agreement is for a term of ten (10) years.',
        ...tail,
      ),
    );
    expect(quote).toContain('is for a term of ten (10) years');
  });

  it('quotes an employment that runs on until notice', async () => {
    const quote = await firstQuote(
      'How long is the term of the agreement?',
      contract(
        'This Service Agreement is made between Larch Analytics Ltd (the Company) and Dana Reyes (you).',
        '1.2 Your employment shall commence on 2 March 2020 and shall continue unless and until either party gives notice.',
        ...tail,
      ),
    );
    expect(quote).toContain('shall continue unless and until either party gives notice');
  });

  it('quotes a labelled term with its dates', async () => {
    const quote = await firstQuote(
      'What is the end date of this contract?',
      contract('TRANSPORT SERVICE AGREEMENT', '5. TERM: November 1, 2021 to October 31, 2024', ...tail),
    );
    expect(quote).toContain('November 1, 2021 to October 31, 2024');
  });

  it('quotes a term of the agreement that applies and remains in effect indefinitely', async () => {
    const quote = await firstQuote(
      'When does the contract end?',
      contract(
        '4.1 This Agreement shall apply and remain in effect from the Effective Date and perpetually thereafter unless terminated.',
        ...tail,
      ),
    );
    expect(quote).toContain('remain in effect from the Effective Date and perpetually thereafter');
  });
});

describe('when the agreement takes effect', () => {
  it('quotes an unquoted definition of the effective date', async () => {
    const quote = await firstQuote(
      'What is the effective date?',
      contract(
        'LICENCE AGREEMENT',
        'This Licence Agreement is entered into by Fern Labs Ltd and Moss Media Inc.',
        '1. Definitions',
        '(c) Effective Date means the date on which the last party signs this Agreement.',
        'Payments are due on March 1, 2022 and on March 1, 2023.',
      ),
    );
    expect(quote).toContain('Effective Date means the date on which the last party signs');
  });

  it('does not open with a clause that only mentions the agreement taking effect', async () => {
    const quote = await firstQuote(
      'When does this agreement take effect?',
      contract(
        'As from the date this Agreement enters into force, the parties shall meet every quarter.',
        'This Agreement shall commence on the Effective Date and continue for two (2) years.',
        'This Maintenance Agreement shall enter into force on the date of its signature by both parties.',
      ),
    );
    expect(quote).toContain('shall enter into force on the date of its signature');
  });

  it('quotes the agreement coming into force before a preamble date', async () => {
    const quote = await firstQuote(
      'When does this agreement take effect?',
      contract(
        'This Hosting Agreement is made on 14 May 2019 by and between Cedar Networks B.V. and Pine Telecom Ltd.',
        'The parties met on 2 April 2019 to discuss the services.',
        '17.1 This Agreement shall come into force on the Launch Date and shall remain in force for three (3) years.',
      ),
    );
    expect(quote).toContain('shall come into force on the Launch Date');
  });
});

describe('a preamble broken over lines is quoted by the lines naming the parties', () => {
  it('cites the names after a bare "by and between", not the lead-in alone', () => {
    const document = contract(
      'LICENCE AGREEMENT',
      'This Licence Agreement is entered into as of May 1, 2020',
      'by and between',
      'Linden Software Corporation, a Delaware corporation ("Licensor"),',
      'and',
      'Maple Analytics, Inc. ("Licensee").',
      '1. Grant. Licensor grants Licensee a licence to use the Software.',
    );
    const quotes = factStatements('Parties', documentContextOf(document)).map((statement) => statement.claim.quote);
    expect(quotes[0]).toContain('Linden Software Corporation');
    expect(quotes).not.toContain('by and between');
  });

  it('keeps quoting a naming sentence that ends with the defined term', () => {
    const document = contract(
      'SERVICES AGREEMENT',
      'CEDAR LOGISTICS LTD. and SPRUCE RETAIL PLC',
      'Hereinafter individually referred to as the "Party" or collectively as the "Parties".',
      'RECITALS:',
      'WHEREAS, Spruce Retail plc wishes to buy logistics services;',
    );
    const quotes = factStatements('Parties', documentContextOf(document)).map((statement) => statement.claim.quote);
    expect(quotes[0]).toContain('collectively as the "Parties"');
    expect(quotes).not.toContain('RECITALS:');
  });
});

describe('the clause stating the term, not a definition pointing to it', () => {
  const document = contract(
    'LICENCE AGREEMENT',
    'This Agreement is made on 4 March 2019 between Kestrel Media Ltd ("Kestrel") and Plover Studios Ltd ("Plover").',
    '1. Definitions',
    '"Term" means the term of this Agreement as set out in Clause 7;',
    '"Territory" means the United Kingdom;',
    '2. Licence. Kestrel grants Plover a licence to show the films in the Territory.',
    '7. Term',
    '7.1 This Agreement shall take effect on the date hereof and continue for five (5) years, unless terminated earlier under Clause 8.',
    '8. Termination. Either party may terminate this Agreement on material breach by the other.',
  );

  for (const question of ['When does this agreement expire?', 'How long is the term of the agreement?']) {
    it(`opens with the length of the term when asked “${question}”`, async () => {
      expect(await firstQuote(question, document)).toContain('continue for five (5) years');
    });
  }
});
