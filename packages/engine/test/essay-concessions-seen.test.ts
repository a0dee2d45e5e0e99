import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const INTRO =
  'Our school is deciding whether to start lessons an hour later in the morning. I believe that lessons should start later, because tired students learn very little in the first hour.';
const BODY =
  'Sleep also matters for health. A student who sleeps eight hours is ill less often and misses fewer days of school than one who sleeps six.';
const END =
  'In conclusion, a later start would help students learn and stay healthy. The school should try it for one year and see the results.';

function essayWith(concession: string): string {
  return [INTRO, concession, BODY, END].join('\n\n');
}

describe('concessions the essay makes are seen as weighing another view', () => {
  it.each([
    'I can understand wanting the buses to run at the usual time, but the bus company could simply move its timetable by an hour.',
    'Parents say an early start lets them drive their children before work, which is true in some cases, but most students take the bus or walk.',
    'Wanting to finish early for sports practice is completely understandable; however, practice could move to the weekend.',
    'Some people say a later start means finishing later, but an hour less of sitting tired in class is worth an hour more in the afternoon.',
  ])('%s', async (concession) => {
    const result = await analyzeEssay(essayWith(concession), { academicLevel: 'high-school' });
    expect(result.argumentClarity.logicalGaps).not.toContain('No opposing view is considered.');
    expect(result.argumentClarity.strongPoints.join(' | ')).toMatch(
      /Considers an opposing view and answers it, as in “/u,
    );
    expect(result.criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
  });

  it('still says no opposing view is weighed where a "but" only joins two of the writer’s own points', async () => {
    const text = essayWith(
      'Students are tired in the morning, but they are wide awake by eleven, and that is when they learn best.',
    );
    const result = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(result.argumentClarity.logicalGaps).toContain('No opposing view is considered.');
  });
});

describe('an essay that grants the other side is never told it considers no opposing view', () => {
  it.each([
    'There is a down side to a later start: clubs after school would end after dark in winter.',
    'Sure, a later start means the buses would be busier, yet the town could add one more bus.',
    'A reader may find a later finish annoying, but an hour of real learning is worth it.',
    'Those on the other side of the question point to the cost of running the buses an hour later.',
  ])('%s', async (concession) => {
    const result = await analyzeEssay(essayWith(concession), { academicLevel: 'high-school' });
    expect(result.argumentClarity.logicalGaps).not.toContain('No opposing view is considered.');
    expect(result.criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
  });
});

describe('a place is not the other side of the question', () => {
  it('still says no opposing view is considered when "the other side" is the other side of the world', async () => {
    const text = essayWith('Online classes also let students learn from teachers on the other side of the world.');
    const result = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(result.argumentClarity.logicalGaps).toContain('No opposing view is considered.');
  });
});
