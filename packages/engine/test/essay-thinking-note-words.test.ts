import { describe, expect, it } from 'vitest';
import { analyzeEssayText } from './result-checks';

// A response to a story, written for this test: each quotation is followed by a sentence that says what
// it shows, in words of the writer's own and without a reasoning word such as "because".
const RESPONSE = [
  'The setting makes the ride hard for the cyclist in the story.',
  'The narrator says, "the water bottles were almost empty and the sun kept beating down." In that moment the heat drains his strength and leaves him scared of fainting on the empty road.',
  'Later he writes, "the road ahead was nothing but rolling hills." Here the hills wear out his tired legs even more on the long climb.',
  'The setting is the main obstacle he has to beat to reach the town.',
].join('\n\n');

describe('the critical-thinking note names the words it credits', () => {
  it('never promises words "such as" and then lists none', async () => {
    const { criticalThinking, argumentClarity } = await analyzeEssayText(RESPONSE, {
      academicLevel: 'high-school',
      subject: 'Explain what makes the ride in the story hard for the rider, quoting the story.',
    });
    expect(criticalThinking.feedback).not.toMatch(/such as\s*[.,;)]|\(\s*\)/u);
    expect(criticalThinking.feedback).toMatch(/explains why|gives reasons/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/such as\s*[.,;)]|\(\s*\)/u);
  });
});
