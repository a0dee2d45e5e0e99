import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

function cv(summaryHeading: string, summary: string, education: string): string {
  return `Rae Quinn
rae.quinn@example.com | 555 880 4141

${summaryHeading}
${summary}

Experience
Care Assistant, Oakfield Care Home, 2022 - Present
Helped residents with meals and walks in the garden each afternoon.
Kept the activity board up to date for the residents and their families.

Education
${education}`;
}

describe('CV advice that fits the writer', () => {
  it('asks a student for numbers a student has, not percentages, budgets or money saved', async () => {
    const { criticalImprovements } = await analyzeText(
      cv(
        'Profile',
        'Nursing student in the second year of a degree, working weekends in a care home.',
        'BSc Nursing, Northgate University, 2023 - Present',
      ),
    );
    const advice = criticalImprovements.contentUpgrades.join(' ');
    expect(advice).not.toMatch(/percentages|budgets|money saved/u);
    expect(advice).toMatch(/people|placement|class/u);
  });

  it('does not take a membership still under way for a course of study', async () => {
    const { criticalImprovements } = await analyzeText(
      cv(
        'Profile',
        'Care assistant with 4 years in care homes for older residents.',
        'Care Certificate, Westfield College, 2019\nMember of the Care Workers Guild, 2020 - Present',
      ),
    );
    expect(criticalImprovements.contentUpgrades.join(' ')).not.toMatch(/placement/u);
  });

  it('reads an opening headed "Objective" that asks for a challenging position as an objective', async () => {
    const { professionalSummary, overallScore } = await analyzeText(
      cv(
        'Career Objective',
        'A challenging position in a progressive organisation where I can apply my 4 years of care work and grow with the company.',
        'Care Certificate, 2021',
      ),
    );
    expect(professionalSummary.quality).not.toBe('strong');
    expect(professionalSummary.feedback).toMatch(/objective/iu);
    expect(overallScore.strengths).not.toContain('A concrete professional summary.');
  });

  it('reads an old-style "To utilize my skills…" opening as an objective under any heading', async () => {
    const { professionalSummary } = await analyzeText(
      cv(
        'Summary',
        'To utilize my 4 years of care skills in a caring environment that offers room for growth.',
        'Care Certificate, 2021',
      ),
    );
    expect(professionalSummary.feedback).toMatch(/objective/iu);
  });
});

describe('the rewrite of a duty line on a student CV', () => {
  it('asks for a result a student has, not a percentage or money saved', async () => {
    const { experienceAnalysis } = await analyzeText(
      cv(
        'Profile',
        'Nursing student in the second year of a degree, working weekends in a care home.',
        'BSc Nursing, Northgate University, 2023 - Present\nResponsible for managing the rota of the student nursing society.',
      ).replace(
        'Kept the activity board up to date for the residents and their families.',
        'Responsible for managing the weekend activity rota for the residents.',
      ),
    );
    const explanations = experienceAnalysis.weakExamples.map((example) => example.explanation).join(' ');
    expect(experienceAnalysis.weakExamples.length).toBeGreaterThan(0);
    expect(explanations).not.toMatch(/percentage|money saved/u);
  });
});
