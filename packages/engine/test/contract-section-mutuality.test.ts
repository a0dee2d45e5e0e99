import { describe, expect, it } from 'vitest';
import { keyFindingSaid, somethingTold } from './contract-advice-seen';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. Whether a clause binds both parties alike is a property of its
// whole section: a sentence worded for "each party" does not make the clause mutual when another
// sentence of the same section binds one party alone, and a sentence binding the other side alone does
// not make it one-way when the same section binds the reader too.

const MUTUAL_DUTY = '7.1 Each party shall keep the Confidential Information of the other party in strict confidence.';

describe('mutuality is read from the whole section', () => {
  it('a section that adds a duty on one party alone does not bind both alike', async () => {
    const result = await analyse(
      '7. Confidentiality',
      MUTUAL_DUTY,
      '7.2 Pelican shall not disclose any Confidential Information to its lenders or investors.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Confidentiality'));
    expect(text).not.toMatch(/binds both parties alike/iu);
    expect(text).toMatch(/Pelican/u);
  });

  it('a section whose every sentence binds both parties still binds both alike', async () => {
    const result = await analyse(
      '7. Confidentiality',
      MUTUAL_DUTY,
      '7.2 Each party shall notify the other party promptly of any unauthorised disclosure of Confidential Information.',
    );
    expect(keyFindingSaid(result, 'Confidentiality')).toMatch(/binds both parties alike/iu);
  });

  it('a one-sided duty in another section leaves the mutual section alike', async () => {
    const result = await analyse(
      '7. Confidentiality',
      MUTUAL_DUTY,
      '8. Publicity',
      '8.1 Pelican shall not disclose the existence of this Agreement in any press release.',
    );
    expect(keyFindingSaid(result, 'Confidentiality')).toMatch(/binds both parties alike/iu);
  });

  it('a section that binds the reader as well as the other side is not told as protecting the reader only', async () => {
    const result = await analyse(
      '7. Confidentiality',
      '7.1 Northwind shall keep the Confidential Information of Pelican in strict confidence.',
      '7.2 Pelican shall keep the Confidential Information of Northwind in strict confidence.',
    );
    const text = somethingTold(keyFindingSaid(result, 'Confidentiality'));
    expect(text).toMatch(/binds your side too|both/iu);
  });

  it('a bar worded for both parties whose exception frees one named party is not alike for both, even where the opening names no parties', async () => {
    const text = [
      'TERMS OF SERVICE',
      'These terms govern your use of the Service.',
      'Neither party may assign these terms without the prior written consent of the other party, except that Brightwave may assign them to a buyer of its business.',
      'These terms are governed by the laws of the State of Oregon.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const finding = somethingTold(keyFindingSaid(result, 'Assignment'));
    expect(finding).not.toMatch(/binds both parties alike/iu);
    expect(finding).toMatch(/Brightwave/u);
  });
});
