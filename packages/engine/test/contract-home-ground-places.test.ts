import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: where the parties are, and which law, courts or arbitration they choose.
const analyse = (parameters: ContractParameters, ...paragraphs: string[]): Promise<ContractAnalysis> =>
  analyzeContractText(paragraphs.join('\n\n'), parameters);

const PREAMBLE =
  'This Services Agreement is made as of June 8, 2023 by and between Harrow Freight Inc. (the "Provider") and Linden Garden Stores LLC (the "Customer").';
const WORK = 'The Provider shall carry the goods described in Schedule A for the Customer each week.';

/** What the key findings and risks titled so tell the reader, with the advice. */
function finding(result: ContractAnalysis, title: RegExp): string {
  const key = result.keyFindings.find((found) => title.test(found.title));
  const risks = result.risks.map((risk) => risk.finding).filter((told) => title.test(told.split(':')[0] ?? ''));
  return [key?.description, key?.recommendation, ...risks].join(' ');
}

function recommendation(result: ContractAnalysis, title: RegExp): string {
  return result.keyFindings.find((found) => title.test(found.title))?.recommendation ?? '';
}

describe('the reader’s own place is read from the ways a contract states it', () => {
  it('reads a notice address whose postal code is cut short', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Notices. Notices shall be sent to the addresses below. If to the Provider: Harrow Freight Inc., 40 Dock Street, Boise, Idaho 83702. If to the Customer: Linden Garden Stores LLC, 9 Cedar Way, Tacoma, WA 984 253-555-0100',
      'This Agreement shall be governed by the laws of the State of Washington.',
    );
    const told = finding(result, /^Governing law$/u);
    expect(told).toMatch(/home ground/iu);
    expect(told).not.toMatch(/if that is not where you are|ask for the law/iu);
  });

  it('reads the city a company’s name gives in brackets, for both parties', async () => {
    const result = await analyse(
      { role: 'client' },
      'COOPERATION AGREEMENT',
      'This Cooperation Agreement is made on 3 April 2022 between Jade River (Shenzhen) Network Technology Co., Ltd. ("Party A") and Blue Kite (Shanghai) Software Co., Ltd. ("Party B").',
      'Party A shall host the application of Party B on its platform and Party B shall pay the fees set out in Annex 1.',
      'This Agreement shall be governed by the laws of the People’s Republic of China.',
    );
    const told = finding(result, /^Governing law$/u);
    expect(told).toMatch(/home ground/iu);
    expect(told).not.toMatch(/if that is not where you are/iu);
  });
});

describe('a party set out as a labelled block is placed by its address', () => {
  it('reads the address under the party’s name line', async () => {
    const result = await analyse(
      { role: 'client', party: 'Party A' },
      'COOPERATION AGREEMENT',
      'Party A: Jade River Network (Shenzhen) Technology Co., Ltd.',
      'Party B: Blue Kite Software (Shanghai) Co., Ltd.',
      'This Cooperation Agreement is made by and between the parties below:',
      'Party A: Jade River Network Technology Co., Ltd.',
      'Address: Room 5, 8 Garden Road, Nanshan District, Shenzhen',
      'Telephone:',
      'Party B: Blue Kite Software (Shanghai) Co., Ltd.',
      'Address: 20 Lake Street, Xuhui District, Shanghai',
      'Party A shall host the application of Party B on its platform and Party B shall pay the fees set out in Annex 1.',
      'This Agreement shall be governed by the laws of the People’s Republic of China.',
    );
    const told = finding(result, /^Governing law$/u);
    expect(told).toMatch(/home ground/iu);
    expect(told).not.toMatch(/if that is not where you are/iu);
  });
});

describe('an address block that names the party is the party’s address', () => {
  it('reads "Address: <the party’s name> …" under the signatures', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      // A long contract: its signatures come well after the opening where the parties are described.
      ...Array.from(
        { length: 100 },
        (_, index) => `The Provider shall report on delivery route ${index + 1} each month.`,
      ),
      'This Agreement shall be governed by the laws of the State of California.',
      'IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.',
      'Harrow Freight Inc. Linden Garden Stores LLC By: /s/ Ann Cole By: /s/ Raj Menon Title: President Title: Manager Harrow Freight Inc. Linden Garden Stores LLC Address: Linden Garden Stores LLC 55 Orchard St. Fresno, CA 93721 USA',
    );
    const told = finding(result, /^Governing law$/u);
    expect(told).toMatch(/home ground/iu);
  });
});

describe('where the reader’s place is unknown, the law chosen is told without asking to move it', () => {
  it('does not ask for the reader’s own law it cannot check', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'This Agreement shall be governed by the laws of the State of Oregon.',
    );
    const told = finding(result, /^Governing law$/u);
    expect(told).toMatch(/Oregon/u);
    expect(told).not.toMatch(/far from you|ask for the law/iu);
  });

  it('still asks for a nearer law when the reader is known to be based elsewhere', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of June 8, 2023 by and between Harrow Freight Inc., an Idaho corporation (the "Provider"), and Linden Garden Stores LLC, a Nevada limited liability company with offices at 12 Sage Road, Reno, Nevada 89501 (the "Customer").',
      WORK,
      'This Agreement shall be governed by the laws of the State of Idaho.',
    );
    const told = finding(result, /^Governing law$/u);
    expect(told).toMatch(/not where your side is organised or based \(Nevada\)/iu);
    expect(recommendation(result, /^Governing law$/u)).toMatch(/ask for the law/iu);
  });
});

describe('courts a dispute may be brought in are not courts it must be brought in', () => {
  it('reads "may be brought in the courts of" as a choice, not a duty', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Any action or proceeding arising out of this Agreement may be brought in the state or federal courts located in Cook County, Illinois, and each party consents to the jurisdiction of those courts.',
    );
    const told = finding(result, /^Courts and venue$/u);
    expect(told).toMatch(/may be brought/iu);
    expect(told).not.toMatch(/must be brought|far from you|courts near you/iu);
  });

  it('reads an attornment to non-exclusive jurisdiction as leaving other courts open', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'The parties hereby attorn to the non-exclusive jurisdiction of the courts of the Province of Manitoba.',
    );
    const told = finding(result, /^Courts and venue$/u);
    expect(told).toMatch(/may be brought/iu);
    expect(told).not.toMatch(/must be brought|far from you|courts near you/iu);
  });

  it('still says "must" where the action may be brought only in the courts named', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Any action or proceeding arising out of this Agreement may be brought only in the state or federal courts located in Cook County, Illinois, and each party submits to the jurisdiction of those courts.',
    );
    expect(finding(result, /^Courts and venue$/u)).toMatch(/must be brought/iu);
  });
});

describe('arbitration a party may ask for is not arbitration every dispute must go to', () => {
  it('tells arbitration at either party’s request as optional, without small-claim advice', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Any dispute arising out of this Agreement shall, at the request of either party, be resolved by binding arbitration under the rules of the American Arbitration Association.',
    );
    const told = finding(result, /^Arbitration/u);
    expect(told).toMatch(/only if a party asks for it/iu);
    expect(told).not.toMatch(/small claim|court option/iu);
  });

  it('tells the whole arbitration clause as optional when another of its sentences is quoted', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Arbitration. Any dispute arising out of this Agreement shall, at the request of either party, be resolved by arbitration.',
      'The arbitration shall be conducted in Boise, Idaho, before a single arbitrator under the commercial rules of the American Arbitration Association, and its decision shall be final and binding.',
    );
    const told = finding(result, /^Arbitration/u);
    expect(told).toMatch(/only if a party asks for it/iu);
    expect(told).not.toMatch(/small claim|seat is far/iu);
  });

  it('does not take another right a party may elect for optional arbitration', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'If either party so elects, this Agreement shall end at the close of any contract year on ninety days’ notice.',
      'Any dispute arising out of this Agreement shall be finally resolved by binding arbitration in Boise, Idaho, under the commercial rules of the American Arbitration Association.',
    );
    expect(finding(result, /^Arbitration/u)).not.toMatch(/only if a party asks for it/iu);
  });

  it('tells arbitration with the courts kept open as a first step, not the only route', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Any dispute arising out of this Agreement shall first be submitted to arbitration before a single arbitrator, failing which either party may bring the dispute before the courts of the State of Georgia.',
    );
    const told = finding(result, /^Arbitration/u);
    expect(told).toMatch(/courts stay open/iu);
    expect(told).not.toMatch(/hard to appeal|small claim|court option/iu);
  });
});

describe('courts chosen where the reader’s place is unknown are not called far', () => {
  it('states the courts without calling them far or asking for nearer ones', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      PREAMBLE,
      WORK,
      'Each party submits to the exclusive jurisdiction of the state and federal courts located in Multnomah County, Oregon, for any dispute arising out of this Agreement.',
    );
    const told = finding(result, /^Courts and venue$/u);
    expect(told).toMatch(/must be brought/iu);
    expect(told).not.toMatch(/far from you|courts near you/iu);
  });

  it('still asks for nearer courts when the reader is known to be based elsewhere', async () => {
    const result = await analyse(
      { role: 'client' },
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of June 8, 2023 by and between Harrow Freight Inc., an Oregon corporation (the "Provider"), and Linden Garden Stores LLC, a Nevada limited liability company with offices at 12 Sage Road, Reno, Nevada 89501 (the "Customer").',
      WORK,
      'Each party submits to the exclusive jurisdiction of the state and federal courts located in Multnomah County, Oregon, for any dispute arising out of this Agreement.',
    );
    expect(finding(result, /^Courts and venue$/u)).toMatch(
      /Oregon, not where your side is organised or based \(Nevada\)/iu,
    );
    expect(recommendation(result, /^Courts and venue$/u)).toMatch(/courts near you/iu);
  });
});
