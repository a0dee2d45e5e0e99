import { describe, expect, it } from 'vitest';
import { agreementDate, BODY, effectiveDate, expirationDate } from './contract-date-facts';

// Every sentence below is written for these tests.

describe('the agreement date, as a person reads it', () => {
  it('is not the date of another document the opening mentions', () => {
    expect(
      agreementDate(
        'FIRST AMENDMENT',
        'This First Amendment to the Supply Agreement dated April 1, 2017 (the "Agreement") is made by and between Northwind LLC and Harbor Inc. as of June 22, 2018.',
      ),
    ).toBe('2018-06-22');
    expect(
      agreementDate(
        'DISTRIBUTION AGREEMENT',
        'WHEREAS, the parties previously entered into a letter of intent dated November 30, 2017;',
        'This Agreement is made and entered into as of March 2, 2018 by and between Orbit Retail Ltd. and Lakeside Tools, Inc.',
      ),
    ).toBe('2018-03-02');
  });

  it('is the date on the line after a "DATED" label, even after a definitions list', () => {
    expect(
      agreementDate(
        'SUPPORT AGREEMENT',
        ...Array.from({ length: 16 }, (_, index) => `"Term ${index + 1}" means the meaning number ${index + 1}.`),
        'DATED',
        '4 February 2010',
        'BETWEEN Ashdown Fleet Ltd and Carrow Parts Ltd',
        ...BODY,
      ),
    ).toBe('2010-02-04');
  });

  it('is the amendment’s own date when "is made" makes the amendment the subject', () => {
    expect(
      agreementDate(
        'This amendment to Section 2 of the Co-Branding Agreement is made effective December 9, 2016 by and between Orbit Retail Ltd. and Lakeside Tools, Inc.',
      ),
    ).toBe('2016-12-09');
  });

  it('is the day the parties entered into it, before the day it takes effect', () => {
    expect(
      agreementDate(
        'This Support Agreement is entered on this 9th day of October, 2004 and is deemed effective as of October 1, 2004 (the "Effective Date").',
      ),
    ).toBe('2004-10-09');
  });

  it('is the last date written beside the signatures when the text dates it nowhere else', () => {
    expect(
      agreementDate(
        'HOSTING AGREEMENT',
        ...BODY,
        'By: /s/ Ann Lee',
        'Name: Ann Lee Title: President',
        'March 3, 2009',
        'By: /s/ Ken Wu',
        'Name: Ken Wu Title: Chairman',
        'March 5, 2009',
      ),
    ).toBe('2009-03-05');
  });

  it('gives way to an effective date the text states, for when the agreement takes effect', () => {
    // Past the opening, where an agreement states its date.
    const text = [
      'HOSTING AGREEMENT',
      ...BODY,
      ...BODY,
      ...BODY,
      'The initial term of this Agreement shall be for one year commencing on the 1st day of May, 2016 ("Effective Date").',
      'By: /s/ Ann Lee',
      'Name: Ann Lee Title: President',
      'May 17, 2016',
    ];
    expect(agreementDate(...text)).toBe('2016-05-17');
    expect(effectiveDate(...text)).toBe('2016-05-01');
    expect(expirationDate(...text)).toBe('2017-05-01');
  });

  it('is the date a "done and signed" clause gives', () => {
    expect(
      agreementDate(
        'LICENCE AGREEMENT',
        'The Licensor grants the Licensee a licence to use the Software.',
        'THUS DONE AND SIGNED at Pretoria on this 31st day of March 2011.',
      ),
    ).toBe('2011-03-31');
  });
});

describe('the expiration date, as a person reads it', () => {
  it('is the end of a term stated from one date to another', () => {
    expect(expirationDate('The term of this Agreement shall be two years from May 1, 2013 to April 30, 2015.')).toBe(
      '2015-04-30',
    );
  });

  it('is not a deadline written "prior to" a date, nor the end of another period "from … to"', () => {
    expect(
      expirationDate(
        'This Agreement is made as of January 1, 2020.',
        'Prior to July 1, 2021, the Sponsor will offer the Publisher the opportunity to renew this Agreement.',
        'The first true-up of this Agreement covers results from the first day of this Agreement to September 30, 2020.',
      ),
    ).toBeUndefined();
  });

  it('is the date the agreement "shall terminate", with or without "on"', () => {
    expect(
      expirationDate('This Agreement shall begin on June 1, 2019 and shall terminate June 1, 2020 (the "Term").'),
    ).toBe('2020-06-01');
  });

  it('is not the end of a renewal the parties may choose', () => {
    expect(
      expirationDate(
        'This Agreement is made as of January 1, 2020.',
        'The term of this Agreement shall end on December 31, 2022.',
        'The Company may, by written notice given before September 30, 2022, elect to extend the Term to December 31, 2023.',
      ),
    ).toBe('2022-12-31');
    expect(
      expirationDate(
        'This Agreement is made as of January 1, 2020.',
        'The Company may renew this Agreement for one additional period that shall begin on January 1, 2023 and end on December 31, 2025.',
      ),
    ).toBeUndefined();
  });

  it('is not a duty that lasts during the term and for a while after it', () => {
    expect(
      expirationDate(
        'This Agreement is made as of January 1, 2020.',
        'During the Term of this Agreement and for two (2) years thereafter, the Licensee shall keep complete books and records.',
      ),
    ).toBeUndefined();
  });
});
