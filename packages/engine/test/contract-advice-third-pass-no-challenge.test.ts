import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_MARKS_LICENCE } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Tollery (the reader) is licensed Brightwick's marks.
const analyse = (...sentences: string[]) => analyseAgreement(TOLLERY_MARKS_LICENCE, sentences);

const covenantAdvice = (result: ContractAnalysis) => adviceOn(result, 'Covenant not to sue');

const ASKS_LIMIT = /Limit it to the licensed rights/u;

describe('a no-challenge clause already limited to the licensed rights', () => {
  it('is not asked to be limited to them again', async () => {
    const advice = covenantAdvice(
      await analyse(
        'Licensee shall not contest or challenge Licensor’s right, title and interest in the Licensed Marks.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(ASKS_LIMIT);
  });

  it('is still asked to be limited when it bars any claim against the other side', async () => {
    const advice = covenantAdvice(
      await analyse(
        'Licensee shall not contest the validity of the Licensed Marks or bring any action or claim against Licensor arising from this Agreement.',
      ),
    );
    expect(advice).toMatch(ASKS_LIMIT);
  });
});
