import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';

/**
 * Findings true of the CV's own lines: a duty quoted as a duty is one ("Responsible for…"), not a
 * delivered result; a trimmed line is a finished line; figures of every kind (results, sizes, counts)
 * are counted before numbers are asked for. The CVs are written for these tests.
 */
const OFFICE_CV = `Morgan Reyes
Leeds | morgan.reyes@example.com | 07700 900111

Summary
Office coordinator with five years in property services, keeping busy teams organised and on time.

Experience
Office Coordinator, Brightlane Lettings, 2019 to 2024
Led the development of a tenant booking portal, which the whole branch network adopted.
Clearly communicated rent changes to tenants and landlords.
Prepared the monthly reports for the branch manager.
Responsible for the key register and the front desk rota.
Managed various tasks for the lettings team.
Successfully and / organised the office move to a larger site.
Successfully implemented the implementation of a paperless filing process.

Education
Diploma in Business Administration, Leeds College, 2018

Skills
Scheduling, bookkeeping, Excel, customer service`;

const BILLING_CV = `Alex Kerr
Derby | alex.kerr@example.com | 07700 900222

Summary
Billing clerk with six years in wholesale, known for tidy accounts and quick answers to suppliers.

Experience
Billing Clerk, Fernway Wholesale, 2018 to 2024
Cut invoice processing time from 8 to 3 days by moving approvals online.
Reduced late payments by 20% across the northern accounts.
Trained 14 new clerks in the billing system.
Handled 300 supplier accounts across three regions.
Answered supplier questions by phone and email.

Education
Certificate in Bookkeeping, Derby College, 2017

Skills
Invoicing, Sage, Excel, supplier relations`;

describe('duty lines quoted as duties', () => {
  it('quotes a real duty phrase, not a delivered result or a plain verb, as the example of duty lines', async () => {
    const result = await analyzeText(OFFICE_CV);
    const dutyFlag = statementsOf(result).find((statement) => /describe duties/u.test(statement));
    expect(dutyFlag).toMatch(/“(?:responsible for|managed various)…”/u);
    const examples = result.beforeAfterExamples.map((example) => example.before).join('\n');
    expect(examples).not.toMatch(/Led the development/u);
    expect(result.experienceAnalysis.weakExamples.map((example) => example.original).join('\n')).not.toMatch(
      /Led the development/u,
    );
  });
});

describe('a line that tells what its work brought about', () => {
  it('is not counted or rewritten as a duty', async () => {
    const cv = OFFICE_CV.replace(
      'Prepared the monthly reports for the branch manager.',
      'Ran the spring open days, which brought in forty new landlords.\nWrote a tenant guide that the head office adopted for every branch.',
    );
    const { experienceAnalysis, beforeAfterExamples } = await analyzeText(cv);
    const rewritten = [
      ...experienceAnalysis.weakExamples.map((example) => example.original),
      ...beforeAfterExamples.map((example) => example.before),
    ].join('\n');
    expect(rewritten).not.toMatch(/spring open days|tenant guide/u);
    // Communicated, responsible for, managed various: the duties of the CV once these two are read as results.
    expect(experienceAnalysis.genericDuties).toBe(3);
  });
});

describe('wordiness trims', () => {
  it('offers only trims that leave a finished line', async () => {
    const result = await analyzeText(OFFICE_CV);
    const trims = [
      ...result.writingQuality.wordyExamples.map((example) => example.concise),
      ...result.beforeAfterExamples.map((example) => example.after),
    ];
    for (const trim of trims) {
      expect(trim).not.toMatch(/^(?:and|or|but)\b|\//iu);
      expect(trim).not.toMatch(/implemented the implementation/iu);
    }
  });
});

describe('figures counted in full', () => {
  it('does not ask for numbers when the lines give results, counts and sizes', async () => {
    const result = await analyzeText(BILLING_CV);
    const advice = [...statementsOf(result), ...result.criticalImprovements.contentUpgrades].join('\n');
    expect(advice).not.toMatch(/\b(?:add|give more of the) (?:the )?(?:results in )?numbers\b/iu);
    expect(advice).not.toMatch(/No figures/u);
    expect(result.summary.join(' ')).toMatch(/2 quantified achievements, 2 lines giving sizes or counts/u);
  });
});

const NO_OWN_CONTACT_CV = `Sam Okafor
Leeds

Summary
Shop assistant with three years in food retail, friendly and quick at the till.

Experience
Store Assistant, Parkway Foods, 2020 to 2023
Supervisor Dana Holt dana.holt@parkway.example 0113 496 0000
Stocked the chilled aisles and served customers at the tills.
Trained two new starters on the till routine.

Education
GCSEs, Leeds High School, 2020

Skills
Cash handling, stock rotation, customer service`;

describe('contact details', () => {
  it('does not take a supervisor’s email and phone, given after the name without a colon, for the writer’s', async () => {
    const result = await analyzeText(NO_OWN_CONTACT_CV);
    expect(statementsOf(result)).toContain('No email address was found.');
    expect(result.professionalPresentation.contactInfoComplete).toBe(false);
    expect(result.overallScore.strengths).not.toContain('Readable by applicant tracking systems.');
  });
});

describe('a short line of keyboard filler', () => {
  const withLine = (line: string) => OFFICE_CV.replace('Education\n', `Certifications\n${line}\n\nEducation\n`);

  it('is a line to delete even when it holds only a few letters', async () => {
    const said = statementsOf(await analyzeText(withLine('vvk VK kv'))).join(' ');
    expect(said).toMatch(/keyboard filler \(“vvk VK kv”\): delete it/u);
  });

  it('is not found in a list of standards, grades or short acronyms', async () => {
    for (const line of ['ISO 9001, ISO 14001, ISO 45001', 'NVQ Level II, III, IV', 'Web: CSS, JS, SASS']) {
      const said = statementsOf(await analyzeText(withLine(line))).join(' ');
      expect(said).not.toMatch(/keyboard filler/u);
    }
  });
});

describe('action verbs in bullets run together', () => {
  it('counts statements, not lines, when several statements share a line', async () => {
    const runTogether = OFFICE_CV.replace(
      /Led the development[\s\S]*?paperless filing process\./u,
      'Booked the meeting rooms for the branch. Ordered the office supplies each month. Responsible for the post and the front desk. Greeted visitors and tenants at the door.',
    );
    const { writingQuality, overallScore } = await analyzeText(runTogether);
    expect(writingQuality.feedback).not.toMatch(/\blines? opens? with an action verb/u);
    expect(writingQuality.feedback).toMatch(/3 statements open with an action verb/u);
    expect(overallScore.strengths.join(' ')).not.toMatch(/action verb/u);
  });
});

describe('results counted in full', () => {
  const withLine = (line: string) => BILLING_CV.replace('Answered supplier questions by phone and email.', line);

  it('counts each measure of a line that gives a change and a share', async () => {
    const { experienceAnalysis } = await analyzeText(
      withLine('Cut query replies from 4 days to 1 and raised supplier ratings by 15%.'),
    );
    // 8 to 3 days, 20%, then 4 days to 1 and 15%.
    expect(experienceAnalysis.quantifiedAchievements).toBe(4);
  });

  it('counts a share changed from one figure to another once', async () => {
    const { experienceAnalysis } = await analyzeText(withLine('Lifted on-time payments from 70% to 92% in one year.'));
    expect(experienceAnalysis.quantifiedAchievements).toBe(3);
  });
});

describe('grammar fixes on CV lines', () => {
  it('leaves “in social media” after a noun naming what was studied there', async () => {
    const cv = OFFICE_CV.replace(
      'Prepared the monthly reports for the branch manager.',
      'Tracked growth in social media for the three local branches.\nMapped patterns in social media for the lettings adverts.',
    );
    const { writingQuality } = await analyzeText(cv);
    expect(writingQuality.grammarIssues.map((issue) => issue.correction).join(' ')).not.toMatch(/on social media/u);
  });

  it('still corrects “in social media” straight after a verb', async () => {
    const cv = OFFICE_CV.replace(
      'Prepared the monthly reports for the branch manager.',
      'Advertised in social media for the three local branches.',
    );
    const { writingQuality } = await analyzeText(cv);
    expect(writingQuality.grammarIssues.map((issue) => issue.correction)).toContain('on social media');
  });
});
