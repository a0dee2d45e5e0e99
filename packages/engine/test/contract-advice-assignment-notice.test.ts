import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Every clause below is written for these tests.

const REST = [
  'Either party may terminate this Agreement upon thirty (30) days written notice.',
  'This Agreement shall be governed by the laws of the State of New York.',
];
const BAR =
  'Neither party may assign this Agreement without the prior written consent of the other party, except that either party may assign this Agreement';
const BUYER = 'in connection with a merger or a sale of all or substantially all of its assets';

describe('assignment advice does not ask for notice the clause already requires', () => {
  it('does not ask for written notice of a merger assignment made upon notice', async () => {
    const result = await analyseAgreement(TOLLERY_SERVICES, [
      `${BAR} upon written notice to the other party ${BUYER}.`,
      ...REST,
    ]);
    const advice = adviceOn(result, 'Assignment');
    expect(advice).not.toMatch(/ask for written notice/u);
    expect(advice).toMatch(/stays liable/u);
  });

  it('asks for nothing more where the assignor also stays liable', async () => {
    const result = await analyseAgreement(TOLLERY_SERVICES, [
      `${BAR} upon written notice to the other party ${BUYER}, provided that the assigning party shall remain liable for its obligations under this Agreement.`,
      ...REST,
    ]);
    const advice = adviceOn(result, 'Assignment');
    expect(advice).not.toMatch(/ask for written notice|stays liable for the agreement\./u);
  });

  it('still asks for notice where the merger assignment needs none', async () => {
    const result = await analyseAgreement(TOLLERY_SERVICES, [`${BAR} ${BUYER}.`, ...REST]);
    expect(adviceOn(result, 'Assignment')).toMatch(/notice/u);
  });
});
