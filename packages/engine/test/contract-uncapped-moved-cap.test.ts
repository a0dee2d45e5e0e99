import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';
import { quotesTitled, risksAndFindingsTold, somethingTold } from './contract-advice-seen';

/**
 * Tiers of caps: a sentence that lifts one cap for some claims, which another sentence caps at a higher amount,
 * leaves those claims capped; the sentence that leaves claims uncapped outright is the clause. Sentences
 * written for these tests.
 */
const UNCAPPED = 'Uncapped liability';

const GENERAL_CAP =
  'Caps. (a) Each party’s total liability under this Agreement will not exceed the fees paid in the prior twelve months. (b) Each party’s total liability for all Special Claims will not be more than the Special Cap Amount.';
const MOVED = 'Tiers. The liability cap in Section 3(a) does not apply to any Special Claims.';
const OUTRIGHT = 'Unlimited. Clause 3 (Caps on Liability) does not apply to the Unlimited Claims.';

function uncappedTold(result: ContractAnalysis): string {
  return somethingTold(risksAndFindingsTold(result, UNCAPPED));
}

describe('claims moved from one cap to another', () => {
  it('quote the sentence that leaves claims uncapped outright where the contract has one', async () => {
    const result = await analyse(GENERAL_CAP, MOVED, OUTRIGHT);
    expect(quotesTitled(result, UNCAPPED).join('\n')).toMatch(/Unlimited Claims/u);
    expect(uncappedTold(result)).not.toMatch(/Special Claims is not capped/u);
    expect(uncappedTold(result)).toMatch(/Unlimited Claims is not capped/u);
  });

  it('are told as capped at the other amount where no sentence leaves claims uncapped', async () => {
    const told = uncappedTold(await analyse(GENERAL_CAP, MOVED));
    expect(told).toMatch(/another clause caps it at the Special Cap Amount/u);
    expect(told).not.toMatch(/full loss can be recovered/u);
  });

  it('leave a lift with no other cap on those claims told as uncapped', async () => {
    const told = uncappedTold(
      await analyse(
        'Cap. Each party’s total liability under this Agreement will not exceed the fees paid in the prior twelve months.',
        'Exceptions. The liability cap in Section 3 does not apply to any Special Claims.',
      ),
    );
    expect(told).toMatch(/Special Claims is not capped/u);
  });
});

describe('claims named with a section number', () => {
  it('are not cut at the section number’s point, nor told as "liability for liability"', async () => {
    const told = uncappedTold(
      await analyse(
        'Cap. Each party’s total liability under this Agreement will not exceed the fees paid in the prior twelve months.',
        'Exceptions. The limitations set out in this Section 4 will not apply to liability arising from a party’s breach of Section 7.2.',
      ),
    );
    expect(told).toMatch(/Section 7\.2/u);
    expect(told).not.toMatch(/[Ll]iability for liability/u);
  });
});
