import { describe, expect, it } from 'vitest';
import { inOperativeSpan, operativeSpan } from '../src/local/contract/operative-span';
import { quotesTitled } from './contract-advice-seen';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';

// Sentences written for these tests. The operative span keeps what the sentence's operative clause is about
// (its subject, modal, object and complement, an opening condition) and leaves out what it only names on the way.

describe('the operative span of a sentence', () => {
  it('leaves out a reference to terms set elsewhere after the clause', () => {
    const span = operativeSpan(
      'Harbourline shall keep accurate records of its shipments, as required by the minimum purchase commitment in Section 4.',
    );
    expect(span).toMatch(/shall keep accurate records of its shipments/u);
    expect(span).not.toMatch(/minimum purchase/u);
  });

  it('leaves out references led by "pursuant to", "in accordance with" and "set forth in"', () => {
    for (const sentence of [
      'Harbourline shall deliver the reports pursuant to the exclusivity terms of Article 7.',
      'Harbourline shall keep its books in accordance with the royalty provisions of Schedule 2.',
      'Harbourline shall notify Tessaro of any change to the information set forth in the insurance clause above.',
    ]) {
      expect(operativeSpan(sentence)).not.toMatch(/exclusivity|royalty|insurance/u);
    }
  });

  it('keeps words that name only a place without a lead ("bound by the restrictions in Section 5")', () => {
    const sentence = 'Upon termination, the Consultant shall remain bound by the restrictions in Section 5.';
    expect(operativeSpan(sentence)).toBe(sentence);
  });

  it('reads "subject to" as a reference only where it names a numbered place', () => {
    const state = 'Any claim not subject to arbitration under this Agreement shall be brought in the courts of Salem.';
    expect(operativeSpan(state)).toBe(state);
    expect(
      operativeSpan('Tessaro shall buy the Products, subject to the minimum purchase terms of Exhibit C.'),
    ).not.toMatch(/minimum/u);
  });

  it('keeps an object stated before the reference', () => {
    const span = operativeSpan('Tessaro shall purchase at least 2,000 units each quarter, as set forth in Exhibit A.');
    expect(span).toMatch(/purchase at least 2,000 units each quarter/u);
  });

  it('leaves out a list of examples and keeps what comes after it', () => {
    const span = operativeSpan(
      'Tessaro shall reimburse all expenses, including travel by employees of Harbourline, within thirty (30) days of invoice.',
    );
    expect(span).not.toMatch(/employees/u);
    expect(span).toMatch(/reimburse all expenses .* within thirty \(30\) days of invoice/u);
  });

  it("ends an example list at a comma or dash, before the clause's own verb", () => {
    expect(operativeSpan('This Agreement, including its schedules, is governed by the laws of Ontario.')).toMatch(
      /is governed by the laws of Ontario/u,
    );
    expect(
      operativeSpan(
        'If you bring tools – such as tools made before you joined – you grant us a perpetual licence to them.',
      ),
    ).toMatch(/you grant us a perpetual licence/u);
  });

  it('keeps what a bracket says the object includes', () => {
    expect(
      operativeSpan('Harbourline hereby assigns all rights (including patent rights) in the Deliverables.'),
    ).toMatch(/patent rights/u);
  });

  it('ends an example list in the subject at the modal', () => {
    const span = operativeSpan(
      'Each party, including its subcontractors, shall keep the Confidential Information secret.',
    );
    expect(span).toMatch(/^Each party .* shall keep the Confidential Information secret\.$/u);
    expect(span).not.toMatch(/subcontractors/u);
  });

  it('leaves out an aside in brackets but keeps a figure and a defined term', () => {
    const span = operativeSpan(
      'Within ten (10) days, Tessaro shall pay the setup fee (the “Setup Fee”) (whether or not any royalties fall due).',
    );
    expect(span).toMatch(/ten \(10\) days/u);
    expect(span).toMatch(/\(the “Setup Fee”\)/u);
    expect(span).not.toMatch(/royalties/u);
  });

  it('leaves out a relative clause that only says what a noun relates to, and keeps one that says what it does', () => {
    expect(
      operativeSpan('Harbourline shall keep its ledgers, which relate to the royalties, for five (5) years.'),
    ).not.toMatch(/royalties/u);
    expect(
      operativeSpan('Tessaro shall pay a fee of $5,000, which shall be payable within thirty (30) days of invoice.'),
    ).toMatch(/payable within thirty/u);
    expect(
      operativeSpan(
        'Except for its Affiliates, which are intended beneficiaries of Section 3, no person has rights here.',
      ),
    ).toMatch(/intended beneficiaries/u);
  });

  it('keeps a list of acts or ways of acting the clause forbids, but not a list of things', () => {
    expect(
      operativeSpan('Tessaro shall not harm the Marks, including by challenging the validity of the Marks.'),
    ).toMatch(/challenging the validity/u);
    expect(
      operativeSpan(
        'Tessaro shall not transfer this Agreement, including by way of a sale of its shares, without consent.',
      ),
    ).toMatch(/by way of a sale of its shares/u);
    expect(
      operativeSpan('Tessaro shall not give anything of value to any person, including anything given to officials.'),
    ).not.toMatch(/officials/u);
  });

  it('keeps a restrictive relative clause that says who the object is', () => {
    expect(operativeSpan('Tessaro shall not hire any person who is an employee of Harbourline.')).toMatch(
      /who is an employee of Harbourline/u,
    );
  });

  it('counts a topic pattern only where it matches the operative span', () => {
    const minimum = /\bminimum\s+purchase\b/iu;
    expect(inOperativeSpan(minimum, 'Tessaro shall make the minimum purchase set forth in Exhibit A.')).toBe(true);
    expect(
      inOperativeSpan(
        minimum,
        'Tessaro shall file its reports, as required by the minimum purchase terms of Section 4.',
      ),
    ).toBe(false);
  });
});

describe('a clause named only outside the operative span is not its clause', () => {
  it('a record-keeping duty that names the minimum commitment in an "as required by" tail is no minimum commitment', async () => {
    const result = await analyse(
      'Northwind shall keep complete and accurate records of all orders placed by Pelican, as required by the minimum purchase commitment in Section 9.',
    );
    expect(quotesTitled(result, 'Minimum commitment')).toEqual([]);
  });

  it('a minimum purchase the operative clause states is still a minimum commitment', async () => {
    const result = await analyse(
      'Pelican shall purchase a minimum quantity of 5,000 units in each Contract Year, as set forth in Exhibit B.',
    );
    expect(quotesTitled(result, 'Minimum commitment').join(' ')).toMatch(/minimum quantity of 5,000 units/u);
  });
});
