import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';
import { BODY } from './contract-date-facts';

/** The date facts read from standard terms made of the given lines, as a user sees them: title and value. */
function dateFacts(...lines: string[]): Record<string, string> {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text: lines.join('\n') }]));
  return Object.fromEntries(
    facts.filter((fact) => /date/iu.test(fact.category)).map((fact) => [fact.title, fact.value ?? '']),
  );
}

const ON_ACCEPTANCE = '1. These terms take effect when you accept them by creating an account.';

// Lines written for these tests. A version heading dates the wording of standard terms; the terms themselves take
// effect when each user accepts them, so the heading's date is told as their version date, never as an effective date.
describe('the version date of standard terms', () => {
  it('tells a date under a version line as the version date, not the effective date', () => {
    expect(dateFacts('Platform Terms of Use', 'Version 3.2', '14 July 2017', ON_ACCEPTANCE, ...BODY)).toEqual({
      'Version date': '2017-07-14',
    });
  });

  it('reads the version date written on the version line itself', () => {
    expect(dateFacts('Platform Terms of Use', 'Version 3.2 — 14th July 2017', ON_ACCEPTANCE, ...BODY)).toEqual({
      'Version date': '2017-07-14',
    });
  });

  it('reads a "last updated" heading as the version date', () => {
    expect(dateFacts('Platform Terms of Use', 'Last updated: March 2, 2019', ON_ACCEPTANCE, ...BODY)).toEqual({
      'Version date': '2019-03-02',
    });
  });

  it('does not take the effective date of a version for the date the terms take effect for the user', () => {
    const facts = dateFacts('Platform Terms of Use', 'Version Effective Date: June 1, 2021', ON_ACCEPTANCE, ...BODY);
    expect(facts).toEqual({ 'Version date': '2021-06-01' });
  });

  it('keeps the date an agreement is made on, and a heading that states an effective date', () => {
    expect(
      dateFacts(
        'Services Agreement',
        'Version 3.2 — 14th July 2017',
        'This Agreement is made on 5 May 2020 between Alder Freight Ltd and Birch Stores Ltd.',
        ...BODY,
      ),
    ).toMatchObject({ 'Agreement date': '2020-05-05', 'Effective date': '2020-05-05' });
    expect(dateFacts('Platform Terms of Use', 'Effective date: 1 June 2021', ...BODY)).toMatchObject({
      'Effective date': '2021-06-01',
    });
  });
});

// Lines written for these tests. Standard terms nobody signs that say under their title when they are effective date
// this version of the wording: each user agrees when accepting them, so that date is no agreement date.
describe('the effective date under the title of standard terms', () => {
  it.each([
    ['Effective: 4 September 2018'],
    ['Effective 4 September 2018'],
    ['Effective as of September 4, 2018'],
    ['Effective date for all users shall be 4 September 2018'],
  ])('is told as the version date and the effective date, never the agreement date: %s', (line) => {
    expect(dateFacts('Platform Terms of Use', line, ON_ACCEPTANCE, ...BODY)).toEqual({
      'Version date': '2018-09-04',
      'Effective date': '2018-09-04',
    });
  });

  it('is read on the line under the title when the title runs into it', () => {
    expect(dateFacts('Platform Terms of Use\nEffective September 4, 2018', ON_ACCEPTANCE, ...BODY)).toMatchObject({
      'Version date': '2018-09-04',
    });
  });

  it('stays the agreement date of an instrument the parties sign', () => {
    const facts = dateFacts(
      'Supply Agreement',
      'Effective: 4 September 2018',
      ...BODY,
      'Signed for the Supplier: By: ____________ Name: ____________',
    );
    expect(facts).toMatchObject({ 'Agreement date': '2018-09-04' });
  });
});
