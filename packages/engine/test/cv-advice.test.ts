import { describe, expect, it } from 'vitest';
import { rewriteAsAchievement } from '../src/local/cv/achievement-rewrite';
import { atsFriendliness } from '../src/local/cv/ats-checks';
import type { CvSection } from '../src/local/cv/cv-sections';
import type { TextSpan } from '../src/text/text-span';
import { analyzeCvText as analyzeText } from './result-checks';

const WARD_CV = `Sam Carter
Ward Assistant
sam.carter@example.com | 555 201 3344

Summary
Ward assistant with six years in hospital wards.

Experience
Ward Assistant, City Hospital   2019 - Present
Responsible for restocking the supply rooms on three wards.
Assisted nurses in the admission of new patients.

Ward Assistant, County Hospital   2016 - 2019
Responsible for restocking the supply rooms on three wards.

Education
Certificate in Health Care, 2016

Skills
Patient care, stock control, infection control`;

describe('CV rewrites', () => {
  it('does not repeat the verb a noun already says', () => {
    const rewrite = rewriteAsAchievement('Responsible for management of Ward 6 rota and cover.');
    expect(rewrite).toBe('Managed Ward 6 rota and cover.');
  });

  it('changes the leading verb only, never a later word', () => {
    const rewrite = rewriteAsAchievement('Responsible for reviewing Quarterly reports issued by the board');
    expect(rewrite).toBe('Reviewed Quarterly reports issued by the board.');
  });

  it('offers no rewrite of a line with no duty lead: it would only repeat the line', () => {
    expect(rewriteAsAchievement('Assisted bakers in the preparation of bread.')).toBeUndefined();
  });

  it('turns every verb of a coordinated lead into the past tense, never only the first', () => {
    expect(rewriteAsAchievement('Responsible for managing and training staff')).toBe('Managed and trained staff.');
    expect(rewriteAsAchievement('Helped to answer and route calls')).toBe('Answered and routed calls.');
  });

  it('offers no rewrite of a task named by a gerund beside a noun: the writer ran it, in no verb of theirs', () => {
    expect(rewriteAsAchievement('Responsible for billing and collections')).toBeUndefined();
  });

  it('offers no rewrite of a line that is already broken or lists several tasks', () => {
    expect(rewriteAsAchievement('Assisted with Performed tests on asphalt mix')).toBeUndefined();
    expect(rewriteAsAchievement('Responsible for hire and managing 12 employees')).toBeUndefined();
    expect(rewriteAsAchievement('Responsible for ordering, receiving and storing stock')).toBeUndefined();
  });

  it('turns an action named by a gerund into its verb, never "Managed" before it', () => {
    expect(rewriteAsAchievement('Responsible for restocking the supply rooms')).toBe('Restocked the supply rooms.');
    expect(rewriteAsAchievement('Responsible for ringing up customers at the tills')).toBe(
      'Rang up customers at the tills.',
    );
  });

  it('offers no rewrite that would break the parallel of two joined actions', () => {
    expect(rewriteAsAchievement('Responsible for ringing up customers and guaranteeing good service')).toBeUndefined();
  });

  it('offers no rewrite of a bare list of duties', () => {
    expect(rewriteAsAchievement('Duties included filing, typing and phones')).toBeUndefined();
  });

  it('lists a duty line repeated under two roles once', async () => {
    const { experienceAnalysis, beforeAfterExamples } = await analyzeText(WARD_CV);
    const originals = experienceAnalysis.weakExamples.map((example) => example.original);
    expect(originals.filter((line) => line.startsWith('Responsible for restocking'))).toHaveLength(1);
    const befores = beforeAfterExamples.map((example) => example.before);
    expect(new Set(befores).size).toBe(befores.length);
  });
});

describe('CV alignment and ATS verdict', () => {
  it('says plainly that no target job was given instead of grading a match', async () => {
    const { industryAlignment } = await analyzeText(WARD_CV);
    expect(industryAlignment.industryMatch).toBe('no target job given');
    expect(industryAlignment.skillsAlignment).toBe('no target job given');
    expect(industryAlignment.feedback).toMatch(/^No target job was given/u);
  });

  it('grades the match when a target job is given', async () => {
    const { industryAlignment } = await analyzeText(WARD_CV, { perspective: 'job-seeker', targetJob: 'Nurse' });
    expect(['excellent', 'good', 'fair', 'poor']).toContain(industryAlignment.industryMatch);
  });

  it('never shows a passing ATS score beside a failing verdict', () => {
    const line: TextSpan = { text: 'Experience', page: 1, start: 0, end: 10 };
    const section = (name: CvSection['name']): CvSection => ({ name, heading: line, lines: [line] });
    const ats = atsFriendliness({
      sections: (['summary', 'experience', 'education', 'skills'] as const).map(section),
      contact: { phone: '555 201 3344' },
      wordCount: 450,
      hasDates: true,
      unusualCharacters: 0,
      lengthLimit: 800,
      layout: { garbledCharacters: 0, columnLineShare: 0, contactOnlyInRunningLines: false },
    });
    expect(ats.criticalIssues).toContain('No email address was found.');
    expect(ats.atsCompatible).toBe(false);
    expect(ats.atsScore).toBeLessThan(70);
  });
});
