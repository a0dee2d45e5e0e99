import { describe, expect, it } from 'vitest';
import { agreementDate, BODY, effectiveDate, expirationDate } from './contract-date-facts';

// Sentences written for these tests.
describe('a date inside the citation of a law, order, instruction or regulation is not the agreement’s', () => {
  it('does not date the agreement by the instruction that defines one of its words', () => {
    const opening =
      'This data use agreement is effective when signed and covers sensitive records as defined by Department Instruction 7700.02 of 9 March 2014.';
    expect(agreementDate('DATA USE AGREEMENT', opening, ...BODY)).toBeUndefined();
    expect(effectiveDate('DATA USE AGREEMENT', opening, ...BODY)).toBeUndefined();
  });

  it('does not date the agreement by the executive order it is made under', () => {
    const opening =
      'This grant agreement is made under Executive Order 12345 of October 3, 2002 and binds the grantee named below.';
    expect(agreementDate('GRANT AGREEMENT', opening, ...BODY)).toBeUndefined();
    expect(effectiveDate('GRANT AGREEMENT', opening, ...BODY)).toBeUndefined();
  });

  it('does not date the agreement by a regulation named with the body that adopted it', () => {
    const opening =
      'This processing agreement is made to meet Regulation (EU) 2018/123 of the European Parliament and of the Council of 14 May 2018.';
    expect(agreementDate('PROCESSING AGREEMENT', opening, ...BODY)).toBeUndefined();
  });

  it('keeps the agreement’s own date beside the dates of the laws it cites', () => {
    expect(
      agreementDate(
        'SERVICES AGREEMENT',
        'This agreement is made on 2 March 2021 under the Public Records Act of 1998 and Directive 2002/58/EC of 12 July 2002.',
        ...BODY,
      ),
    ).toBe('2021-03-02');
    expect(
      agreementDate(
        'SERVICES AGREEMENT',
        'This agreement, made to meet Directive 2002/58/EC of 12 July 2002, is dated 2 March 2021.',
        ...BODY,
      ),
    ).toBe('2021-03-02');
  });
});

describe('a period that runs after the term ends is not the agreement’s term', () => {
  const MADE = 'This Agreement is made on 1 February 2020 between Alder Freight Ltd and Birch Stores Ltd.';

  it('does not take a window to check invoices after a named term for the agreement’s end', () => {
    const window =
      'During the Supply Period and for twelve (12) months following the end of the Supply Period, the Buyer may check the invoices.';
    expect(expirationDate('SUPPLY AGREEMENT', MADE, window, ...BODY)).toBeUndefined();
  });

  it('does not take a restraint for months after a named term for the agreement’s end', () => {
    const restraint =
      'During the Engagement Term and for nine (9) months thereafter, neither party shall hire the staff of the other.';
    expect(expirationDate('SERVICES AGREEMENT', MADE, restraint, ...BODY)).toBeUndefined();
  });

  it('does not take a secrecy duty that lasts months after termination for the agreement’s end', () => {
    const secrecy = 'The Consultant shall keep the secrets for the Term and for six (6) months after its termination.';
    expect(expirationDate('CONSULTING AGREEMENT', MADE, secrecy, ...BODY)).toBeUndefined();
  });

  it('still reads the term’s own length beside such a tail', () => {
    const term = 'This Agreement shall continue for two (2) years from the date of this Agreement.';
    const restraint =
      'During the Engagement Term and for nine (9) months thereafter, neither party shall hire the staff of the other.';
    expect(expirationDate('SERVICES AGREEMENT', MADE, restraint, term, ...BODY)).toBe('2022-02-01');
  });
});
