import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Tollery (the reader) pays Brightwick for services.
const analyse = (...sentences: string[]) => analyseAgreement(TOLLERY_SERVICES, sentences);

const exitAdvice = (result: ContractAnalysis) => adviceOn(result, 'Termination rights', 'Termination for convenience');

describe('an exit the reader already has is not asked for', () => {
  it('does not ask that the reader may end it too when the breach exit is the non-breaching party’s', async () => {
    const advice = exitAdvice(
      await analyse(
        'If a party materially breaches this Agreement and fails to cure such breach within thirty (30) days after written notice, the non-breaching party may terminate this Agreement by written notice.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/you may end it too/u);
  });

  it('does not ask for the same right to end it when the reader may already end it on notice', async () => {
    const advice = exitAdvice(
      await analyse(
        'Brightwick may terminate this Agreement at any time upon sixty (60) days’ written notice to Tollery.',
        'Tollery may terminate this Agreement at any time upon thirty (30) days’ written notice to Brightwick.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/same right to end it for your side|also end the agreement for convenience/u);
  });
});
