import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

const SALES_CV = `Jordan Lake
jordan.lake@example.com | 555 201 3344

Summary
Account manager with nine years in office supplies sales.

Achievements
Grew the northern territory's sales 35% in one year through new reseller deals
Cut order errors by 60% after moving the team to a shared order sheet
Won back 12 lapsed customers in the first quarter of 2020

Experience
Account Manager, Paperline Ltd, 2016 - Present
Planned the weekly visits of the sales team across the region.
Trained new staff in the ordering system and the returns process.

Education
BA Business, 2015`;

const RUN_ON_CV = `Casey Vale
casey.vale@example.com | 555 777 1020

Experience
Office Assistant, Harbour Dental, 2019 - 2023
Greeted patients at the front desk Assisted in the scheduling of appointments for three dentists Assisted with the
monthly stock order for the surgery Answered the phone and took messages Responsible for the filing of patient records and letters
Helped with the training of new receptionists in the booking system
Conducted follow-up calls on a 1:1 basis with patients after treatment

Education
School Certificate, 2018`;

describe('CV counts that match what the CV shows', () => {
  it('counts the measured results listed under an achievements heading', async () => {
    const result = await analyzeText(SALES_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(3);
    expect(result.overallScore.strengths).toContain('3 quantified achievements.');
  });

  it('counts each duty statement of a paragraph whose bullets ran together', async () => {
    const result = await analyzeText(RUN_ON_CV);
    const said = JSON.stringify(result);
    // Every statement here is a task with no result, whatever its opening words.
    expect(said).toMatch(/7 lines describe duties/u);
  });

  it('reads "on a 1:1 basis" as a way of working, not a measured result', async () => {
    const result = await analyzeText(RUN_ON_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(0);
  });

  it('never asks to go beyond sizes and counts when the CV gives none', async () => {
    const { criticalImprovements } = await analyzeText(RUN_ON_CV);
    const advice = criticalImprovements.contentUpgrades.join(' ');
    expect(advice).not.toMatch(/already given/u);
    expect(advice).toMatch(/Add numbers/u);
  });
});

const STUDIO_CV = `Kim Ross
kim.ross@example.com | 555 300 1122

Experience
Fitness Instructor, Northside Studio, 2018 - 2022
Taught the 45 minute classes on weekday mornings and evenings.
Performed general office duties at the front desk between classes.
Wrote a 20 page guide to the studio's equipment for new members.

Education
School Certificate, 2017`;

describe('CV counts that tell a size from a result', () => {
  it('reads "45 minute classes" as describing things, not results', async () => {
    const result = await analyzeText(STUDIO_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(0);
  });

  it('counts a line naming its own duties as a duty line, beside the other tasks stated with no result', async () => {
    const result = await analyzeText(STUDIO_CV);
    expect(result.experienceAnalysis.genericDuties).toBe(3);
    expect(JSON.stringify(result)).toMatch(/3 lines describe duties/u);
  });
});
