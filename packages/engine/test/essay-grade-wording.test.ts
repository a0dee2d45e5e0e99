import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/** A clear position with reasons, far too short for an essay: its grade is held down by its length. */
const SHORT_ARGUMENT = [
  'I believe our school should start later in the morning. Students who sleep more pay attention better, because a rested brain learns faster.',
  'Some parents say a later start makes the day too long. However, most sports could simply move to the early evening.',
].join('\n\n');

const LONGER_ARGUMENT = [
  SHORT_ARGUMENT,
  'Teenagers also have a body clock that runs later than that of adults. Doctors explain that this shift begins in early adolescence and lasts for years, so an early bell works against nature.',
  'A later start would also make the roads safer. Fewer students would drive while drowsy, and buses would travel after the worst of the morning traffic.',
  'In conclusion, a later start is a simple change that helps students learn, keeps them safe and costs the school very little.',
].join('\n\n');

describe('the grade explained by what holds it down', () => {
  it('names first the part that costs the grade most points, with its share of the grade', async () => {
    const { overallGrade } = await analyzeEssay(SHORT_ARGUMENT, {
      academicLevel: 'high-school',
      subject: 'Should school start later? Argue your position.',
    });
    expect(overallGrade.rationale).toMatch(
      /Weakest: development \(\d+, \d+% of the grade\)[^.]*: they cost the grade most points/u,
    );
    expect(overallGrade.improvementToNextGrade).toMatch(/The weakest area is development/u);
  });

  it('shows the share of the grade of each strength, so strong small parts do not read as a strong essay', async () => {
    const { overallGrade } = await analyzeEssay(LONGER_ARGUMENT, {
      academicLevel: 'high-school',
      subject: 'Should school start later? Argue your position.',
    });
    expect(overallGrade.rationale).toMatch(/Strongest: [a-z ]+ \(\d+, \d+% of the grade\)/u);
  });
});
