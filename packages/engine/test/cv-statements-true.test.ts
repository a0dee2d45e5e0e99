import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

/** Every line a task, none saying "responsible for": a job description copied into a CV. */
const TEACHING_ASSISTANT_CV = `Robin Hale
robin.hale@example.com | 555 310 4400

Experience
Teaching Assistant, Elm Street Primary, 2019 - Present
Develop daily lesson plans for the reading groups in year two.
Oversee the lunch hall and the playground at midday.
Manage the weekly letters sent home to parents.
Mark spelling tests and record the scores in the school system.
Kennel Assistant, Happy Paws Boarding, 2016 - 2019
Performed routine cleaning of the kennels and the exercise yard.
Mopped floors and emptied bins at the end of each shift.

Education
School Certificate, 2016`;

/** Results given as percentages in bullets the PDF ran together without spaces. */
const GLUED_RESULTS_CV = `Sam Ortiz
sam.ortiz@example.com | 555 610 9900

Experience
Head of Boarding, Westfield School, 2015 - 2022
Raised the number of boarding pupils by 15% over three years.Increased applications from girls by 18% with open days.Lifted the first-year intake by 20% through visits to local schools.

Education
BA History, 2014`;

/** Figures that give the size of the work, none of them a result. */
const SCOPE_ONLY_CV = `Lee Grant
lee.grant@example.com | 555 880 1200

Experience
Sous Chef, Harbour Grill, 2018 - 2023
Led a team of 6 cooks on the evening shift.
Prepared meals for 200 guests a night during the summer season.

Education
Catering Diploma, 2017`;

/** One bullet giving three results, and another giving one: four measured results. */
const LISTED_RESULTS_CV = `Dana Frost
dana.frost@example.com | 555 420 7000

Experience
Admissions Officer, Hillcrest College, 2016 - 2022
Raised applications from day pupils (12%), boarders (9%) and overseas families (21%) in three years.
Cut the time to answer an enquiry by 40% with a shared inbox.

Education
BA English, 2015`;

/** A single result: true, but no strength to praise. */
const ONE_RESULT_CV = `Noor Reyes
noor.reyes@example.com | 555 420 7001

Experience
Receptionist, Bay Clinic, 2019 - 2023
Cut the wait at the front desk by 10% with a new sign-in sheet.
Scheduled appointments for four doctors and answered the phone.

Education
School Certificate, 2018`;

describe('CV statements that are true of the CV', () => {
  it('counts each share a bullet gives as a result of its own', async () => {
    const result = await analyzeText(LISTED_RESULTS_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(4);
    expect(result.overallScore.strengths).toContain('4 quantified achievements.');
  });

  it('says how many lines lead with an action verb, not that all do', async () => {
    const result = await analyzeText(
      ONE_RESULT_CV.replace(
        'Scheduled appointments',
        'Responsible for the post and the parcels left at the desk each day.\nScheduled appointments',
      ),
    );
    expect(result.overallScore.strengths).toContain('2 of 3 lines lead with an action verb.');
  });

  it('does not praise a single figure as a strength', async () => {
    const result = await analyzeText(ONE_RESULT_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(1);
    expect(result.overallScore.strengths.join(' ')).not.toMatch(/quantified/u);
  });

  it('counts every plain task line as a duty, not only those saying "responsible for"', async () => {
    const result = await analyzeText(TEACHING_ASSISTANT_CV);
    expect(result.experienceAnalysis.genericDuties).toBe(6);
    expect(JSON.stringify(result)).toMatch(/6 lines describe duties/u);
    // No opening is shared by most of them: one is quoted as an example, not as the phrase they use.
    expect(JSON.stringify(result)).toMatch(/6 lines describe duties \(such as “\p{Ll}+…”\)/u);
  });

  it('points to before and after examples only when it shows some', async () => {
    const result = await analyzeText(TEACHING_ASSISTANT_CV);
    const shown = result.beforeAfterExamples.filter((example) => example.category === 'Achievement');
    expect(shown).toEqual([]);
    expect(result.criticalImprovements.contentUpgrades.join(' ')).not.toMatch(/before and after/u);
    expect(result.criticalImprovements.contentUpgrades.join(' ')).toMatch(/Rewrite duty-style lines as results/u);
  });

  it('counts each result of a paragraph whose bullets ran together', async () => {
    const result = await analyzeText(GLUED_RESULTS_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(3);
    expect(result.overallScore.strengths).toContain('3 quantified achievements.');
    expect(result.criticalImprovements.contentUpgrades.join(' ')).not.toMatch(/numbers/u);
  });

  it('does not call the size of the work an achievement', async () => {
    const result = await analyzeText(SCOPE_ONLY_CV);
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(0);
    expect(result.overallScore.strengths.join(' ')).not.toMatch(/quantified/u);
    expect(result.criticalImprovements.contentUpgrades.join(' ')).toMatch(/beyond the sizes and counts/u);
  });
});

const GLUED_SUMMARY_CV = `Ray Cole
ray.cole@example.com | 555 420 7002

Summary
Friendly cook who loves fresh food.Successfully ran the grill at a busy seaside cafe for three summers.

Experience
Cook, Seaside Cafe, 2019 - 2022
Cooked breakfasts and lunches for the cafe's guests every day.

Education
School Certificate, 2018`;

describe('CV wording examples that are one finished statement', () => {
  it('quotes only the statement with the filler word, not the one glued before it', async () => {
    const { writingQuality } = await analyzeText(GLUED_SUMMARY_CV);
    expect(writingQuality.wordyExamples.map((example) => example.concise)).toEqual([
      'Ran the grill at a busy seaside cafe for three summers.',
    ]);
  });

  it('offers no rewrite of a line that keeps a stray encoding mark', async () => {
    const { writingQuality } = await analyzeText(
      GLUED_SUMMARY_CV.replace('at a busy seaside cafe', 'at a busy\u00c2 seaside cafe'),
    );
    expect(writingQuality.wordyExamples).toEqual([]);
  });
});
