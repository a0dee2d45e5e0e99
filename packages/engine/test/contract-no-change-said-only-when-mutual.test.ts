import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests. Halvorsen pays Pelletier in the marketing agreement and is the reader.
const HALVORSEN = { role: 'client', party: 'Halvorsen' } as const;

function recommendationOn(result: ContractAnalysis, title: string): string[] {
  return result.keyFindings.filter((finding) => finding.title === title).map((finding) => finding.recommendation);
}

describe('"No change needed for your side" is said only where the reading shows the clause is mutual or favours the reader', () => {
  it('is still said of a duty that binds both parties alike', async () => {
    const told = recommendationOn(
      await analyse(
        HALVORSEN,
        'Each party shall keep the other party’s confidential information secret during the term and for three (3) years after it ends.',
      ),
      'Confidentiality',
    );
    expect(told.some((advice) => /^No change needed/u.test(advice))).toBe(true);
  });
});

describe('advice on a right to end the agreement for a failure not remedied in time', () => {
  it('asks a reader the right is held against for time enough to put a failure right, not a short period', async () => {
    const told = recommendationOn(
      await analyse(
        HALVORSEN,
        'Pelletier may terminate this Agreement if Halvorsen materially breaches it and fails to cure the breach within thirty (30) days of written notice.',
      ),
      'Termination rights',
    ).join(' ');
    expect(told).toMatch(/long enough for you to put a failure right/u);
    expect(told).not.toMatch(/short enough to protect you/u);
    expect(told).not.toMatch(/^No change needed for your side/u);
  });

  it('tells a reader who shares the right that the period cuts both ways', async () => {
    const told = recommendationOn(
      await analyse(
        HALVORSEN,
        'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of written notice.',
      ),
      'Termination rights',
    ).join(' ');
    expect(told).toMatch(/long enough for you to put a failure of yours right/u);
  });
});
