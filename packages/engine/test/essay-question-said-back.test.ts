import { describe, expect, it } from 'vitest';
import { analyzeEssayText } from './result-checks';

const TASK = 'Write a response that explains why the writer closes the tale with the scene of the lamp being lit.';

// Each sentence only says the question back: the answer gives no reading of its own.
const SAID_BACK = [
  'The writer closes the tale with the scene of the lamp because she wants to end the tale.',
  'The writer closes the tale with this scene to show the ending of the tale.',
  'The scene of the lamp being lit closes the tale.',
  'That is why the writer closes the tale with the lamp scene.',
].join(' ');

describe('an answer that says the assignment back is not told it explains why', () => {
  it('reads the assignment the user gave when weighing the answer’s explanations', async () => {
    const { criticalThinking } = await analyzeEssayText(SAID_BACK, { academicLevel: 'high-school', subject: TASK });
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(criticalThinking.score).toBeLessThanOrEqual(30);
  });
});
