import { describe, expect, it } from 'vitest';
import { quotesTitled } from './contract-advice-seen';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';

// Sentences written for these tests. Each is a clause of one kind that uses the words of another
// (a force majeure excuse saying "shall not be liable", a notices clause naming arbitration): the
// finding titled with the other kind must not quote it, since it would tell the reader what that
// sentence does not do.

async function quotedAs(title: string, ...sentences: string[]): Promise<string[]> {
  return quotesTitled(await analyse(...sentences), title);
}

describe('a sentence that uses another clause’s words is not that clause', () => {
  it('a force majeure excuse is no limitation of liability', async () => {
    const quotes = await quotedAs(
      'Limitation of liability',
      'Neither party shall be liable to the other for any direct or indirect damages arising from the suspension of its duties by reason of an event of force majeure.',
    );
    expect(quotes.filter((quote) => /force majeure/iu.test(quote))).toEqual([]);
  });

  it('a limit on how many law firms an indemnity pays for is no limitation of liability', async () => {
    const quotes = await quotedAs(
      'Limitation of liability',
      'In no event shall the indemnifying party be liable for the fees and expenses of more than one separate firm of attorneys for all indemnified parties in any one action.',
    );
    expect(quotes).toEqual([]);
  });

  it('an indemnity apportioned by share is no limitation of liability', async () => {
    const quotes = await quotedAs(
      'Limitation of liability',
      'In no event shall Northwind be liable, with regard to a combined claim, for more than its proportionate share of the losses.',
    );
    expect(quotes).toEqual([]);
  });

  it('a notices clause that names arbitration is no arbitration clause', async () => {
    const quotes = await quotedAs(
      'Arbitration',
      '11.1 A notice (including any consent or other communication) under this Agreement or in connection with any arbitration under this Agreement shall be in writing and delivered by hand or by courier.',
    );
    expect(quotes).toEqual([]);
  });

  it('a statement that no claim has been received is no covenant not to sue', async () => {
    const quotes = await quotedAs(
      'Covenant not to sue',
      'Northwind has not received written notice of any claim or suit challenging the validity of its rights in the Hosting Software.',
    );
    expect(quotes).toEqual([]);
  });

  it('profits of a joint company split by capital contributed are no revenue share', async () => {
    const quotes = await quotedAs(
      'Revenue or profit sharing',
      'The parties shall share the profits of the Joint Company, and bear its losses, in proportion to their respective contributions to its registered capital.',
    );
    expect(quotes).toEqual([]);
  });

  it('interest built into a deferred payment is no late-payment term', async () => {
    const quotes = await quotedAs(
      'Payment terms and late fees',
      'The Project Fees, together with interest at an annual rate of five percent on any unpaid Project Fees accruing from the completion of the first study, shall be paid by Pelican in four equal instalments.',
    );
    expect(quotes).toEqual([]);
  });

  it('an efforts target is no minimum commitment', async () => {
    const quotes = await quotedAs(
      'Minimum commitment',
      'Pelican shall use commercially reasonable efforts to sell products that generate payments to Northwind of no less than the minimum payments for each contract year.',
    );
    expect(quotes).toEqual([]);
  });

  it('a smallest size of one order is no minimum commitment', async () => {
    const quotes = await quotedAs(
      'Minimum commitment',
      'Each single purchase order of Pelican shall be a minimum of five units.',
    );
    expect(quotes).toEqual([]);
  });

  it('a duty to name who gets access to premises is no audit right', async () => {
    const quotes = await quotedAs(
      'Audit rights',
      'Northwind shall, on an ongoing basis, identify the subcontractors and personnel who are to be granted access to the premises and records of Pelican.',
    );
    expect(quotes).toEqual([]);
  });

  it('a minimum purchase still is one', async () => {
    const quotes = await quotedAs(
      'Minimum commitment',
      'Pelican shall purchase at least 500 hosting units in each contract year.',
    );
    expect(quotes.length).toBeGreaterThan(0);
  });

  it('a cap on liability still is one', async () => {
    const quotes = await quotedAs(
      'Limitation of liability',
      'In no event shall either party be liable for any indirect, incidental or consequential damages arising out of this Agreement.',
    );
    expect(quotes.length).toBeGreaterThan(0);
  });

  it('a benefit formula ending in a net amount is no payment term', async () => {
    const quotes = await quotedAs(
      'Payment terms and late fees',
      'The death benefit shall be twice the base salary of the Employee, reduced by any amount payable under the group life insurance plan, or the net amount at risk if greater.',
    );
    expect(quotes).toEqual([]);
  });

  it('minimum purchases that only keep exclusivity are no minimum owed', async () => {
    const quotes = await quotedAs(
      'Minimum commitment',
      'Northwind grants Pelican exclusive rights in the Territory for five years, and for as long after that as Pelican meets the minimum annual purchase requirement in Schedule B.',
    );
    expect(quotes).toEqual([]);
  });
});

describe('the clause itself is still found', () => {
  it('interest on sums paid late is a late-payment term', async () => {
    const quotes = await quotedAs(
      'Payment terms and late fees',
      'Any amount not paid when due shall bear interest at one percent per month until paid.',
    );
    expect(quotes.length).toBeGreaterThan(0);
  });

  it('an annual minimum for all orders is a minimum commitment', async () => {
    const quotes = await quotedAs(
      'Minimum commitment',
      'Pelican shall order a minimum of 2,000 units in each contract year.',
    );
    expect(quotes.length).toBeGreaterThan(0);
  });

  it('a dispute settled by arbitration is an arbitration clause', async () => {
    const quotes = await quotedAs(
      'Arbitration',
      'Any dispute arising out of this Agreement shall be finally settled by arbitration in Portland under the rules of the American Arbitration Association.',
    );
    expect(quotes.length).toBeGreaterThan(0);
  });

  it('a notice of arbitration stays part of the dispute route', async () => {
    const quotes = await quotedAs(
      'Arbitration',
      'A notice of arbitration shall be served on the other party, and the dispute shall then be settled by arbitration in Portland.',
    );
    expect(quotes.length).toBeGreaterThan(0);
  });
});

describe('a right to end the agreement after force majeure is named as such', () => {
  it('does not call it ending for cause', async () => {
    const result = await analyse(
      'If a force majeure event prevents either party from performing for more than sixty (60) days, the other party may terminate this Agreement upon written notice.',
    );
    const finding = result.keyFindings.find((candidate) => candidate.title === 'Termination rights');
    expect(finding?.description).toMatch(/force majeure/iu);
    expect(finding?.description).not.toMatch(/only for cause/iu);
  });
});

describe('the operative sentence is quoted, not one that only names the topic', () => {
  it('confidentiality is quoted from the duty, not from the definition or its exclusions', async () => {
    const quotes = await quotedAs(
      'Confidentiality',
      '"Confidential Information" includes all information marked confidential and disclosed by one party to the other under this Agreement.',
      'Confidential Information does not include information that: (a) is or becomes public through no fault of the receiving party; or (b) was known to the receiving party before disclosure.',
      'Each party shall hold the Confidential Information of the other party in strict confidence and shall not disclose it to any third party.',
    );
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((quote) => /hold the Confidential Information/u.test(quote))).toBe(true);
  });

  it('a recital hoping to share revenue is no revenue share', async () => {
    const result = await analyse(
      'WHEREAS, Northwind is willing to take part in a net revenue split of the products Pelican sells through its own channels;',
      'NOW, THEREFORE, the parties agree as follows:',
    );
    expect(quotesTitled(result, 'Revenue or profit sharing')).toEqual([]);
  });
});
