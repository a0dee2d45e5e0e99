import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * A "because" followed only by who says it ("… because, like the author says, "…"") points to a
 * source instead of giving a reason: it is never the sentence shown as the writer explaining why.
 * The responses are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const moodQuestion = {
  ...level,
  subject: 'After reading the memoir "Old Kitchen": describe the mood the author creates.',
};

describe('a reason that only points to what the text says', () => {
  it('is not quoted as the writer explaining why', async () => {
    const text = [
      'The mood of the memoir is warm and thankful.',
      'The family was close because like the author says in paragraph two, "we ate together every night."',
      'The kitchen was full of music because, as she writes, "my father sang while he cooked."',
      'This shows that the home was a happy place for a child to grow up in.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, moodQuestion);
    expect(criticalThinking.feedback).not.toMatch(/like the author says/u);
    expect(criticalThinking.feedback).not.toMatch(/as she writes/u);
  });

  it('still shows a "because" that gives a reason of the writer’s own', async () => {
    const text = [
      'The mood of the memoir is warm and thankful.',
      'The family was close because they cooked and ate every meal together in one small room.',
      'The author is thankful because his parents gave up their careers so that he could study.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, moodQuestion);
    expect(criticalThinking.feedback).toMatch(/because they cooked and ate every meal together/u);
  });
});

describe('a conclusion drawn with “Therefore”', () => {
  it('is not quoted as the writer explaining why: it states the claim the reasons lead to', async () => {
    const text = [
      'The memoir tells of a small house full of cousins and neighbours.',
      'His parents left their jobs behind and came to a new country with nothing.',
      'Therefore, the mood the author creates in this memoir is warm and thankful.',
      'He knows how much his parents gave up, which makes every memory of the kitchen precious to him.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, moodQuestion);
    expect(criticalThinking.feedback).not.toMatch(/Therefore, the mood/u);
  });
});
