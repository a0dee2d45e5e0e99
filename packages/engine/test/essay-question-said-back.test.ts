import { describe, expect, it } from 'vitest';
import { analyzeEssayText } from './result-checks';

const TASK =
  'Write a response that explains why the author concludes the story with the paragraph about the hibiscus flower.';

// Each sentence only says the question back: the answer gives no reading of its own.
const SAID_BACK = [
  'The author concludes the story with the paragraph about the hibiscus because she wants to end the story.',
  'The author concludes the story with this paragraph to show the ending of the story.',
  'The paragraph about the hibiscus flower concludes the story.',
  'That is why the author concludes the story with the hibiscus paragraph.',
].join(' ');

describe('an answer that says the assignment back is not told it explains why', () => {
  it('reads the assignment the user gave when weighing the answer’s explanations', async () => {
    const { criticalThinking } = await analyzeEssayText(SAID_BACK, { academicLevel: 'high-school', subject: TASK });
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(criticalThinking.score).toBeLessThanOrEqual(30);
  });
});
