import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Tollery (the reader) pays Brightwick for services.
const INDEMNITY =
  'Tollery shall indemnify and hold harmless Brightwick from any claim brought by a subcontractor that Tollery engages.';

const analyse = (...sentences: string[]) => analyseAgreement(TOLLERY_SERVICES, [INDEMNITY, ...sentences]);

const indemnityAdvice = (result: ContractAnalysis) => adviceOn(result, 'Indemnification');

describe('an indemnity the reader gives, where the cap limits only the other side', () => {
  it('is not told to put the indemnity under a cap that does not cover the reader', async () => {
    const advice = indemnityAdvice(
      await analyse(
        'Brightwick’s total liability under this Agreement shall not exceed the fees paid by Tollery in the twelve months before the claim.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/put it under the liability cap/u);
    expect(advice).toMatch(/caps only Brightwick’s liability/u);
  });

  it('tells that the cap already covers it when it limits each party', async () => {
    const advice = indemnityAdvice(
      await analyse(
        'Each party’s total liability under this Agreement shall not exceed the fees paid by Tollery in the twelve months before the claim.',
      ),
    );
    expect(advice).toMatch(/already falls under the contract’s liability cap/u);
    expect(advice).not.toMatch(/put it under the liability cap/u);
  });
});
