import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// A services agreement written for these tests: Quillon (the reader) pays Marrowby for services.
const SERVICES_AGREEMENT: AgreementOpening = {
  title: 'SERVICES AGREEMENT',
  preamble:
    'This Services Agreement is made as of March 2, 2023 by and between Quillon Freight Inc., a Texas corporation with offices at 410 Cedar Lane, Houston, Texas 77002 ("Quillon"), and Marrowby Systems Ltd., a company incorporated in England with offices at 9 Dock Road, Leeds, England ("Marrowby").',
  clauses: [
    'Marrowby shall provide the route planning services described in Schedule 1 to Quillon.',
    'Quillon shall pay Marrowby a monthly fee of $6,000 within thirty (30) days of each invoice.',
  ],
  reader: 'Quillon',
};

const analyse = (...sentences: string[]) => analyseAgreement(SERVICES_AGREEMENT, sentences);

const ARBITRATION =
  'Any dispute arising out of this Agreement shall be finally settled by arbitration under the rules of the American Arbitration Association.';

describe('arbitration advice reads the costs and the seat wherever the contract states them', () => {
  it.each([
    'The arbitration fee shall be borne by the losing party.',
    'The parties shall equally share the fees of the arbitration and of the arbitrator.',
    'Each party shall pay the cost of the arbitrator it appoints and share equally in the expense of the third arbitrator.',
  ])('does not ask to agree the costs when the contract says: %s', async (costs) => {
    const advice = adviceOn(await analyse(ARBITRATION, costs), 'Arbitration');
    expect(advice).toMatch(/arbitration/iu);
    expect(advice).not.toMatch(/agree how the arbitration costs are shared/iu);
  });

  it('asks nothing when the seat is in the reader’s own city and the costs are settled', async () => {
    const result = await analyse(
      ARBITRATION,
      'The arbitration shall be held in Houston, Texas.',
      'Each party shall bear its own costs, and the fees of the arbitrator shall be shared equally.',
    );
    const advice = adviceOn(result, 'Arbitration');
    expect(advice).toMatch(/No change needed/u);
    expect(advice).not.toMatch(/convenient to both sides/iu);
  });

  it('asks only about the costs when the seat is the reader’s own city', async () => {
    const advice = adviceOn(
      await analyse(ARBITRATION, 'The arbitration shall be held in Houston, Texas.'),
      'Arbitration',
    );
    expect(advice).not.toMatch(/convenient to both sides/iu);
    expect(advice).toMatch(/costs/iu);
  });

  it('does not take the next section’s law for the place in a notice address', async () => {
    const withoutAddresses = {
      ...SERVICES_AGREEMENT,
      preamble:
        'This Services Agreement is made as of March 2, 2023 by and between Quillon Freight Inc. ("Quillon") and Marrowby Systems Ltd. ("Marrowby").',
    };
    const result = await analyseAgreement(withoutAddresses, [
      'Notices shall be sent in writing. If to Quillon: 410 Cedar Lane, Houston, TX 77002 12.4 Governing Law This Agreement shall be governed by the laws of the State of New York.',
      ARBITRATION,
      'The arbitration shall be held in New York, New York.',
    ]);
    expect(adviceOn(result, 'Arbitration')).toMatch(/convenient to both sides/iu);
  });

  it('still asks about a seat in the other side’s city', async () => {
    const advice = adviceOn(
      await analyse(ARBITRATION, 'The arbitration shall be held in Leeds, England.'),
      'Arbitration',
    );
    expect(advice).toMatch(/convenient to both sides/iu);
  });
});

describe('a standard jury waiver the advice says to accept', () => {
  it('is not listed as a change to negotiate, and is told at low level', async () => {
    const result = await analyse(
      'Quillon and Marrowby hereby waive trial by jury in any action brought by either of them against the other on any matter arising out of this Agreement.',
    );
    const waiver = result.keyFindings.find((finding) => /jury/iu.test(finding.description));
    expect(waiver?.type).toBe('low');
    expect(JSON.stringify(result.recommendations.contractImprovements)).not.toMatch(/jury/iu);
  });

  it('keeps a waiver only the reader gives above low', async () => {
    const result = await analyse(
      'Quillon hereby waives trial by jury in any action brought against it by Marrowby under this Agreement.',
    );
    const waiver = result.keyFindings.find((finding) => /jury/iu.test(finding.description));
    expect(waiver?.type).not.toBe('low');
  });
});

describe('indemnity advice checks the whole contract for a cap', () => {
  it('does not say the contract caps no liability when a cap follows "including but not limited to"', async () => {
    const result = await analyse(
      'Quillon shall indemnify and hold harmless Marrowby from any and all claims arising out of this Agreement.',
      'In no event (including, but not limited to, a default by either party) shall either party be liable to the other for any amount in excess of the fees paid by Quillon under this Agreement.',
    );
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).toMatch(/indemn|cap|fault/iu);
    expect(advice).not.toMatch(/caps no liability/iu);
  });

  it('reads a cap at the amount a party receives', async () => {
    const result = await analyse(
      'Quillon shall indemnify and hold harmless Marrowby from any and all claims arising out of this Agreement.',
      'The total liability of either party under this Agreement shall be limited to the amount of fees it receives under this Agreement.',
    );
    expect(adviceOn(result, 'Indemnification')).not.toMatch(/caps no liability/iu);
  });
});

describe('indemnity advice reads the other side’s indemnity', () => {
  it('does not ask to make it mutual when the other side indemnifies the reader in another sentence', async () => {
    const result = await analyse(
      'Quillon shall indemnify Marrowby, its directors and employees against any and all damages and costs arising from this Agreement.',
      'Marrowby shall indemnify Quillon, its directors and employees against any and all damages and costs arising from this Agreement.',
    );
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).toMatch(/cap/iu);
    expect(advice).not.toMatch(/make it mutual/iu);
  });

  it('reads the indemnity given back when a party is named in capitals', async () => {
    const alliance = {
      ...SERVICES_AGREEMENT,
      title: 'ALLIANCE AGREEMENT',
      preamble:
        'This Alliance Agreement is made between Quillon Freight Inc. (the "COMPANY") and Marrowby Systems Ltd. ("Marrowby").',
    };
    const result = await analyseAgreement(alliance, [
      'COMPANY shall indemnify Marrowby, its directors and employees, for any and all damages and costs incurred in connection with any third-party claim arising from the negligence of COMPANY.',
      'Marrowby shall indemnify COMPANY, its directors and employees, for any and all damages and costs incurred in connection with any third-party claim arising from the negligence of Marrowby.',
    ]);
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).toMatch(/cap/iu);
    expect(advice).not.toMatch(/make it mutual/iu);
    expect(advice).not.toMatch(/limit it to claims caused by your own fault/iu);
  });

  it('does not call an indemnity limited to own fault when it goes on to any other claim under the agreement', async () => {
    const result = await analyse(
      'Quillon shall indemnify and hold Marrowby harmless from any and all losses arising out of any breach of Quillon’s warranties or any other claim arising out of or in connection with this Agreement.',
    );
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).not.toMatch(/already covers only claims arising from your side’s own/iu);
    expect(advice).toMatch(/limit it to claims caused by your own fault/iu);
  });

  it('does not take the other side’s duty only to defend some claims for an indemnity given back', async () => {
    const result = await analyse(
      'Quillon shall indemnify Marrowby, its directors and employees against any and all damages and costs arising from this Agreement.',
      'Marrowby agrees to defend or, at its option, settle any claim against Quillon arising from a third-party claim that the planning software infringes a patent.',
    );
    expect(adviceOn(result, 'Indemnification')).not.toMatch(/gives you an indemnity in return/iu);
  });

  it('still asks to make it mutual when only the reader indemnifies', async () => {
    const result = await analyse(
      'Quillon shall indemnify Marrowby, its directors and employees against any and all damages and costs arising from this Agreement.',
    );
    expect(adviceOn(result, 'Indemnification')).toMatch(/make it mutual/iu);
  });
});

describe('infringement cover is asked for only where something could infringe', () => {
  it('does not take a "material fact" in supplied information for materials handed over', async () => {
    const result = await analyse(
      'Marrowby shall indemnify and hold harmless Quillon against any and all losses arising from any untrue statement of a material fact in the information supplied by Marrowby.',
    );
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).toMatch(/third-party claims/iu);
    expect(advice).not.toMatch(/intellectual property|infring/iu);
  });
});

describe('warranty advice reads a warranty for the term and a duty to remedy its breach', () => {
  it('does not ask for a warranty period and a remedy the contract already gives', async () => {
    const result = await analyse(
      'Marrowby warrants that, during the term of this Agreement, the services will conform in all material respects to Schedule 1.',
      'If the services breach the warranty above, Marrowby will, at its own cost, remedy such breach promptly after notice from Quillon.',
      'EXCEPT AS EXPRESSLY SET OUT IN THIS AGREEMENT, EACH PARTY DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED.',
    );
    const advice = adviceOn(result, 'Warranties and disclaimers');
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/Ask for a clear warranty period and a remedy/u);
  });
});

describe('assignment advice reads what the clause already allows', () => {
  it('says no change is needed when neither side may assign without consent except to a buyer of its business', async () => {
    const result = await analyse(
      'This Agreement binds and benefits the parties and their respective successors and assigns, but neither party may assign this Agreement without the prior written consent of the other except to a person into which it has merged or which has succeeded to all or substantially all of its business.',
    );
    const advice = adviceOn(result, 'Assignment');
    expect(advice).not.toMatch(/Ask that neither side may assign/iu);
    expect(advice).toMatch(/already/iu);
  });

  it('still asks for a buyer exception when the bar has none', async () => {
    const result = await analyse(
      'Quillon may not assign this Agreement without the prior written consent of Marrowby, and any assignment without it is void.',
    );
    expect(adviceOn(result, 'Assignment')).not.toMatch(/as the clause already says/iu);
  });
});

describe('what an exclusion of indirect loss is said to leave', () => {
  it('does not say direct loss is left as it is when another clause caps liability', async () => {
    const result = await analyse(
      'Neither party shall be liable to the other for any indirect, incidental or consequential damages, including lost profits.',
      'The total liability of either party under this Agreement shall not exceed the fees paid by Quillon in the twelve (12) months before the claim.',
    );
    const told = JSON.stringify([result.risks, result.keyFindings]);
    expect(told).toMatch(/indirect/iu);
    expect(told).not.toMatch(/leaves claims for direct loss as they are/iu);
  });

  it('still says so when nothing caps liability', async () => {
    const result = await analyse(
      'Neither party shall be liable to the other for any indirect, incidental or consequential damages, including lost profits.',
    );
    expect(JSON.stringify(result.keyFindings)).toMatch(/leaves claims for direct loss as they are/iu);
  });
});
