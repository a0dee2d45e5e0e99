import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';
import { agreementDate, BODY, effectiveDate, expirationDate } from './contract-date-facts';

/** The date facts a user sees, title and value, read from a document made of the given lines. */
function dateFacts(...lines: string[]): Record<string, string> {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text: lines.join('\n') }]));
  return Object.fromEntries(
    facts.filter((fact) => /date/iu.test(fact.category)).map((fact) => [fact.title, fact.value ?? '']),
  );
}

// Sentences, instruments and dates written for these tests.
describe('a cited instrument’s date, wherever its title and number put it, is not the agreement’s', () => {
  it('does not date the grant by an executive order named with its number, its subject and "effective"', () => {
    const representation =
      'Each grantee affirms that it breaks no rule on illicit finance, including Executive Order No. 40021 on Illicit Finance, effective March 3, 2004 (the “Order”), for as long as it holds the grant.';
    expect(agreementDate('GRANT TERMS', 'You may use the grant for the project only.', representation, ...BODY)).toBe(
      undefined,
    );
    expect(effectiveDate('GRANT TERMS', 'You may use the grant for the project only.', representation, ...BODY)).toBe(
      undefined,
    );
  });

  it('does not date the agreement by an instruction named with its short name, number and long title', () => {
    const opening =
      'Records shared with you remain the Agency’s records, as described in the Department of Transport Instruction (DoTI) 5120.07, Handling Records, Files, and Archive (RFA) Services in the Department of Transport, dated 11 June 2015, and this agreement grants you no ownership of them.';
    expect(agreementDate('RECORDS USE AGREEMENT', opening, ...BODY)).toBeUndefined();
    expect(effectiveDate('RECORDS USE AGREEMENT', opening, ...BODY)).toBeUndefined();
  });

  it('does not date the agreement by a date set beside an instruction’s number', () => {
    const opening =
      'Terms used in this agreement have the meaning that the Board of Data Standards (BDS) Instruction Number 7315, 18 May 2011, gives them; this agreement is dated as signed below.';
    expect(agreementDate('DATA AGREEMENT', opening, ...BODY)).toBeUndefined();
  });

  it('keeps the agreement’s own date stated beside a cited order', () => {
    const opening =
      'This agreement is made on 4 April 2022 under Executive Order No. 40021 on Illicit Finance, effective March 3, 2004.';
    expect(agreementDate('GRANT AGREEMENT', opening, ...BODY)).toBe('2022-04-04');
  });
});

describe('a date line under the title dates the document but does not make it effective', () => {
  it('tells the date under the title of unsigned hosting terms as their version date, and no effective date', () => {
    expect(
      dateFacts(
        'Website Hosting Terms and Conditions',
        '3rd May 2018',
        '1. These terms apply to the hosting services we provide once you accept our proposal.',
        ...BODY,
      ),
    ).toEqual({ 'Version date': '2018-05-03' });
  });

  it('still reads the effective date a sentence of the terms states', () => {
    expect(
      dateFacts(
        'Website Hosting Terms and Conditions',
        '3rd May 2018',
        '1. These terms take effect on 1 June 2018 for every hosting plan.',
        ...BODY,
      ),
    ).toMatchObject({ 'Version date': '2018-05-03', 'Effective date': '2018-06-01' });
  });
});

describe('a defined period with its own length is not the agreement’s term', () => {
  const MADE = 'This Agreement is made on 1 February 2020 between Alder Learning Ltd and Ada Okafor.';

  it('does not take the length of a defined repayment period for the agreement’s term', () => {
    const defined =
      '“Repayment Term” means the period of forty-eight (48) months that begins when you finish your course.';
    expect(expirationDate('INCOME SHARE AGREEMENT', MADE, defined, ...BODY)).toBeUndefined();
  });

  it('does not take a payment period told with its length for the agreement’s term', () => {
    const defined = 'The Payment Term shall be twenty-four (24) months from your first salary payment.';
    expect(expirationDate('INCOME SHARE AGREEMENT', MADE, defined, ...BODY)).toBeUndefined();
  });

  it('still reads the agreement’s own term beside it', () => {
    const defined =
      '“Repayment Term” means the period of forty-eight (48) months that begins when you finish your course.';
    const term = 'The term of this Agreement shall be five (5) years from the date of this Agreement.';
    expect(expirationDate('INCOME SHARE AGREEMENT', MADE, defined, term, ...BODY)).toBe('2025-02-01');
  });
});

describe('the end of the term stated with the term’s defined name or counted from "the Agreement"', () => {
  const MADE = 'This Agreement is made on 1 February 2020 between Alder Freight Ltd and Birch Stores Ltd.';

  it('reads the end date of a term named in quotation marks', () => {
    const term =
      'The “Term” begins on the date hereof and expires on 30 June 2027, subject to earlier ending under clause 9.';
    expect(expirationDate('SUPPLY AGREEMENT', MADE, term, ...BODY)).toBe('2027-06-30');
  });

  it('computes the end of a length counted "from and after" the agreement’s start', () => {
    const term = 'The initial term of this Agreement is three (3) years from and after the date of this Agreement.';
    expect(expirationDate('SUPPLY AGREEMENT', MADE, term, ...BODY)).toBe('2023-02-01');
  });

  it('computes the end of a length counted from the date of the Agreement', () => {
    const term = 'Term: eighteen (18) months from the date of the Agreement.';
    expect(expirationDate('SUPPLY AGREEMENT', MADE, term, ...BODY)).toBe('2021-08-01');
  });
});
