import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';

function factsOf(text: string): Map<string, { value?: string; quote: string; page: number }> {
  const facts = contractFacts(splitSentences([{ pageNumber: 2, text }]));
  return new Map(facts.map((fact) => [fact.category, { value: fact.value, ...fact.evidence }]));
}

describe('renewal, payment and liability facts', () => {
  it('reads the renewal term and the notice that stops it, with the sentence as evidence', () => {
    const facts = factsOf(
      '9. Term. This Agreement shall automatically renew for successive one (1) year periods unless either party gives the other ninety (90) days notice of its intent not to renew.',
    );
    expect(facts.get('Renewal Term')?.value).toBe('successive 1 year');
    expect(facts.get('Notice Period To Terminate Renewal')?.value).toBe('90 days');
    expect(facts.get('Renewal Term')?.quote).toMatch(/^This Agreement shall automatically renew/u);
    expect(facts.get('Renewal Term')?.page).toBe(2);
  });

  it('reads a notice written after "not be renewed", and a yearly renewal without a number', () => {
    const facts = factsOf(
      'After the Initial Term this Agreement shall continue automatically for successive annual periods. Either party may give written notice of non-renewal no less than sixty (60) days before the end of the then-current term.',
    );
    expect(facts.get('Renewal Term')?.value).toBe('successive 1 year');
    expect(facts.get('Notice Period To Terminate Renewal')?.value).toBe('60 days');
  });

  it('reads a term "extendable for a further" period, and a notice of a year stated as a lead time', () => {
    const facts = factsOf(
      'The lease runs for five years, extendable for a further three years, unless notice of non-renewal is given one year before the expiry date.',
    );
    expect(facts.get('Renewal Term')?.value).toBe('3 years');
    expect(facts.get('Notice Period To Terminate Renewal')?.value).toBe('1 year');
  });

  it('does not report a renewal the agreement refuses', () => {
    const facts = factsOf('This Agreement shall not automatically renew for any further one (1) year period.');
    expect(facts.has('Renewal Term')).toBe(false);
  });

  it('reads when payment is due', () => {
    expect(
      factsOf('The Customer shall pay each invoice within thirty (30) days of invoice.').get('Payment Terms')?.value,
    ).toBe('within 30 days of invoice');
    expect(
      factsOf('Royalties are payable no later than forty-five (45) days after the end of each calendar quarter.').get(
        'Payment Terms',
      )?.value,
    ).toBe('within 45 days of the end of each calendar quarter');
    // A cure period is not a payment term.
    expect(
      factsOf(
        'Either party may terminate if the other fails to cure a breach of payment within ten (10) days of notice.',
      ).has('Payment Terms'),
    ).toBe(false);
  });

  it('reads the liability cap', () => {
    const facts = factsOf(
      "In no event shall either party's aggregate liability under this Agreement exceed the fees paid by the Customer in the twelve (12) months preceding the claim.",
    );
    expect(facts.get('Cap On Liability')?.value).toBe(
      'the fees paid by the Customer in the twelve (12) months preceding the claim',
    );
    expect(factsOf("The Supplier's total liability shall be limited to $250,000.").get('Cap On Liability')?.value).toBe(
      '$250,000',
    );
  });
});

describe('expiration computed from the term', () => {
  const preamble =
    'This Distribution Agreement is entered into as of April 30, 2019 (the "Effective Date") by and between Apollo Endosurgery, Inc. (the "Client") and Harbor Medical LLC (the "Supplier").\n\n';

  it('reads a length written in words only', () => {
    const facts = factsOf(
      `${preamble}2. Term. This Agreement shall remain in full force and effect for a period of two years, unless earlier terminated.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2021-04-30');
  });

  it('reads an end stated as an anniversary of the Effective Date', () => {
    const facts = factsOf(
      `${preamble}2. Term. This Agreement shall continue until the five (5) year anniversary of the Effective Date, unless earlier terminated.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2024-04-30');
  });

  it('takes "for twenty years thereafter" counted from the start as the term, not as a tail', () => {
    const facts = factsOf(
      `${preamble}2. Term. This Agreement shall take effect on the Effective Date and continue in full force and effect for twenty (20) years thereafter.\n\n3. Records. During the Term and for a period of nine (9) months thereafter, the Supplier shall keep its records.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2039-04-30');
  });

  it('does not take the end of another period for the end of the agreement', () => {
    const facts = factsOf(
      `${preamble}1.4 "Exclusivity Period" means the period from the Effective Date until December 31, 2019.\n\n2. Term. The term of this Agreement shall be three (3) years from the Effective Date.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2022-04-30');
  });

  it('reads a term whose start is named before its length ("begins on the Effective Date and ends ten years thereafter")', () => {
    const facts = factsOf(
      `${preamble}2. Term. Unless ended earlier under Section 9, the initial term of this Agreement runs for a period beginning on the Effective Date and ending ten (10) years thereafter.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2029-04-30');
  });

  it('reads "shall be for a period of", "extend for" and "continue in force for" as the term', () => {
    for (const term of [
      'This Agreement shall be for a period of three (3) years commencing upon the Effective Date.',
      'This Agreement shall commence on the Effective Date and shall extend for a period of Three (3) years thereafter.',
      'This Agreement shall be effective as of the Effective Date and shall continue in force for three years from that date.',
      'This Agreement shall remain in full force and effect until three (3) years after the Effective Date.',
    ]) {
      const facts = factsOf(
        `${preamble}2. Term. ${term}\n\n7. Confidentiality. The obligations of confidence shall continue for a period of five (5) years following termination of this Agreement.`,
      );
      expect(facts.get('Expiration Date')?.value, term).toBe('2022-04-30');
    }
  });

  it('takes the anniversary that ends the term, not a shorter period named in the same sentence', () => {
    const facts = factsOf(
      `${preamble}2. Term. The Term will begin on the Effective Date and end on the second anniversary of this Agreement, but either party may end it after the first six months.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2021-04-30');
  });

  it('takes the length stated first when a sentence names the term and then its renewals', () => {
    const facts = factsOf(
      `${preamble}2. Term. This contract shall remain in effect initially for the three (3) year term ("Initial Term") and shall then be extended for one (1) year periods after the Initial Term.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2022-04-30');
  });

  it('counts from a start date the term sentence states itself', () => {
    const facts = factsOf(
      `${preamble}2. Term. The hosting term shall commence upon June 1, 2019 and shall continue for a period of six (6) months.`,
    );
    expect(facts.get('Expiration Date')?.value).toBe('2019-12-01');
  });

  it('takes an end date stated after "expiring", and does not count an anniversary of another event', () => {
    expect(
      factsOf(
        `${preamble}2. Term. This Agreement shall continue for a term of three (3) years expiring April 29, 2022.`,
      ).get('Expiration Date')?.value,
    ).toBe('2022-04-29');
    expect(
      factsOf(
        `${preamble}8. Records. During the period beginning on the date hereof and ending on the third anniversary of the Closing Date, the Supplier shall keep its records.`,
      ).has('Expiration Date'),
    ).toBe(false);
  });
});

describe('effective date', () => {
  it('never takes the date the term expires for its start, and reads "6t h day of" as a PDF splits it', () => {
    const facts = factsOf(
      'This Supply Agreement is made on the 6t h day of March, 2006 between Apollo Endosurgery, Inc. (the "Client") and Harbor Medical LLC (the "Supplier").\n\n2. Term. The Initial Term shall commence upon the Effective Date and shall expire on March 31, 2011.',
    );
    expect(facts.get('Agreement Date')?.value).toBe('2006-03-06');
    expect(facts.get('Effective Date')?.value).toBe('2006-03-06');
    expect(facts.get('Expiration Date')?.value).toBe('2011-03-31');
  });

  it('reads a start written as "will begin on"', () => {
    const facts = factsOf(
      'The term of this Agreement will begin on March 1, 2020 and continue in full force and effect until February 28, 2025.',
    );
    expect(facts.get('Effective Date')?.value).toBe('2020-03-01');
    expect(facts.get('Expiration Date')?.value).toBe('2025-02-28');
  });
});

describe('dates as PDF text layers and typists write them', () => {
  it.each([
    ['This Reseller Agreement is made as of the 1s t day of June, 2004 between A Ltd. and B Ltd.', '2004-06-01'],
    ['THIS AGREEMENT IS MADE ON THE 19 DAY OF MAY , 2010 BETWEEN A LTD. AND B LTD.', '2010-05-19'],
    ['This Distributor Agreement shall be effective as of _Dec. 8, 2005 (the "Effective Date").', '2005-12-08'],
  ])('reads the agreement date of "%s"', (sentence, date) => {
    expect(factsOf(sentence).get('Agreement Date')?.value).toBe(date);
  });
});

describe('parties fact', () => {
  it('names the parties from the preamble, never the title run into an address', () => {
    const facts = factsOf(
      'MASTER SUPPLY AGREEMENT\nHARBOR MEDICAL LLC\n400 Pier Road, Boston, MA 02110\n\nThis Master Supply Agreement is entered into as of April 30, 2019 by and between Harbor Medical LLC, a Massachusetts limited liability company ("Supplier"), and Apollo Endosurgery, Inc., a Delaware corporation ("Client").',
    );
    expect(facts.get('Parties')?.value).toBe('Harbor Medical LLC ("Supplier"); Apollo Endosurgery, Inc. ("Client")');
    expect(facts.get('Parties')?.quote).toMatch(/by and between Harbor Medical LLC/u);
  });
});
