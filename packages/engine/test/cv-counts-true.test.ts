import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

const PORTER_CV = `Alex Moor
Hotel Porter
alex.moor@example.com | 555 410 2288

Summary
Hotel porter with four years in city hotels.

Experience
Porter, Riverside Hotel   2021 - Present
Assisted with luggage for guests arriving late at night.
Helped with the setup of rooms for weddings and dinners.
Starting salary of $31,000 raised to $34,500 after the first year.
Cut the wait for luggage at check-in by 40% with a new tagging routine.

Education
School Certificate, 2019

Skills
Guest service, luggage handling, room setup`;

describe('CV counts that match what the CV says', () => {
  it('quotes a duty phrase the CV uses, never "responsible for" when no line says it', async () => {
    const result = await analyzeText(PORTER_CV);
    const said = JSON.stringify(result);
    expect(said).not.toMatch(/responsible for/iu);
    expect(said).toMatch(/2 lines describe duties \(“assisted with…”\)/u);
  });

  it('counts no pay figure as a measured result of the work', async () => {
    const { experienceAnalysis } = await analyzeText(PORTER_CV);
    expect(experienceAnalysis.quantifiedAchievements).toBe(1);
    expect(experienceAnalysis.strongExamples.map((example) => example.text).join(' ')).not.toMatch(/salary/u);
  });

  it('asks for results in numbers, not for the sizes and counts a CV already gives', async () => {
    const { criticalImprovements } = await analyzeText(PORTER_CV);
    const advice = criticalImprovements.contentUpgrades.join(' ');
    expect(advice).not.toMatch(/team sizes/u);
    expect(advice).toMatch(/results/u);
  });
});
