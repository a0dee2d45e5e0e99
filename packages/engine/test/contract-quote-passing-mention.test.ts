import { describe, expect, it } from 'vitest';
import { quotesTitled } from './contract-advice-seen';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';

// Sentences written for these tests. Each only names a clause's topic in passing (inside an aside, as
// what a presumption or a carve-out refers to, as another period's extension): the clause list and the
// findings must not show it under that clause's title, since it does not set what the title says.

const ARBITRATION_TITLES = ['Arbitration', 'Arbitration and dispute resolution'];

describe('a topic named in passing is not its clause', () => {
  it('courts chosen for what is not arbitrated are no arbitration clause', async () => {
    const result = await analyse(
      'Any claim that is not subject to arbitration under this Agreement shall be brought only in the courts located in Salem, Oregon.',
    );
    expect(ARBITRATION_TITLES.flatMap((title) => quotesTitled(result, title))).toEqual([]);
    expect(quotesTitled(result, 'Courts and venue').join(' ')).toMatch(/courts located in Salem/u);
  });

  it('a payment settled once an amount is fixed "through talks or arbitration" is no arbitration clause', async () => {
    const result = await analyse(
      'Once the final share of each party is fixed (whether by agreement or by arbitration, as the case may be), Northwind shall refund any overpaid amount to Pelican within ten (10) days.',
    );
    expect(ARBITRATION_TITLES.flatMap((title) => quotesTitled(result, title))).toEqual([]);
  });

  it('a dispute sent to arbitration still is an arbitration clause', async () => {
    const result = await analyse(
      'Any dispute arising out of this Agreement shall be finally settled by binding arbitration in Portland, Oregon.',
    );
    expect(quotesTitled(result, 'Arbitration').join(' ')).toMatch(/binding arbitration/u);
  });

  it("a party's right to end the agreement at will is no at-will employment", async () => {
    const result = await analyse('Pelican may terminate this Agreement at will upon sixty (60) days written notice.');
    expect(quotesTitled(result, 'At-will employment')).toEqual([]);
  });

  it('employment at will still is at-will employment', async () => {
    const result = await analyse('The employment of each person Northwind assigns to Pelican is at will.');
    expect(quotesTitled(result, 'At-will employment').join(' ')).toMatch(/at will/u);
  });

  it('a presumption that a breach used confidential information is no confidentiality clause', async () => {
    const result = await analyse(
      'Northwind agrees that any breach of its covenant not to compete shall be presumed to have been carried out through the use of the Confidential Information of Pelican.',
    );
    expect(quotesTitled(result, 'Confidentiality')).toEqual([]);
  });

  it('an automatic extension of another period is no renewal of the agreement', async () => {
    const result = await analyse(
      'If the conditions above are met, the Standstill Period shall automatically be extended until the date that is forty-five (45) days prior to the close of the nomination window for the next annual meeting.',
    );
    expect(quotesTitled(result, 'Renewal term')).toEqual([]);
    expect(quotesTitled(result, 'Notice to stop renewal')).toEqual([]);
  });

  it("a breach presumed done through a party's use of confidential information is no confidentiality clause", async () => {
    const result = await analyse(
      "It shall be presumed that any breach of the exclusivity covenant was made by and through Northwind's improper use of Pelican's Confidential Information.",
    );
    expect(quotesTitled(result, 'Confidentiality')).toEqual([]);
  });

  it('what follows once another period is automatically extended is no renewal of the agreement', async () => {
    const result = await analyse(
      'If the Review Period is automatically extended under Section 4, then each annual review shall take place in May.',
    );
    expect(quotesTitled(result, 'Renewal term')).toEqual([]);
  });

  it('courts chosen to compel arbitration or enforce its award are told as courts, not as arbitration', async () => {
    const result = await analyse(
      'Jurisdiction. Each party submits to the exclusive jurisdiction of the courts of Salem, Oregon, including for any action to compel arbitration or to enforce an arbitration award.',
    );
    expect(ARBITRATION_TITLES.flatMap((title) => quotesTitled(result, title))).toEqual([]);
    const told = result.risks.filter((risk) => risk.finding.startsWith('Courts and venue:'));
    expect(told.map((risk) => risk.finding).join(' ')).not.toMatch(/arbitration is private/iu);
  });
});
