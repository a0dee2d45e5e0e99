import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';

// A retirement plan services agreement written for these tests, read by the employer that sponsors the plan.
const PLAN_SERVICES: AgreementOpening = {
  title: 'PLAN SERVICES AGREEMENT',
  preamble:
    'This Plan Services Agreement is made as of June 1, 2020 between Tamsin Outdoor Goods, Inc. (the "Company") and Ferrand Retirement Services LLC (the "Recordkeeper").',
  clauses: [
    'The Recordkeeper shall keep the records of the Company’s savings plan and send statements to participants, and the Company shall pay the Recordkeeper an annual fee of $40,000.',
  ],
  closing: ['This Agreement shall be governed by the laws of the State of Ohio.'],
  reader: 'Tamsin',
};

const planServices = analyserOf(PLAN_SERVICES);

const OWN_PEOPLE =
  'The Company shall indemnify and hold harmless its benefits committee and any Company employee to whom duties under the plan are delegated, against any and all claims arising from any act or omission in administering the plan.';

describe('an indemnity the client gives its own people', () => {
  it('is not told as paying for claims against the other side', async () => {
    const result = await planServices(OWN_PEOPLE);
    const found = result.keyFindings.find((finding) => finding.title === 'Indemnification');
    expect(found).toBeDefined();
    expect(found?.description).not.toMatch(/claims made against the other side/u);
    expect(found?.description).toMatch(/your own people/u);
  });

  it('gets no advice to make it mutual or limit it to fault, and no high risk', async () => {
    const result = await planServices(OWN_PEOPLE);
    const found = result.keyFindings.find((finding) => finding.title === 'Indemnification');
    expect(found?.recommendation).not.toMatch(/mutual|your own fault/iu);
    expect(found?.type).toBe('low');
  });

  it('still tells an indemnity of the other side and its officers as a cost of claims against the other side', async () => {
    const result = await planServices(
      'The Company shall indemnify and hold harmless the Recordkeeper and its officers and employees against any and all claims arising from the plan.',
    );
    const found = result.keyFindings.find((finding) => finding.title === 'Indemnification');
    expect(found?.description).toMatch(/claims made against the other side/u);
    expect(found?.recommendation).toMatch(/mutual/u);
  });
});
