import { describe, expect, it } from 'vitest';
import { datesIn, isoDate } from '../src/local/contract/contract-dates';
import { agreementDate, BODY, expirationDate } from './contract-date-facts';

// Every line below is written for these tests.

const isoDates = (text: string) => datesIn(text).map((mention) => isoDate(mention.date));
const TERMS = 'Orchard Cloud Terms of Service';
const SIGNATURES = [
  'By: ________',
  'Name: Ana Ruiz',
  'Title: Director',
  'By: ________',
  'Name: Tom Berg',
  'Title: CEO',
];

describe('dates written the ways software, Europe and spreadsheets write them', () => {
  it('reads a year-first date, a dotted day-first date, a hyphenated month name and "the 5th of March"', () => {
    expect(isoDates('Last updated: 2021-03-05')).toEqual(['2021-03-05']);
    expect(isoDates('Stand: 05.03.2021')).toEqual(['2021-03-05']);
    expect(isoDates('Signed 5-Mar-2021')).toEqual(['2021-03-05']);
    expect(isoDates('revised on the 5th of March, 2021')).toEqual(['2021-03-05']);
  });

  it('does not read a regulation number, a section number or a version number as a date', () => {
    expect(isoDates('under Regulation (EU) 2016/679 and section 5.3.2')).toEqual([]);
    expect(isoDates('release 1.2.2021.4 of the client')).toEqual([]);
  });
});

describe('the date of standard terms, wherever they state it', () => {
  it('reads a sentence that says when the terms were last updated', () => {
    expect(
      agreementDate(
        TERMS,
        'These Terms of Service were last updated on March 5, 2021 and apply to every user.',
        ...BODY,
      ),
    ).toBe('2021-03-05');
  });

  it('reads "Published:" and "In force from" lines under the title', () => {
    expect(agreementDate(TERMS, 'Published: 5 March 2021', ...BODY)).toBe('2021-03-05');
    expect(agreementDate(TERMS, 'In force from 5 March 2021', ...BODY)).toBe('2021-03-05');
  });

  it('reads the date set after the title', () => {
    expect(agreementDate(`${TERMS} (5 March 2021)`, ...BODY)).toBe('2021-03-05');
  });

  it('takes the latest of the versions listed under the title', () => {
    expect(agreementDate(TERMS, 'Version 1: 1 January 2019', 'Version 2: 5 March 2021', ...BODY)).toBe('2021-03-05');
  });

  it('reads the last lines of terms nobody signs when the opening dates nothing', () => {
    expect(agreementDate(TERMS, ...BODY, 'Last updated: 5 March 2021')).toBe('2021-03-05');
    expect(agreementDate(TERMS, ...BODY, 'Effective date: 5 March 2021')).toBe('2021-03-05');
  });

  it('does not take the footer date of a form whose own date is left blank', () => {
    expect(agreementDate('Contract of Employment', 'Contract date', ...BODY, 'Version: 5 March 2021')).toBeUndefined();
  });

  it('does not take the update date of a policy the terms cite', () => {
    expect(
      agreementDate(TERMS, 'Your data is handled under our Privacy Policy, last updated on 2 February 2020.', ...BODY),
    ).toBeUndefined();
  });
});

describe('the dates of the signatures', () => {
  const MADE = 'This Services Agreement is made between Orchard Ltd and Pine Ltd.';

  it('reads "Date signed:", "Executed on" and a date after "(signature)" as the day it was signed', () => {
    expect(agreementDate('SERVICES AGREEMENT', MADE, ...BODY, ...SIGNATURES, 'Date signed: 5 March 2021')).toBe(
      '2021-03-05',
    );
    expect(agreementDate('SERVICES AGREEMENT', MADE, ...BODY, ...SIGNATURES, 'Executed on 5 March 2021')).toBe(
      '2021-03-05',
    );
    expect(agreementDate('SERVICES AGREEMENT', MADE, ...BODY, 'By: Pine Ltd (signature) March 5, 2021')).toBe(
      '2021-03-05',
    );
  });

  it('reads dates set under a row of labels, and a table label without its colon', () => {
    expect(agreementDate('SERVICES AGREEMENT', MADE, ...BODY, ...SIGNATURES, 'Date: Date: 3-2-2021 3-5-2021')).toBe(
      '2021-03-05',
    );
    expect(agreementDate('SERVICES AGREEMENT', MADE, ...BODY, 'Signature /s/ Ana Ruiz Date 14/03/2021')).toBe(
      '2021-03-14',
    );
  });

  it('does not take an event labelled with its date for a signature', () => {
    expect(
      agreementDate('SERVICES AGREEMENT', MADE, ...BODY, ...SIGNATURES, 'Site opening date: 5 March 2021'),
    ).toBeUndefined();
  });

  it('keeps the stated date when the parties sign as of it', () => {
    expect(
      agreementDate(
        'SERVICES AGREEMENT',
        'EFFECTIVE DATE: 1 March 2021',
        MADE,
        ...BODY,
        'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
        ...SIGNATURES,
        'Date: 5 March 2021',
      ),
    ).toBe('2021-03-01');
  });
});

describe('the end of a memorandum or a term told as how long it is valid', () => {
  const MADE = 'This Memorandum of Understanding is made between Orchard Council and Pine Trust on 5 March 2021.';

  it('reads the end date of a memorandum of understanding', () => {
    expect(
      expirationDate('MEMORANDUM OF UNDERSTANDING', MADE, 'This MoU shall remain in effect until 31 December 2023.'),
    ).toBe('2023-12-31');
  });

  it('computes the end of a term "valid for" a length from a stated start, and gives the length alone without one', () => {
    const valid = 'The agreement will be valid for a period of two (2) years from the date of signing.';
    expect(expirationDate('DATA SHARING AGREEMENT', MADE, valid)).toBe('2023-03-05');
    expect(
      expirationDate('DATA SHARING AGREEMENT', 'This agreement is made between Orchard Council and Pine Trust.', valid),
    ).toBe('two (2) years from the date of signing');
  });

  it('does not take how long a limitation lasts for the agreement’s term', () => {
    expect(
      expirationDate(
        'DATA SHARING AGREEMENT',
        MADE,
        'The limitations on disclosure in section 4 shall last 5 years from the signing date.',
      ),
    ).toBeUndefined();
  });
});
