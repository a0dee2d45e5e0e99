import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';

// Sentences written for these tests. A clause whose first sentence binds "each party" or "neither
// party" is not alike for both when a later sentence of the same clause frees one named party (it may
// act alone) or lifts the limit for it: the finding must not call it mutual, and names who is freer.

/** What the key finding titled `title` tells the reader. */
function told(result: ContractAnalysis, title: string): string {
  const finding = result.keyFindings.find((candidate) => candidate.title === title);
  return finding ? `${finding.description} ${finding.recommendation}` : '';
}

const EXCLUSION =
  'Neither party shall be liable to the other for any indirect or consequential damages arising out of this Agreement.';

describe('a later sentence of the same clause can make a mutual clause one-sided', () => {
  it('an exclusion lifted for one named party does not bind both alike', async () => {
    const result = await analyse(
      EXCLUSION,
      'The exclusions in this Section shall not apply to the indemnity obligations of Pelican or to any wilful misconduct of Pelican.',
    );
    const text = told(result, 'Limitation of liability');
    expect(text).not.toBe('');
    expect(text).not.toMatch(/binds both parties alike/iu);
    expect(text).toMatch(/Pelican/u);
  });

  it('an assignment bar one named party may step out of is not alike for both', async () => {
    const result = await analyse(
      'Neither party may assign this Agreement without the prior written consent of the other party.',
      'Notwithstanding the foregoing, Northwind may assign this Agreement to any of its affiliates upon written notice.',
    );
    const text = told(result, 'Assignment');
    expect(text).not.toBe('');
    expect(text).not.toMatch(/binds both parties alike|binds both parties: neither/iu);
    expect(text).toMatch(/Northwind/u);
  });

  it('an exclusion lifted for both parties alike still binds both alike', async () => {
    const result = await analyse(
      EXCLUSION,
      'The exclusions in this Section shall not apply to the indemnity obligations of either party.',
    );
    expect(told(result, 'Limitation of liability')).toMatch(/binds both parties alike/iu);
  });
});
