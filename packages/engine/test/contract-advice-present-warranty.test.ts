import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SOFTWARE_SERVICES } from './agreement-openings';
import { toldOn } from './contract-advice-seen';

const WARRANTY = 'Brightwick warrants that the services will be performed in a professional and workmanlike manner.';

// Tollery (the reader) pays Brightwick for software and services.
const analyse = (...sentences: string[]) => analyseAgreement(TOLLERY_SOFTWARE_SERVICES, sentences);

/** Every piece of warranty advice and impact the reader sees. */
const warrantyText = (result: ContractAnalysis) => toldOn(result, 'Warranties and disclaimers');

describe('a warranty that another sentence makes last for the Term', () => {
  it('is not asked for a warranty period', async () => {
    const text = warrantyText(
      await analyse(
        WARRANTY,
        'Brightwick further warrants that, during the Term, the software will operate materially as described in its documentation.',
      ),
    );
    expect(text).toMatch(/promised about quality/u);
    expect(text).not.toMatch(/Ask for a clear warranty period/u);
  });
});

describe('a contract that lets the reader reject faulty deliverables within a set time', () => {
  it('is not asked for a warranty period and a remedy as if none were given', async () => {
    const text = warrantyText(
      await analyse(
        WARRANTY,
        'Tollery may reject any deliverable that does not conform to Schedule A by written notice given within thirty (30) days after delivery.',
      ),
    );
    expect(text).toMatch(/promised about quality/u);
    expect(text).not.toMatch(/Ask for a clear warranty period and a remedy/u);
    expect(text).toMatch(/reject/u);
  });
});

describe('a disclaimer that keeps the warranties of a numbered section', () => {
  it('tells the buyer to check the express warranties it keeps, not to ask for a warranty', async () => {
    const text = warrantyText(
      await analyse(
        `12.1 ${WARRANTY}`,
        '12.2 EXCEPT AS PROVIDED IN SECTION 12.1, THE PARTIES DISCLAIM ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF MERCHANTABILITY.',
      ),
    );
    expect(text).toMatch(/promised about quality/u);
    expect(text).not.toMatch(/Ask for a clear warranty period/u);
    expect(text).not.toMatch(/Every promise of quality you give can become a claim/u);
    expect(text).toMatch(/express warranties/u);
  });

  it('tells the side that gives warranties that only the express ones can become a claim', async () => {
    const result = await analyseAgreement(
      TOLLERY_SOFTWARE_SERVICES,
      [
        'EXCEPT AS EXPRESSLY STATED IN SECTION 12, THE PARTIES DISCLAIM ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF FITNESS FOR A PARTICULAR PURPOSE.',
      ],
      { role: 'service-provider', party: 'Brightwick' },
    );
    const told = warrantyText(result);
    expect(told).toMatch(/promised about quality/u);
    expect(told).not.toMatch(/Every promise of quality you give can become a claim/u);
  });
});
