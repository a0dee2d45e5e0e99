import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * A response's opening answer stands for its thesis: it is the claim the rest reasons for, so it is
 * never quoted as the writer explaining why. The response is written for this test.
 */
const responding = {
  academicLevel: 'high-school',
  subject: 'After reading the tale, write a response explaining how its setting affects the hiker.',
} as const;

describe('the answer a response opens with is not shown as its reasoning', () => {
  const text = [
    'The setting makes the hiker tired and afraid.',
    'The trail was steep and narrow, and each ridge made her doubt that she would reach the hut.',
    'When her water ran low she began to panic, which shows how the heat wore her down.',
    'The empty valley made her feel alone.',
    'At the end the lights of the hut gave her hope again.',
  ].join(' ');

  it('shows the answer as the thesis and a later sentence as the reasoning', async () => {
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, responding);
    expect(argumentClarity.thesisText).toBe('The setting makes the hiker tired and afraid.');
    expect(criticalThinking.feedback).not.toContain('“The setting makes the hiker tired and afraid.”');
    expect(argumentClarity.strongPoints.join(' | ')).not.toContain('“The setting makes the hiker tired and afraid.”');
  });
});
