import { describe, expect, it } from 'vitest';
import { definesInItsCondition, withoutDefinitionBodies } from '../src/local/contract/definition-forms';
import { documentRoles, sentenceRole } from '../src/local/contract/sentence-role';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: the many ways an agreement defines a term. A definition says
// what a word means; the sentence that uses the word states the clause.
describe('definitions in their many forms', () => {
  it('reads a definition opened by the scope it applies to', () => {
    expect(
      sentenceRole('For purposes of this Note, "Qualified Financing" means the next sale of preferred shares.'),
    ).toBe('definition');
    expect(
      sentenceRole(
        'For the purposes of this Section 4, the "Conversion Price" shall equal eighty percent of the price.',
      ),
    ).toBe('definition');
    expect(sentenceRole('In this Agreement, "Renewal Year" means each year after the Initial Term.')).toBe(
      'definition',
    );
    expect(
      sentenceRole('As used herein, Sale Event refers to a merger of the Company or a sale of all of its assets.'),
    ).toBe('definition');
  });

  it('reads a quoted term said to be, to equal, or to occur as a definition', () => {
    expect(sentenceRole('"Maturity Date" is the date falling twenty-four months after the Issue Date.')).toBe(
      'definition',
    );
    expect(
      sentenceRole('A "Change of Control" shall be deemed to occur when any person buys half of the voting shares.'),
    ).toBe('definition');
    expect(sentenceRole('"Affiliate": any entity that controls or is controlled by a party.')).toBe('definition');
    expect(sentenceRole('(d) "Exit Price" shall be equal to the price paid per share in the Sale Event.')).toBe(
      'definition',
    );
  });

  it('reads an unquoted term defined, given a meaning or said to refer to something', () => {
    expect(sentenceRole('Net Revenue shall be defined as gross receipts less refunds and sales taxes.')).toBe(
      'definition',
    );
    expect(sentenceRole('The term Exclusive Territory shall have the meaning given to it in Schedule 1.')).toBe(
      'definition',
    );
    expect(sentenceRole('Sponsor Marks refers to the names and logos listed in Exhibit B.')).toBe('definition');
  });

  it('reads the lead-in of a list of definitions as a definition', () => {
    expect(sentenceRole('The following terms have the meanings set out below:')).toBe('definition');
    expect(
      sentenceRole('Capitalized terms used but not defined herein have the meanings given in the Purchase Agreement.'),
    ).toBe('definition');
    expect(sentenceRole('For purposes of this Agreement, the following definitions apply:')).toBe('definition');
  });

  it('keeps operative sentences that use a defined term operative', () => {
    expect(sentenceRole('The Company shall pay the Consultant a fee of $5,000 per month.')).toBe('operative');
    expect(sentenceRole('Upon a Change of Control, the Company shall pay the Executive twelve months of salary.')).toBe(
      'operative',
    );
    expect(sentenceRole('For purposes of clarity, the Sponsor shall pay all travel costs of its staff.')).toBe(
      'operative',
    );
    expect(sentenceRole('The Purchase Price is payable in two instalments.')).toBe('operative');
    expect(sentenceRole('Notice shall be deemed to have been given on the day it is delivered.')).toBe('operative');
    expect(sentenceRole('"Sponsor" shall pay the Fee within ten days of each invoice.')).toBe('operative');
  });
});

const sentencesOf = (...texts: string[]) =>
  texts.map((text, index) => ({ index, text, page: 1, start: index * 200, end: index * 200 + text.length }));

describe('definitions read in their place in the agreement', () => {
  it('reads every entry under a Definitions heading as a definition until the next section', () => {
    const sentences = sentencesOf(
      '1. Definitions.',
      '1.1 Sale Event.',
      'The sale of all or substantially all of the assets of the Company, or any merger after which its holders own less than half of the voting power.',
      '1.2 Conversion Shares.',
      'The shares of the Company issued on conversion of this Note.',
      '2. Conversion.',
      'Upon a Sale Event, the Holder may convert this Note into Conversion Shares.',
    );
    const roles = documentRoles(sentences);
    expect(roles.get(2)).toBe('definition');
    expect(roles.get(4)).toBe('definition');
    expect(roles.get(6)).toBeUndefined();
  });

  it('reads the lettered parts of a definition as the definition they continue', () => {
    const sentences = sentencesOf(
      '"Change of Control" means:',
      '(i) any merger of the Company into another entity;',
      '(ii) the sale of all or substantially all of the assets of the Company; or',
      'the acquisition by any person of half of the voting shares.',
      'The Executive shall devote full working time to the Company.',
      '(a) The Executive shall not hold any other employment.',
    );
    const roles = documentRoles(sentences);
    expect([1, 2, 3].map((index) => roles.get(index))).toEqual(['definition', 'definition', 'definition']);
    expect(roles.get(4)).toBeUndefined();
    expect(roles.get(5)).toBeUndefined();
  });

  it('reads the entries under an unnumbered Definitions heading up to the next section in capitals', () => {
    const sentences = sentencesOf(
      'DEFINITIONS',
      'Sale Event.',
      'Any merger of the Company or sale of all of its assets.',
      '"Holder" means the person named on the first page.',
      'PAYMENT',
      'The fee is $5,000 per month, payable within thirty days of each invoice.',
    );
    const roles = documentRoles(sentences);
    expect(roles.get(2)).toBe('definition');
    expect(roles.get(5)).toBeUndefined();
  });

  it('leaves an agreement with no Definitions heading to each sentence', () => {
    const sentences = sentencesOf(
      '1. Services.',
      'The Consultant shall provide the services in Exhibit A.',
      '2. Fees.',
      '(a) The Company shall pay the Consultant $4,000 per month.',
    );
    expect(documentRoles(sentences).size).toBe(0);
  });
});

describe('a term defined in the condition that opens a sentence', () => {
  it('finds the definition in the opening condition, not in the main clause', () => {
    expect(
      definesInItsCondition(
        'Upon the closing of the next sale of preferred shares raising at least $1,000,000 (a "Qualified Financing"), this Note shall convert into those shares.',
      ),
    ).toBe(true);
    expect(
      definesInItsCondition(
        'If the Company sells all of its assets or merges with another entity (each, a "Sale Event"), the Holder may demand repayment.',
      ),
    ).toBe(true);
    expect(
      definesInItsCondition(
        'In the event that any person acquires half of the voting shares (a "Change of Control"), the options vest at once.',
      ),
    ).toBe(true);
  });

  it('does not take a term named in the main clause for a definition in a condition', () => {
    expect(definesInItsCondition('The Company shall pay the Consultant a monthly fee of $5,000 (the "Fee").')).toBe(
      false,
    );
    expect(
      definesInItsCondition('If the Consultant asks, the Company shall reimburse travel costs (the "Expenses").'),
    ).toBe(false);
    expect(definesInItsCondition('Upon a Qualified Financing, this Note shall convert into Conversion Shares.')).toBe(
      false,
    );
  });
});

describe('a note whose definitions name topics it agrees nothing about', () => {
  const NOTE = [
    'CONVERTIBLE PROMISSORY NOTE',
    'This Convertible Promissory Note is made on May 2, 2023 between Brindlewood Robotics Inc. (the "Company") and Halvard Capital LLC (the "Holder").',
    '1. Definitions.',
    'For purposes of this Note, "Qualified Financing" means the first sale of preferred shares in which the Company receives gross proceeds of at least $2,000,000, with such proceeds shared among the Company and its subsidiaries.',
    "As used herein, Sale Event refers to the grant of an exclusive licence of all of the Company's patents, a sale of all of its assets or a merger.",
    'A "Change of Control" shall be deemed to occur when any person acquires more than half of the voting shares, or the Company assigns this Note to a successor.',
    '1.4 Extension Period.',
    'Each successive twelve-month period by which the Maturity Date is automatically extended under Section 3.',
    '2. Interest and Repayment.',
    'The unpaid principal shall bear simple interest at six percent per year and shall be repaid on the Maturity Date.',
    '3. Conversion.',
    'Upon a Qualified Financing, the outstanding principal and interest shall convert into the shares sold in it.',
    "The Holder may also convert this Note on the Company's next offering, which for purposes of this Note means a sale of shares whose proceeds are shared among the founders.",
    '4. Governing Law.',
    'This Note shall be governed by the laws of the State of Delaware.',
  ].join('\n\n');

  it('lists no clause quoted from a definition', async () => {
    const result = await analyzeContractText(NOTE, { role: 'client' });
    const titles = (result.clauses ?? []).map((clause) => clause.title);
    expect(titles).not.toContain('Revenue or profit sharing');
    expect(titles).not.toContain('Exclusivity');
    expect(titles).not.toContain('Change of control');
    expect(titles).not.toContain('Automatic renewal');
    expect(titles).toContain('Governing law');
  });

  it('still lists a clause the operative sentence states with a defined term', async () => {
    const text = NOTE.replace(
      'Upon a Qualified Financing,',
      'Upon a Change of Control, the Company shall repay this Note at once, and upon a Qualified Financing,',
    );
    const result = await analyzeContractText(text, { role: 'client' });
    const quotes = (result.clauses ?? []).filter((clause) => clause.title === 'Change of control');
    expect(quotes.map((clause) => clause.evidence?.quote ?? '')).toEqual([expect.stringContaining('Upon a Change')]);
  });
});

describe('a term defined in the middle of a sentence', () => {
  it('takes away what the term is said to mean, keeping what the sentence agrees', () => {
    expect(
      withoutDefinitionBodies(
        'This Note converts on the next financing, which for purposes of this Note means a sale of shares whose proceeds are shared among the founders.',
      ),
    ).toBe('This Note converts on the next financing,');
    expect(
      withoutDefinitionBodies(
        'The Holder may convert on a Sale Event, a term that refers to an exclusive licence of all of the patents.',
      ),
    ).toBe('The Holder may convert on a Sale Event,');
    expect(
      withoutDefinitionBodies(
        'The Sponsor shall pay the Fee within ten days after each Event, as used herein meaning any public show that renews for successive years.',
      ),
    ).toBe('The Sponsor shall pay the Fee within ten days after each Event,');
  });

  it('leaves a sentence that defines nothing as it is', () => {
    const sentences = [
      'The Company shall pay the Consultant a monthly fee of $5,000 (the "Fee").',
      'This Agreement renews automatically for successive one-year terms, which means either party must give notice to end it.',
      'The royalty shall be five percent of Net Sales, payable within thirty days after each quarter.',
    ];
    for (const sentence of sentences) expect(withoutDefinitionBodies(sentence)).toBe(sentence);
  });
});
