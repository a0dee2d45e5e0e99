import { describe, expect, it } from 'vitest';
import { keyFindingAdvice as advice } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
const PAID = { role: 'service-provider', party: 'Pelletier' } as const;

const ARBITRATION =
  'Any dispute arising under this Agreement shall be finally settled by arbitration in Boston, Massachusetts under the rules of the American Arbitration Association.';

describe('an ask is made only where the contract has the thing it asks about', () => {
  it('does not ask to agree how arbitration costs are shared when the clause shares them', async () => {
    const result = await analyse(
      PAYER,
      `${ARBITRATION.slice(0, -1)}, and the fees of the arbitrator shall be borne equally by the parties.`,
    );
    const told = advice(result, 'Arbitration');
    expect(told).toMatch(/seat/iu);
    expect(told).not.toMatch(/agree how the arbitration costs are shared/iu);
  });

  it('does not ask to agree the arbitration costs when the winner recovers its costs', async () => {
    const result = await analyse(
      PAYER,
      ARBITRATION,
      'The arbitrator shall award the prevailing party its reasonable attorneys’ fees and costs of the arbitration.',
    );
    expect(advice(result, 'Arbitration')).not.toMatch(/agree how the arbitration costs/iu);
  });

  it('still asks about the arbitration costs when nothing allocates them', async () => {
    const result = await analyse(PAYER, ARBITRATION);
    expect(advice(result, 'Arbitration')).toMatch(/arbitration costs/iu);
  });

  it('does not ask for a grace period before late fees when the contract charges none', async () => {
    const result = await analyse(
      PAYER,
      'If Halvorsen makes a late payment, Pelletier may suspend the campaign until the amount due is paid.',
    );
    const told = advice(result, 'Payment terms and late fees');
    expect(told).not.toBe('');
    expect(told).not.toMatch(/grace period/iu);
  });

  it('still asks for a grace period when overdue amounts bear interest at once', async () => {
    const result = await analyse(
      PAYER,
      'Any late payment by Halvorsen shall accrue interest at the rate of ten percent (10%) per year.',
    );
    expect(advice(result, 'Payment terms and late fees')).toMatch(/grace period/iu);
  });

  it('does not ask for an exit from a minimum when the reader may already end the agreement without cause', async () => {
    const result = await analyse(
      PAYER,
      'Halvorsen shall purchase advertising placements of not less than $50,000 in each calendar year of the term.',
      'Either party may terminate this Agreement at any time without cause upon ninety (90) days’ written notice to the other party.',
    );
    const told = advice(result, 'Minimum commitment');
    expect(told).not.toBe('');
    expect(told).not.toMatch(/get an exit/iu);
  });

  it('does not ask a provider to limit warranties it already disclaims', async () => {
    const result = await analyse(
      PAID,
      'THE CAMPAIGN MATERIALS ARE PROVIDED BY PELLETIER "AS IS", AND PELLETIER DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF MERCHANTABILITY.',
    );
    const told = advice(result, 'Warranties and disclaimers');
    expect(told).not.toMatch(/limit warranties to a fixed period/iu);
  });

  it('does not advise on a share of sales where profits are split by capital', async () => {
    const result = await analyse(
      PAYER,
      'The profits and losses of the joint venture company shall be shared by Halvorsen and Pelletier in proportion to their respective contributions to its registered capital.',
    );
    const told = advice(result, 'Revenue or profit sharing');
    expect(told).not.toMatch(/net or gross/iu);
  });

  it('does not ask for infringement cover where nothing is licensed or delivered', async () => {
    const result = await analyse(
      PAYER,
      'Pelletier shall indemnify Halvorsen against any third-party claim arising from Pelletier’s performance of the services.',
      'Pelletier represents that it is duly licensed as a broker in each state in which it solicits orders.',
    );
    const told = advice(result, 'Indemnification');
    expect(told).not.toBe('');
    expect(told).not.toMatch(/infring/iu);
  });

  it('still asks for infringement cover where the other side licenses its work', async () => {
    const result = await analyse(
      PAYER,
      'Pelletier shall indemnify Halvorsen against any third-party claim arising from Pelletier’s performance of the services.',
      'Pelletier grants Halvorsen a licence to use the campaign artwork in its stores.',
    );
    expect(advice(result, 'Indemnification')).toMatch(/infring/iu);
  });

  it('does not ask for a higher cap where the limit sets no amount', async () => {
    const result = await analyse(
      PAYER,
      'Pelletier shall not be liable to Halvorsen for any loss arising from Halvorsen’s own materials, and its liability for any other loss shall be limited to its proportionate share of that loss.',
    );
    const told = advice(result, 'Limitation of liability');
    expect(told).not.toBe('');
    expect(told).not.toMatch(/higher cap/iu);
  });

  it('still asks for a higher cap where the limit is an amount', async () => {
    const result = await analyse(
      PAYER,
      'In no event shall Pelletier’s total liability under this Agreement exceed the fees paid in the three (3) months before the claim.',
    );
    expect(advice(result, 'Limitation of liability')).toMatch(/higher cap/iu);
  });

  it('does not say no change is needed for consent when either party may assign to an affiliate or a buyer without it', async () => {
    const result = await analyse(
      PAYER,
      'Neither party may assign this Agreement without the prior written consent of the other party, except that either party may assign this Agreement without such consent to an affiliate or to a successor by merger or by sale of all or substantially all of its assets.',
    );
    const told = advice(result, 'Assignment');
    expect(told).not.toMatch(/^No change needed/u);
    expect(told).toMatch(/affiliate/iu);
  });

  it('still says no change is needed where every assignment needs consent', async () => {
    const result = await analyse(
      PAYER,
      'Neither party may assign this Agreement without the prior written consent of the other party.',
    );
    expect(advice(result, 'Assignment')).toMatch(/^No change needed/u);
  });

  it('does not ask that confidentiality survive the end when another sentence keeps it for a stated period', async () => {
    const result = await analyse(
      PAYER,
      'Pelletier shall keep confidential all information disclosed to it by Halvorsen under this Agreement.',
      'The obligations of confidentiality in this Agreement shall continue for five (5) years after its expiration or termination.',
    );
    const told = advice(result, 'Confidentiality');
    expect(told).toMatch(/covers everything you will share/iu);
    expect(told).not.toMatch(/make sure it[^.]*survives the end/iu);
  });

  it('still asks that confidentiality survive the end when nothing keeps it', async () => {
    const result = await analyse(
      PAYER,
      'Pelletier shall keep confidential all information disclosed to it by Halvorsen under this Agreement.',
    );
    expect(advice(result, 'Confidentiality')).toMatch(/survives the end/iu);
  });
});
