import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SOFTWARE_SERVICES } from './agreement-openings';
import { adviceOn, toldOn } from './contract-advice-seen';

// Every clause below is written for these tests.

const INDEMNITIES = [
  'Tollery shall indemnify and hold harmless Brightwick from any third-party claim arising from Tollery’s use of the Services, including reasonable legal fees.',
  'Either party may terminate this Agreement upon thirty (30) days written notice.',
  'This Agreement shall be governed by the laws of the State of New York.',
];
const DEFINED_CAP =
  'EXCEPT FOR A PARTY’S FRAUD, EACH PARTY’S TOTAL CUMULATIVE LIABILITY ARISING OUT OF THIS AGREEMENT WILL NOT EXCEED THE GENERAL CAP AMOUNT.';

describe('indemnity advice reads a cap named by its defined term', () => {
  it('does not say the contract caps no liability where a cap is set at a defined amount', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [...INDEMNITIES, DEFINED_CAP]);
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).not.toMatch(/caps no liability/u);
    expect(advice).toMatch(/General Cap Amount/iu);
  });

  it('still says so where nothing caps liability', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, INDEMNITIES);
    expect(adviceOn(result, 'Indemnification')).toMatch(/caps no liability/u);
  });
});

const DISCLAIMER =
  'TO THE MAXIMUM EXTENT PERMITTED BY LAW, BRIGHTWICK DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.';
const TERM_WARRANTY =
  '6.1 Brightwick warrants that during the Subscription Period the Software will perform materially as described in the Documentation.';
const RESTORE_OR_REFUND =
  '6.2 If the Software fails to perform as warranted, Brightwick will use reasonable efforts to restore its function, and if it cannot do so within thirty (30) days Tollery may terminate the affected Order and Brightwick will refund any prepaid fees for the remainder of the Subscription Period.';

describe('warranty advice reads a warranty for a defined period with a restore-or-refund remedy', () => {
  it('does not ask for a warranty period and a remedy the contract already gives', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      TERM_WARRANTY,
      RESTORE_OR_REFUND,
      DISCLAIMER,
      ...INDEMNITIES,
    ]);
    const advice = adviceOn(result, 'Warranties and disclaimers');
    expect(advice).not.toMatch(/Ask for a clear warranty period/u);
    expect(advice).toMatch(
      /No change needed: the contract already states how long defects can be claimed and a remedy/u,
    );
  });

  it('still asks for them where only the disclaimer is there', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'BRIGHTWICK DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.',
      ...INDEMNITIES,
    ]);
    expect(adviceOn(result, 'Warranties and disclaimers')).toMatch(/Ask for a clear warranty period/u);
  });
});

describe('a warranty of rights is not told as a promise of quality', () => {
  it('tells the giver of a warranty that it holds the rights in what it supplies as a promise of rights', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery represents and warrants that it has all rights and consents needed to provide the Customer Data to Brightwick and that the Customer Data does not infringe any third party’s rights.',
      ...INDEMNITIES,
    ]);
    const told = toldOn(result, 'Warranties and disclaimers');
    expect(told).not.toMatch(/promise of quality|repair, replacement or refund/u);
  });
});
