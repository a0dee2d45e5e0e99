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

// Lines written for these tests. Terms nobody signs may date their wording at their foot; a notice procedure that asks
// for "a physical or electronic signature" is a sentence of the terms, not a signature block, so it does not make the
// terms a signed instrument whose footer would date only the template.
describe('the date at the foot of standard terms nobody signs', () => {
  const NOTICE_PROCEDURE =
    '15. To report an infringement, send us a notice with your physical or electronic signature and a description of the work.';

  it('reads a "last updated" line at the foot even where a notice procedure asks for a signature', () => {
    expect(
      dateFacts('Community Terms of Use', ON_ACCEPTANCE, ...BODY, NOTICE_PROCEDURE, 'Last Updated: March 3, 2022'),
    ).toEqual({
      'Version date': '2022-03-03',
    });
  });

  it('reads a date standing alone on the last line of the terms as their version date', () => {
    expect(dateFacts('Mentoring Programme Terms', ON_ACCEPTANCE, ...BODY, 'Form 2040', 'June 8, 2020')).toEqual({
      'Version date': '2020-06-08',
    });
  });

  it('does not read a date alone at the foot of a signed agreement as a version date', () => {
    const facts = dateFacts('Supply Agreement', ...BODY, 'Signature: ____________', 'Name: Dana Ortiz', 'June 8, 2020');
    expect(facts['Version date']).toBeUndefined();
  });
});

// Lines written for these tests. Terms that keep a change log at their foot are in the wording of its latest entry.
describe('the change log at the foot of standard terms', () => {
  it('reads the latest dated entry of the log as the version date', () => {
    expect(
      dateFacts(
        'Creator Programme Terms',
        ON_ACCEPTANCE,
        ...BODY,
        'Revision history:',
        'March 2, 2015: First published.',
        'July 9, 2018: Added payout thresholds. May 4, 2021: Clarified tax forms.',
      ),
    ).toEqual({ 'Version date': '2021-05-04' });
  });

  it('does not read dates in the clauses above the log as entries of it', () => {
    expect(
      dateFacts(
        'Creator Programme Terms',
        ON_ACCEPTANCE,
        ...BODY,
        '16. Payouts for December 1, 2030: the programme closes on that day.',
        'Change log:',
        'March 2, 2015: First published.',
      ),
    ).toEqual({ 'Version date': '2015-03-02' });
  });
});
