import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { ClauseScorer } from '../src/local/contract/clause-classifier';
import { detectClauses } from '../src/local/contract/clause-detection';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. A clause is listed only where its sentence does the clause's act, read
// from its verb and object: a share of revenue is paid, a claim is given up, liability under the agreement is
// capped, the other side's information is kept secret, the quality of what is delivered is disclaimed. The
// same words doing another act (a charge for paying late, a choice of courts, a statement of a party's debts,
// a password kept secret, feedback given as is) state no such clause, and no risk card is drawn from them.

const PAYMENT = 'The Customer shall pay each invoice within thirty (30) days of receipt.';

async function analyse(...paragraphs: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SERVICES AGREEMENT', PAYMENT, ...paragraphs].join('\n\n'));
}

/** The quote the clause list shows under a title, or undefined when the clause is not listed. */
async function quoteFor(title: string, ...paragraphs: string[]): Promise<string | undefined> {
  return ((await analyse(...paragraphs)).clauses ?? []).find((clause) => clause.title === title)?.evidence?.quote;
}

/** The risk cards whose finding opens with the title. */
async function cardsFor(title: string, ...paragraphs: string[]): Promise<string[]> {
  return (await analyse(...paragraphs)).risks
    .map((risk) => risk.finding)
    .filter((finding) => finding.startsWith(`${title}:`));
}

/** A classifier that finds every sentence with the word very likely to state the category's clause. */
function scorerFinding(category: string, word: string): ClauseScorer {
  return new ClauseScorer({
    credit: 'test',
    categories: { [category]: { bias: -10, accept: 0.6, reject: 0, weights: { [word]: 20 } } },
  });
}

function titlesFound(scorer: ClauseScorer, ...paragraphs: string[]): string[] {
  const sentences = splitSentences([{ pageNumber: 1, text: [PAYMENT, ...paragraphs].join('\n\n') }]);
  return detectClauses(sentences, CLAUSE_RULES, 'client', scorer).map((clause) => clause.rule.title);
}

function capShown(text: string): string | undefined {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text }]));
  return facts.find((fact) => fact.category === 'Cap On Liability')?.value;
}

describe('revenue sharing is a share of sales, revenue or profits paid over', () => {
  it('is not a charge at a monthly rate on a payment made late, even when called royalties', async () => {
    const late =
      'Additional royalties may be charged by Harwell on any payment that is more than sixty (60) days late at the rate of two percent (2%) per month.';
    expect(await quoteFor('Revenue or profit sharing', late)).toBeUndefined();
    expect(await cardsFor('Revenue or profit sharing', late)).toEqual([]);
    expect(
      titlesFound(
        scorerFinding('Revenue/Profit Sharing', 'overdue'),
        'Interest shall accrue on all overdue amounts at one and a half percent (1.5%) per month.',
      ),
    ).not.toContain('Revenue or profit sharing');
  });

  it('is not a fee for consenting to an assignment, priced as a share of its consideration', async () => {
    const fee =
      'If Harwell approves a proposed assignment, the Customer shall pay Harwell, as an additional royalty, one percent (1%) of the fair market value of any consideration received for any assignment of this Agreement.';
    expect(await quoteFor('Revenue or profit sharing', fee)).toBeUndefined();
    expect(
      await quoteFor(
        'Revenue or profit sharing',
        fee,
        'The Customer shall pay Harwell earned royalties of three percent (3%) on Net Sales.',
      ),
    ).toMatch(/on Net Sales/u);
  });

  it('is still a royalty on net sales, told beside interest on royalties paid late', async () => {
    expect(
      await quoteFor(
        'Revenue or profit sharing',
        'The Customer shall pay Harwell a royalty of four percent (4%) of Net Sales of each Licensed Product, and interest at one percent (1%) per month on any royalty paid late.',
      ),
    ).toMatch(/royalty of four percent/u);
  });
});

describe('a covenant not to sue gives up a claim or a challenge', () => {
  const forum =
    'Each party irrevocably submits to the exclusive jurisdiction of the courts of Ontario, will not bring any action arising out of this Agreement except in those courts, and waives any objection to venue in those courts.';

  it('is not a promise to sue only in the chosen courts, nor a waiver of objections to venue', async () => {
    expect(await quoteFor('Covenant not to sue', forum)).toBeUndefined();
    expect(await cardsFor('Covenant not to sue', forum)).toEqual([]);
    expect(
      await quoteFor(
        'Covenant not to sue',
        'The Customer will not commence any suit or proceeding under this Agreement except in the Chosen Forum.',
      ),
    ).toBeUndefined();
    expect(
      titlesFound(
        scorerFinding('Covenant Not To Sue', 'venue'),
        'Each party waives any objection to the laying of venue in the courts of Ontario and any claim that those courts are an inconvenient forum.',
      ),
    ).not.toContain('Covenant not to sue');
  });

  it('is still a promise not to challenge the other side’s patents, in a sentence that also waives venue objections', async () => {
    expect(
      await quoteFor(
        'Covenant not to sue',
        'The Customer shall not challenge the validity of the Licensed Patents, and waives any objection to venue in the courts of Ontario.',
      ),
    ).toMatch(/shall not challenge the validity/u);
  });
});

describe('a liability cap limits what may be claimed under the agreement', () => {
  it('is not a party’s statement of the debts it has today', () => {
    expect(
      capShown(
        'The Company has no debts or liabilities, contingent or otherwise, in excess of $50,000 in the aggregate.',
      ),
    ).toBeUndefined();
    expect(capShown('The Company’s total indebtedness for borrowed money does not exceed $200,000.')).toBeUndefined();
  });

  it('is not a limit on what a holder owes the buyer in a sale of the company', () => {
    expect(
      capShown(
        '(c) the liability for indemnification, if any, of the Holder in the Proposed Sale shall not exceed the amount of consideration paid to such Holder in that sale; and',
      ),
    ).toBeUndefined();
    expect(
      capShown(
        '(d) liability will be limited to the Holder’s share (based on the proceeds payable to each Holder in connection with the Proposed Sale) of an indemnification amount that shall not exceed the consideration payable to the Holder.',
      ),
    ).toBeUndefined();
  });

  it('is still a cap on a seller’s liability under a sale the agreement itself makes', () => {
    expect(
      capShown(
        'The Seller’s total liability in connection with the sale of the Shares shall not exceed the Purchase Price.',
      ),
    ).toBe('the Purchase Price');
  });

  it('is not a seller’s share of what the sellers together indemnify a buyer for', async () => {
    expect(
      await cardsFor(
        'Limitation of liability',
        '(d) liability will be limited to the Holder’s applicable share (based on the proceeds payable to each Holder in the Proposed Sale) of a negotiated aggregate indemnification amount that applies equally to all Holders.',
      ),
    ).toEqual([]);
  });

  it('is still a ceiling on a party’s liability under the agreement', () => {
    expect(
      capShown('The Vendor’s total liability under this Agreement shall not exceed fifty thousand dollars ($50,000).'),
    ).toBe('fifty thousand dollars ($50,000)');
  });
});

describe('a licence grant grants a licence', () => {
  const noLicence =
    'The Discloser keeps all of its rights in its Confidential Information, and disclosure to the Recipient grants no licence under those rights.';

  it('is not a sentence saying that disclosure grants no licence', async () => {
    expect(await quoteFor('License grant', noLicence)).toBeUndefined();
    expect(await cardsFor('License grant', noLicence)).toEqual([]);
  });

  it('is still a grant of a licence to use', async () => {
    expect(
      await quoteFor(
        'License grant',
        'The Vendor hereby grants to the Customer a non-exclusive licence to use the Software.',
      ),
    ).toMatch(/hereby grants/u);
  });
});

describe('confidentiality keeps the other side’s information secret', () => {
  const passwords =
    'The Customer will make sure that its Users keep their passwords and login credentials confidential and will tell the Vendor of any compromise of an account.';

  it('is not a duty to keep one’s own passwords secret', async () => {
    expect(await quoteFor('Confidentiality', passwords)).toBeUndefined();
    expect(await cardsFor('Confidentiality', passwords)).toEqual([]);
  });

  it('is still a duty to keep the other side’s confidential information secret', async () => {
    expect(
      await quoteFor(
        'Confidentiality',
        passwords,
        'The Customer shall keep the Vendor’s Confidential Information confidential and shall not disclose it to any third party.',
      ),
    ).toMatch(/Vendor’s Confidential Information/u);
  });
});

describe('a warranty disclaimer disclaims the quality of what is delivered', () => {
  const feedback =
    'All feedback is provided "AS IS" and the Vendor will not publicly name the Customer as its source without the Customer’s permission.';

  it('is not feedback the customer gives as is', async () => {
    expect(await quoteFor('Warranties and disclaimers', feedback)).toBeUndefined();
    expect(await cardsFor('Warranties and disclaimers', feedback)).toEqual([]);
  });

  it('is still the software provided as is', async () => {
    expect(
      await quoteFor(
        'Warranties and disclaimers',
        feedback,
        'THE SOFTWARE IS PROVIDED "AS IS" AND THE VENDOR DISCLAIMS ALL IMPLIED WARRANTIES OF MERCHANTABILITY.',
      ),
    ).toMatch(/SOFTWARE IS PROVIDED/u);
  });
});

describe('obligations after termination are duties timed after the end, told as what they are', () => {
  it('tells a duty to delete data after the end as deleting data, not as confidentiality', async () => {
    const result = await analyse(
      'After termination or expiration of this Agreement, within thirty (30) days of a request, the Vendor will delete Customer Data and each party will delete any Confidential Information of the other party in its control.',
    );
    const key = result.keyFindings.find((finding) => finding.title === 'Obligations after termination');
    expect(key?.description).toMatch(/^Some duties continue after the agreement ends: deleting data\./u);
    expect(key?.description).not.toMatch(/confidentiality/u);
  });

  it('is not how long the agreement lasts', () => {
    expect(
      titlesFound(
        scorerFinding('Post-Termination Services', 'arrangement'),
        'This arrangement shall remain in effect unless and until terminated under Section 9.',
      ),
    ).not.toContain('Obligations after termination');
  });
});

describe('exclusivity is a promise to deal with one party only', () => {
  it('is not a grant called non-exclusive across a broken line', async () => {
    const grant = 'The Vendor hereby grants to the Customer a limited, non- exclusive licence to use the Vendor logo.';
    expect(await quoteFor('Exclusivity', grant)).toBeUndefined();
    expect(await cardsFor('Exclusivity', grant)).toEqual([]);
  });

  it('is not property held for the exclusive benefit of a project', () => {
    expect(
      titlesFound(
        scorerFinding('Exclusivity', 'property'),
        'All property bought with Project funds shall be held by the Sponsor for the exclusive benefit of the Project.',
      ),
    ).not.toContain('Exclusivity');
  });

  it('is not a definition that names an exclusive licence as one kind of transfer', () => {
    expect(
      titlesFound(
        scorerFinding('Exclusivity', 'disposal'),
        '“Transfer” means any sale, assignment, grant of an exclusive licence or other disposal of the Software.',
      ),
    ).not.toContain('Exclusivity');
  });

  it('is still a promise to buy only from the other side', async () => {
    expect(
      await quoteFor(
        'Exclusivity',
        'The Customer shall not purchase any competing service from any person other than the Vendor during the Term.',
      ),
    ).toMatch(/other than the Vendor/u);
  });
});

describe('a minimum commitment is a duty to buy, pay or supply at least an amount', () => {
  it('is not a duty to install updates at least one (1) time a year', async () => {
    expect(
      await quoteFor(
        'Minimum commitment',
        'The Customer must install each Update on a reasonable basis but no less than one (1) time per year.',
      ),
    ).toBeUndefined();
  });

  it('is not a duty to keep records for a minimum number of years, nor a prerequisite for using a module', () => {
    expect(
      titlesFound(
        scorerFinding('Minimum Commitment', 'records'),
        'The Customer shall keep complete records of its use of the Software for a minimum of five (5) years after each Contract Year.',
      ),
    ).not.toContain('Minimum commitment');
    expect(
      titlesFound(
        scorerFinding('Minimum Commitment', 'module'),
        'To use the Reporting Module, the Customer must purchase at least one server licence.',
      ),
    ).not.toContain('Minimum commitment');
  });

  it('is still a non-refundable guaranteed fee the classifier finds', () => {
    expect(
      titlesFound(
        scorerFinding('Minimum Commitment', 'guaranteed'),
        'The Customer agrees to pay the Vendor a non-refundable guaranteed fee of fifty thousand dollars ($50,000) in each Contract Year.',
      ),
    ).toContain('Minimum commitment');
  });

  it('is not a refund of amounts paid, nor the smallest number of members a company keeps', () => {
    const scorer = scorerFinding('Minimum Commitment', 'buyer');
    expect(
      titlesFound(
        scorer,
        'The Developer must refund to each affected buyer all amounts the buyer paid in the year before.',
      ),
    ).not.toContain('Minimum commitment');
    expect(
      titlesFound(
        scorerFinding('Minimum Commitment', 'members'),
        'The company dissolves on the exit of a member, unless at least the minimum number of members required by law remain.',
      ),
    ).not.toContain('Minimum commitment');
  });
});

describe('an audit is a check of books and records', () => {
  it('tells an inspection and approval of brand uses as quality control, not an audit', async () => {
    const brand = 'The Vendor has the right to inspect and approve all uses of the Vendor Brand Elements at any time.';
    expect(await quoteFor('Audit rights', brand)).toBeUndefined();
    expect(await quoteFor('Quality-control inspection', brand)).toBe(brand);
  });
});
