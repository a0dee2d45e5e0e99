import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Tollery (the reader) pays Brightwick for services.
const analyse = (...sentences: string[]) => analyseAgreement(TOLLERY_SERVICES, sentences);

const warrantyAdvice = (result: ContractAnalysis) => adviceOn(result, 'Warranties and disclaimers');

describe('a reader whose warranties received have no time limit', () => {
  it('is not told to ask for a period that would cut its claims short', async () => {
    const advice = warrantyAdvice(
      await analyse(
        'Brightwick warrants that the services will conform to Schedule A, and Brightwick shall promptly remedy any breach of this warranty at its own cost.',
        'EXCEPT AS SET OUT ABOVE, EACH PARTY DISCLAIMS ALL OTHER WARRANTIES, WHETHER EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/ask for a clear period/iu);
  });
});
