import { describe, expect, it } from 'vitest';
import { agreementDate, BODY, effectiveDate, expirationDate } from './contract-date-facts';

// Every sentence below is written for these tests.

describe('the agreement date read from the signatures', () => {
  it('is not the date of a memo or report the body says is "dated"', () => {
    expect(
      agreementDate(
        'SERVICES AGREEMENT',
        'Greenfield Ltd and Copper Street Inc agree as follows.',
        ...BODY,
        'The network was upgraded as described in the Survey Report dated 3rd March 2011 and the Memorandum of Understanding dated 9th April 2011.',
      ),
    ).toBeUndefined();
  });

  it('is the date of a "Signed and effective this … day of" line', () => {
    expect(
      agreementDate(
        'AGENCY AGREEMENT',
        'Greenfield Ltd and Copper Street Inc agree as follows.',
        ...BODY,
        ...BODY,
        ...BODY,
        'Signed and effective this 12th day of August, 2003.',
        'The schedule below was agreed under a planning note dated 4/2/03.',
      ),
    ).toBe('2003-08-12');
  });

  it('reads signatures written with backslashes and a date on its own line', () => {
    expect(
      agreementDate(
        'OUTSOURCING AGREEMENT',
        'Greenfield Ltd and Copper Street Inc agree as follows.',
        ...BODY,
        'GREENFIELD LTD',
        '\\s\\ Maria Lopez',
        'Director',
        '14 Feb. 2002',
        'COPPER STREET INC',
        '\\s\\ Tom Berg',
        'President',
        '11 Feb. 2002',
      ),
    ).toBe('2002-02-14');
  });

  it('reads the date a signature was recorded on', () => {
    expect(
      agreementDate(
        'COLLABORATION AGREEMENT',
        'This Collaboration Agreement is entered into by and between the following parties.',
        ...BODY,
        'Party A: Greenfield Ltd /s/ Greenfield Ltd [signature certified by the e-signing service on March 3, 2020]',
      ),
    ).toBe('2020-03-03');
  });

  it('is the signing date, not a labelled "Effective Date:" field at the top of a form', () => {
    expect(
      agreementDate(
        'TRANSPORT SERVICE AGREEMENT',
        '1. EFFECTIVE DATE: October 1, 2012',
        ...BODY,
        'By: /s/ Ann Reed',
        'Dated: July 9, 2012',
      ),
    ).toBe('2012-07-09');
  });

  it('is not a payment date in an early clause that happens to say "as of"', () => {
    expect(
      agreementDate(
        'ENDORSEMENT AGREEMENT',
        'Greenfield Ltd and Copper Street Inc agree as follows.',
        '(a) Greenfield will issue shares to Copper Street on March 1, 2013 and March 1, 2014, each valued as of its issue date.',
      ),
    ).toBeUndefined();
  });

  it('is read from a preamble that names the agreement by its title without "this"', () => {
    expect(
      agreementDate(
        ...Array.from({ length: 42 }, (_, index) => `Exhibit line ${index + 1}`),
        'SUPPLY AGREEMENT (the "Agreement") is made as of the 3rd day of February, 1997 by and between Greenfield Ltd and Copper Street Inc.',
      ),
    ).toBe('1997-02-03');
  });
});

describe('the effective date defined after its date', () => {
  it('is the date a definitions list gives "Effective Date", wherever the list stands', () => {
    const text = [
      'LICENCE AGREEMENT',
      'DATED 3RD MARCH 2004',
      ...BODY,
      ...BODY,
      ...BODY,
      'EFFECTIVE DATE means 1 July 2003;',
      'This Agreement shall take effect from the Effective Date and continue for ten (10) years thereafter.',
    ];
    expect(agreementDate(...text)).toBe('2004-03-03');
    expect(effectiveDate(...text)).toBe('2003-07-01');
    expect(expirationDate(...text)).toBe('2013-07-01');
  });

  it('is the date nearest before "(the effective date)", not a header date before it', () => {
    expect(
      effectiveDate(
        'June 2, 2015 Alliance Agreement This Alliance Agreement is entered into as of the 20th day of June, 2015 (referred to as the effective date of the Agreement), by and between Greenfield Ltd and Copper Street Inc.',
      ),
    ).toBe('2015-06-20');
  });
});

describe('the expiration date, as a person reads the term', () => {
  it('reads a numbered "TERM:" heading with two dates', () => {
    expect(
      expirationDate('SERVICE AGREEMENT', '1. EFFECTIVE DATE: May 1, 2010', '4. TERM: May 1, 2010 to April 30, 2013'),
    ).toBe('2013-04-30');
  });

  it('counts a term that ends a number of years "thereafter"', () => {
    expect(
      expirationDate(
        'This Agreement is made as of March 15, 2018 by and between Greenfield Ltd and Copper Street Inc.',
        'Unless terminated earlier, this Agreement will continue beginning on the Effective Date and ending three (3) years thereafter.',
      ),
    ).toBe('2021-03-15');
    expect(
      expirationDate(
        'This Agreement is made as of March 15, 2018 by and between Greenfield Ltd and Copper Street Inc.',
        'This Agreement shall commence on the Effective Date and continue thereafter for a period of three (3) years, unless extended by the parties.',
      ),
    ).toBe('2021-03-15');
  });

  it('takes the outside date of "but in no event later than"', () => {
    expect(
      expirationDate(
        'This Agreement is made as of March 15, 2018 by and between Greenfield Ltd and Copper Street Inc.',
        'This Agreement shall terminate four (4) years after the first shipment of the Product, but in no event later than June 30, 2023.',
      ),
    ).toBe('2023-06-30');
  });

  it('ends a term that runs "until the end of the current calendar year" on 31 December', () => {
    expect(
      expirationDate(
        'This Agreement is made as of March 15, 2018 by and between Greenfield Ltd and Copper Street Inc.',
        'This Agreement shall remain in effect until the end of the current calendar year and shall renew for successive one (1) year periods.',
      ),
    ).toBe('2018-12-31');
  });

  it('reads the first of several ends: "until the earlier of: (a) the fifth anniversary"', () => {
    expect(
      expirationDate(
        'This Agreement is made as of March 15, 2018 by and between Greenfield Ltd and Copper Street Inc.',
        'This Agreement shall remain in effect until the earlier of the following events: (a) the third (3r d) anniversary of this Agreement; and (b) the Supplier ceasing to hold any shares of the Buyer.',
      ),
    ).toBe('2021-03-15');
  });

  it('ends a term of years that starts on 1 January on the last day of December', () => {
    expect(
      expirationDate(
        'ENDORSEMENT AGREEMENT',
        'The term of this Agreement shall begin on January 1, 2011 and continue for an initial period of three (3) years unless terminated earlier.',
      ),
    ).toBe('2013-12-31');
  });

  it('does not take a notice deadline in a renewal the client may choose for the end of the term', () => {
    expect(
      expirationDate(
        'ENDORSEMENT AGREEMENT',
        '1.1 The term of this Agreement shall begin on January 1, 2011 and continue for an initial period of three (3) years unless terminated earlier.',
        '8.1 The Company may renew this Agreement on the same terms for one (1) additional three year period that shall begin on January 1, 2014 and end on December 31, 2016, by giving the Athlete written notice of its choice to renew, which notice shall reach the Athlete at its address for notices no later than November 30, 2013.',
      ),
    ).toBe('2013-12-31');
  });

  it('gives no date for a term counted from an event the contract does not date', () => {
    expect(
      expirationDate(
        'This Agreement is made as of March 15, 2018 by and between Greenfield Ltd and Copper Street Inc.',
        'This Agreement shall continue for a period of ten (10) years from the date of first commercial sale of the Product.',
      ),
    ).toBe('ten (10) years from the date of first commercial sale of the Product');
  });
});
