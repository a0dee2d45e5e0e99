import { describe, expect, it } from 'vitest';
import { datesIn, isoDate } from '../src/local/contract/contract-dates';

// Every date below is written for these tests, in the ways people type dates into agreements.

const isoDates = (text: string) => datesIn(text).map((mention) => isoDate(mention.date));

describe('dates as agreements write them', () => {
  it('reads a day-first numeric date when the first number cannot be a month', () => {
    expect(isoDates('Signed at Leeds on 27/4/19.')).toEqual(['2019-04-27']);
    expect(isoDates('Date: 14/08/2011')).toEqual(['2011-08-14']);
  });

  it('keeps month-first order where both orders are possible, as US agreements write', () => {
    expect(isoDates('Date: 4/5/2011')).toEqual(['2011-04-05']);
  });

  it('reads a date whatever the spacing around its comma', () => {
    expect(isoDates('made on October 9 , 2004 between')).toEqual(['2004-10-09']);
    expect(isoDates('made on October 9,2004 between')).toEqual(['2004-10-09']);
  });

  it('reads a day written as an ordinal word or with its suffix set apart', () => {
    expect(isoDates('made this second day of June, 2016 by')).toEqual(['2016-06-02']);
    expect(isoDates('made this twenty-first day of March 2009 by')).toEqual(['2009-03-21']);
    expect(isoDates('entered into this (3rd) day of August, 2001')).toEqual(['2001-08-03']);
    expect(isoDates('entered into this 2 nd day of August 2001')).toEqual(['2001-08-02']);
  });

  it('does not read a day-and-month pair without a year, nor a number that is not a day', () => {
    expect(isoDates('payable on the second day of each month')).toEqual([]);
    expect(isoDates('within 45/60 days of delivery')).toEqual([]);
  });
});
