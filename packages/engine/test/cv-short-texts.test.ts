import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

const NURSE_CV = `Maria Lopez
Registered Nurse
maria.lopez@example.com | 555 201 3344

Summary
Registered nurse with 7 years of patient care in busy hospital wards.

Experience
Staff Nurse, City Hospital   2017 - Present
Cut medication errors on the ward by 30% by introducing a double-check routine.
Responsible for patient care and vital signs on a 24-bed surgical unit.

Education
BSc Nursing, 2016

Skills
Patient care, medication administration, electronic medical records, triage`;

describe('CV analysis of short texts', () => {
  it('counts a quantified achievement and not a duty line', async () => {
    const { experienceAnalysis } = await analyzeText(NURSE_CV);
    expect(experienceAnalysis.quantifiedAchievements).toBe(1);
    expect(experienceAnalysis.genericDuties).toBe(1);
    expect(experienceAnalysis.achievementRatio).toBe(0.5);
    expect(experienceAnalysis.strongExamples[0]?.text).toBe(
      'Cut medication errors on the ward by 30% by introducing a double-check routine.',
    );
    // Being responsible for care is not managing it: no rewrite invents a verb the writer did not use.
    expect(experienceAnalysis.weakExamples.map((example) => example.improved).join(' ')).not.toMatch(/Managed/u);
  });

  it('reports a missing LinkedIn profile', async () => {
    const { professionalPresentation } = await analyzeText(NURSE_CV);
    expect(professionalPresentation.linkedInPresent).toBe(false);
    expect(professionalPresentation.contactIssues).toContain('No LinkedIn profile link found.');
    expect(professionalPresentation.contactInfoComplete).toBe(true);
  });

  it('detects the occupation of an obvious CV when no target is given, quoting its title', async () => {
    const { detectedOccupation, jobSpecificSummary } = await analyzeText(NURSE_CV);
    expect(detectedOccupation).toMatchObject({
      category: 'healthcare',
      evidence: { page: 1, quote: 'Registered Nurse' },
    });
    expect(detectedOccupation?.confidence).toBeGreaterThan(0.5);
    expect(jobSpecificSummary.join(' ')).toContain('healthcare');
  });

  it('tells a chef from a teacher by the vocabulary of the work', async () => {
    const chef = await analyzeText(`Sam Reed
sam.reed@example.com
Experience
Prepared sauces, grilled dishes and pastry for a 120-cover restaurant kitchen.
Planned weekly menus and kept food safety and sanitation records.`);
    expect(chef.detectedOccupation?.category).toBe('culinary');
    const teacher = await analyzeText(`Ann Bell
ann.bell@example.com
Experience
Planned lessons for 28 students and kept classroom management calm and consistent.
Met parents each term to discuss student progress against the curriculum.`);
    expect(teacher.detectedOccupation?.category).toBe('teaching');
  });

  it('measures keyword match for a target job and names the missing key skills', async () => {
    const result = await analyzeText(NURSE_CV, { perspective: 'job-seeker', targetJob: 'ICU Nurse' });
    const { keywordMatchPercentage, missingKeySkills } = result.skillsAnalysis;
    expect(keywordMatchPercentage).toBeGreaterThan(0.3);
    expect(keywordMatchPercentage).toBeLessThan(1);
    expect(missingKeySkills).toContain('hipaa');
    expect(missingKeySkills).not.toContain('patient care');
    expect(missingKeySkills).not.toContain('nurse');
    // A target was given, so the CV is judged against it rather than labelled.
    expect(result.detectedOccupation).toBeUndefined();
  });

  it('does not call a summary of stock phrases strong, and names the phrases', async () => {
    const result = await analyzeText(
      NURSE_CV.replace(
        'Registered nurse with 7 years of patient care in busy hospital wards.',
        'Hard-working, results-oriented team player and self-starter with 7 years in busy hospital wards and a passion for care.',
      ),
    );
    expect(result.professionalSummary.quality).toBe('adequate');
    expect(result.professionalSummary.feedback).toContain('“team player”');
    const plain = await analyzeText(
      NURSE_CV.replace(
        'Registered nurse with 7 years of patient care in busy hospital wards.',
        'Registered nurse with 7 years of surgical and post-operative patient care in busy hospital wards of a 400-bed teaching hospital, trusted with training new staff and with audits of medication safety on two surgical units.',
      ),
    );
    expect(plain.professionalSummary.quality).toBe('strong');
    expect(plain.professionalSummary.feedback).not.toContain('stock phrases');
  });

  it('breaks the overall score into named factors whose weights add up to one', async () => {
    const { overallScore } = await analyzeText(NURSE_CV);
    const factors = overallScore.factors ?? [];
    expect(factors.map((factor) => factor.name)).toEqual([
      'ATS readability',
      'Impact of experience',
      'Writing',
      'Completeness',
    ]);
    expect(factors.reduce((sum, factor) => sum + factor.weight, 0)).toBeCloseTo(1, 5);
    const weighted = factors.reduce((sum, factor) => sum + factor.score * factor.weight, 0);
    expect(Math.abs(weighted - overallScore.score)).toBeLessThanOrEqual(1);
    expect(factors.find((factor) => factor.name === 'Impact of experience')?.evidence?.quote).toBe(
      'Cut medication errors on the ward by 30% by introducing a double-check routine.',
    );
  });
});
