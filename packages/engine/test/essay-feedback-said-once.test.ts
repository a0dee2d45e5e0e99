import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * One analysis says a thing once: the figure of errors found per words stands in the counts note
 * beside the counts, and the register note only refers to it. The essay is written for this test,
 * with an error in nearly every sentence.
 */
const denseEssay = [
  'I think that schools should starts later in the morning becuase students is tired.',
  'Many student dont get enough sleep and they falls asleep in class.',
  'When a student are tired they cannot learns well and there grades goes down.',
  'Also the buses comes to early and the kids has to wait in the cold.',
  'If school start at nine, students will be more awake and they will learned more.',
  'Teachers also says that tired students is harder to teach.',
  'In conclusion schools should start later so students can sleeps more and do better.',
].join(' ');

const FIGURE = /\b\d+ errors? found in \d+ words?/gu;

describe('the feedback of an essay with frequent errors', () => {
  it('states the figure of errors found in the words once, in the counts note', async () => {
    const result = await analyzeEssay(denseEssay, { academicLevel: 'high-school' });
    const { toneAssessment, feedback } = result.grammarAndStyle;
    const shown = [...result.summary, toneAssessment, feedback].join('\n');
    expect(shown.match(FIGURE) ?? []).toHaveLength(1);
    expect(feedback).toMatch(/Errors are frequent: \d+ errors found in \d+ words/u);
    // The register note refers to the counts without repeating their numbers.
    expect(toneAssessment).toMatch(/frequent errors \(counted below\)/u);
    expect(toneAssessment).not.toMatch(FIGURE);
  });

  it('says once that the checks find about two errors in five', async () => {
    const { grammarAndStyle } = await analyzeEssay(denseEssay, { academicLevel: 'high-school' });
    expect(grammarAndStyle.feedback.match(/two errors in five/gu) ?? []).toHaveLength(1);
    expect(grammarAndStyle.feedback.match(/[Pp]roofread/gu) ?? []).toHaveLength(1);
  });
});
