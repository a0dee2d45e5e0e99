import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import {
  analyseHostingAgreement as analyse,
  analyseHostingPages,
  HOSTING_SERVICES,
} from './hosting-services-agreement';

// Sentences written for these tests. A clause's quote is a sentence that does the clause (imposes,
// grants, limits); one that only names its topic inside a representation, a reservation, a denial
// or a reference to terms elsewhere is about something else, and the clause is then not reported.

/** Every title the reader sees: findings, risks and the clause list. */
function shownTitles(result: ContractAnalysis): string[] {
  return [
    ...result.keyFindings.map((finding) => finding.title),
    ...result.risks.map((risk) => risk.finding.split(':')[0] ?? ''),
    ...(result.clauses ?? []).map((clause) => clause.title),
  ];
}

/** The quote of the key finding titled `title`. */
function findingQuote(result: ContractAnalysis, title: string): string | undefined {
  const finding = result.keyFindings.find((candidate) => candidate.title === title);
  return finding?.evidence?.quote ?? finding?.quotedText;
}

describe('a representation names a topic without doing the clause', () => {
  it('a warranty that no one else is the exclusive provider is no exclusivity', async () => {
    const result = await analyse(
      'Northwind represents and warrants to Pelican that: (a) it is duly organised under the laws of Oregon; (b) no other person holds the right to be the exclusive hosting provider for the stores of Pelican; and (c) it will not enter into any contract with any third party that conflicts with its duties under this Agreement.',
    );
    expect(shownTitles(result)).not.toContain('Exclusivity');
  });

  it('a statement that no covenant not to sue was ever given is no covenant not to sue', async () => {
    const result = await analyse(
      '(d) Neither Northwind nor any of its affiliates has previously assigned, licensed or encumbered the Hosting Software, including by granting any covenant not to sue in respect of it.',
    );
    expect(shownTitles(result)).not.toContain('Covenant not to sue');
  });

  it('a promise of the same party not to challenge still is one', async () => {
    const result = await analyse(
      'Pelican shall not challenge or contest the validity of any patent of Northwind covering the Hosting Software.',
    );
    expect(shownTitles(result)).toContain('Covenant not to sue');
  });
});

describe('a reservation, a denial or a reference to terms elsewhere is not the clause', () => {
  it('rights reserved exclusively to a licensor are no exclusivity', async () => {
    const result = await analyse(
      'All rights in the Hosting Software not expressly granted in this Agreement are hereby reserved exclusively by Northwind.',
    );
    expect(shownTitles(result)).not.toContain('Exclusivity');
  });

  it('nothing obliging a party to buy a minimum is no minimum commitment', async () => {
    const result = await analyse(
      'Nothing in this Agreement obliges Pelican to purchase any minimum volume of hosting services.',
    );
    expect(shownTitles(result)).not.toContain('Minimum commitment');
  });

  it('purchases subject to limits described in another document are no minimum commitment', async () => {
    const result = await analyse(
      'It is acknowledged that all orders of customers are subject to the maximum and minimum purchase limitations described in the Price List.',
    );
    expect(shownTitles(result)).not.toContain('Minimum commitment');
  });

  it('goods that must meet at least one of several descriptions are no minimum quantity', async () => {
    const result = await analyse(
      'All hardware ordered under this Agreement must meet at least one of the specifications listed in Schedule B.',
    );
    expect(shownTitles(result)).not.toContain('Minimum commitment');
  });

  it('a delivery of copies of covenants granted to others is no covenant not to sue', async () => {
    const result = await analyse(
      'Northwind shall deliver to Pelican copies of all licences and covenants not to sue granted to it by third parties in respect of the Hosting Software.',
    );
    // The classifier may still list the sentence; no finding is told from it.
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('Covenant not to sue');
    expect(result.risks.map((risk) => risk.finding)).not.toContainEqual(expect.stringMatching(/^Covenant not to sue/u));
  });
});

describe('the quote is the sentence that does the clause its finding names', () => {
  it('a payment of a revenue share as liquidated damages is not the revenue split', async () => {
    const result = await analyse(
      'If Pelican breaches Section 5, Northwind may terminate this Agreement and require Pelican to pay thirty percent (30%) of the share of revenues of Northwind as liquidated damages.',
      'The revenues from the hosted stores shall be divided between the parties in equal shares each quarter.',
    );
    expect(findingQuote(result, 'Revenue or profit sharing')).toMatch(/divided between the parties/u);
  });

  it('a late fee for equipment not returned is no late-payment term', async () => {
    const result = await analyse(
      'Northwind may charge Pelican a late fee of $50 for each day that loaned equipment is not returned after the end of the term.',
    );
    expect(findingQuote(result, 'Payment terms and late fees') ?? '').not.toMatch(/loaned equipment/u);
  });

  it('no late fees owed on termination is no late-fee term', async () => {
    const result = await analyse(
      'On termination under this Section, neither party shall be liable to the other for late fees, liquidated damages or compensation.',
    );
    expect(findingQuote(result, 'Payment terms and late fees') ?? '').not.toMatch(/neither party shall be liable/u);
  });

  it('an insurance sentence naming the indemnity is not the indemnity', async () => {
    const result = await analyse(
      'The insurance required by this Section shall respond whether or not the indemnification is enforceable.',
      'Northwind shall indemnify Pelican against third-party claims arising from the negligence of Northwind.',
    );
    expect(findingQuote(result, 'Indemnification')).toMatch(/^Northwind shall indemnify Pelican/u);
  });

  it('an advance payment for orders above the forecast is no volume cap; a cap on supply is', async () => {
    const prepaid = await analyse(
      'For any quantity ordered exceeding the quarterly forecast, Pelican shall pay Northwind in advance the cost of that excess.',
    );
    expect(prepaid.keyFindings.map((finding) => finding.title)).not.toContain('Volume restriction');
    const capped = await analyse(
      'Northwind shall not be obliged to supply quantities exceeding 120% of the quarterly forecast.',
    );
    expect(capped.keyFindings.map((finding) => finding.title)).toContain('Volume restriction');
  });
});

describe('the quote keeps the operative words of its sentence', () => {
  it('a sentence cut by the page is quoted from the part that holds its amount', async () => {
    const result = await analyseHostingPages(
      [
        HOSTING_SERVICES,
        '4.2 Minimum Monthly Fee: In consideration of the priority support given to Pelican, starting with the third month of the term and continuing',
      ],
      'each month of the term thereafter, the minimum fee payable to Northwind each month shall be the greater of the usage fees or $10,000.',
    );
    const listed = (result.clauses ?? []).find((clause) => clause.title === 'Minimum commitment');
    expect(listed?.evidence?.quote).toMatch(/\$10,000/u);
  });
});

describe('what a clause grants is granted by its main clause, not assumed by a condition', () => {
  it('a minimum named only in the condition of a termination is no minimum commitment finding', async () => {
    const result = await analyse(
      'If Pelican fails to purchase a minimum of 500 server licences by June 30, 2023, this Agreement shall terminate and Northwind shall refund the set-up fee.',
    );
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('Minimum commitment');
  });
});

describe('a negation that does not deny the topic leaves the clause reported', () => {
  it('"no less than thirty days" notice before an audit denies no audit', async () => {
    const result = await analyse(
      'Northwind may, upon no less than thirty (30) days prior written notice to Pelican, cause an independent accountant to inspect the records of Pelican relating to the fees.',
    );
    expect(shownTitles(result)).toContain('Audit rights');
  });

  it('"is not a party but is an intended third-party beneficiary" names a beneficiary', async () => {
    const result = await analyse(
      'It is understood that Harbor Bank is not a party hereto and has no liability hereunder but is an intended third party beneficiary of Section 6.',
    );
    expect(shownTitles(result)).toContain('Third-party beneficiaries');
  });
});
