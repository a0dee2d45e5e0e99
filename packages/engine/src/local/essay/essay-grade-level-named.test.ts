import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * The grade is said to be for the level's writing only where the task is set at that level: a task
 * set for a school grade the chosen level does not cover is graded against the level's
 * expectations, and the feedback says so in the task's own words. The story is written for these tests.
 */
const story = [
  'Last summer my little brother and I waited three hours for the ferry to the island.',
  'The boat was late because a storm had closed the harbour in the morning.',
  'At first I complained, but then we played cards on the dock and watched the gulls.',
  'When the ferry finally came, I realised the wait had given us the best afternoon of the trip.',
].join(' ');

describe('the level a grade is given at', () => {
  it('does not call the grade one for high-school writing when the task is set for grade 7', async () => {
    const { overallGrade, summary } = await analyzeEssay(story, {
      academicLevel: 'high-school',
      subject: 'Grade 7 narrative: write about a time you were patient.',
    });
    expect(overallGrade.rationale).not.toMatch(/for high-school writing/u);
    expect(overallGrade.rationale).toMatch(
      /against high-school expectations \(the level chosen; the task is set for “Grade 7”\)/u,
    );
    expect(summary[0]).not.toMatch(/as high-school writing/u);
  });

  it('does not call it college writing when the task is set for an 8th-grade class', async () => {
    const { overallGrade } = await analyzeEssay(story, {
      academicLevel: 'college',
      subject: 'A story for 8th-graders about patience',
    });
    expect(overallGrade.rationale).toMatch(/against college expectations .*“8th-graders”/u);
  });

  it('still names high-school writing for a task set in grade 10', async () => {
    const { overallGrade, summary } = await analyzeEssay(story, {
      academicLevel: 'high-school',
      subject: 'Grade 10 narrative: write about a time you were patient.',
    });
    expect(overallGrade.rationale).toMatch(/ for high-school writing\./u);
    expect(summary[0]).toMatch(/ as high-school writing on /u);
  });
});
