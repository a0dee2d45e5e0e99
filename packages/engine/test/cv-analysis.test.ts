import { describe, expect, it } from 'vitest';
import { analyzeCvPages } from './result-checks';
import { STRONG_CV, WEAK_CV } from './sample-documents';

describe('local CV analysis', () => {
  it('finds the contact details and the standard sections', async () => {
    const result = await analyzeCvPages(STRONG_CV, { perspective: 'job-seeker' });
    expect(result.professionalPresentation).toMatchObject({
      contactInfoComplete: true,
      professionalEmail: true,
      linkedInPresent: true,
    });
    expect(result.summary[1]).toBe('Sections found: summary, experience, education and skills.');
    expect(result.atsFriendliness).toMatchObject({ atsCompatible: true, criticalIssues: [] });
    expect(result.skillsAnalysis.technicalSkillsCount).toBe(7);
  });

  it('tells quantified achievements from duties and rewrites a duty in the writer’s own words', async () => {
    const { experienceAnalysis } = await analyzeCvPages(STRONG_CV, { perspective: 'job-seeker' });
    // "Led a team of 4 analysts" gives the size of the work, not a result: it is a task like the duties.
    // The summary's "cut month-end close time by 30%" is a result too: two bullets and the summary.
    expect(experienceAnalysis.quantifiedAchievements).toBe(3);
    expect(experienceAnalysis.genericDuties).toBe(4);
    expect(experienceAnalysis.achievementRatio).toBeCloseTo(2 / 6, 5);
    expect(experienceAnalysis.strongExamples.map((example) => example.text)).toContain(
      'Reduced reporting errors by 45% by automating data checks in Python.',
    );
    expect(experienceAnalysis.weakExamples[0]).toMatchObject({
      original: 'Responsible for maintaining the sales dashboard used by regional managers.',
      improved: 'Maintained the sales dashboard used by regional managers.',
      evidence: { page: 1, quote: 'Responsible for maintaining the sales dashboard used by regional managers.' },
    });
  });

  it('counts one duty-style line as one, in words that agree', async () => {
    const text = `Jane Doe
jane.doe@example.com | +44 20 7946 0000

Experience
Sales Assistant, Corner Shop Ltd, 2019–2023
Responsible for opening the store each morning.
Increased weekly sales by 12% by reorganising the window displays.

Education
BA Business Studies, University of Leeds, 2019

Skills
Excel, customer service, stock control`;
    const result = await analyzeCvPages([{ pageNumber: 1, text }], { perspective: 'job-seeker' });
    expect(result.experienceAnalysis.genericDuties).toBe(1);
    // Said once, among the red flags the page shows first, not again among the weaknesses.
    expect(result.firstImpression.redFlags).toContain(
      '1 line describes duties (“responsible for…”) rather than results.',
    );
    expect(result.overallScore.weaknesses.join(' ')).not.toMatch(/duties/u);
  });

  it('quotes a wordy statement whole, not its first wrapped line', async () => {
    const text = `Jane Doe
jane.doe@example.com | +44 20 7946 0000

Experience
Instructional Designer, Northfield College, 2018–2023
Utilized a variety of technology tools, including Canvas, Blackboard, Camtasia, HTML and
others to create instructional media for 40 online courses.
Increased course completion by 15% by redesigning weekly quizzes.

Education
BA Education, University of Leeds, 2017

Skills
Canvas, Blackboard, HTML`;
    const result = await analyzeCvPages([{ pageNumber: 1, text }], { perspective: 'job-seeker' });
    const [example] = result.writingQuality.wordyExamples;
    expect(example?.wordy).toMatch(/^Utilized a variety .* for 40 online courses\.$/su);
    expect(example?.concise).toMatch(/^Used various .* for 40 online courses\.$/su);
  });

  it('measures keyword match against the target job and the key skills of its occupation', async () => {
    const matched = await analyzeCvPages(STRONG_CV, { perspective: 'job-seeker', targetJob: 'Data Analyst' });
    // data, analyst, SQL and Python appear; the other key skills of IT postings do not.
    expect(matched.skillsAnalysis.keywordMatchPercentage).toBeCloseTo(4 / 14, 5);
    expect(matched.skillsAnalysis.missingKeySkills).toContain('linux');
    expect(matched.skillsAnalysis.missingKeySkills).not.toContain('sql');
    const unmatched = await analyzeCvPages(STRONG_CV, { perspective: 'job-seeker', targetJob: 'Registered Nurse' });
    expect(unmatched.skillsAnalysis.keywordMatchPercentage).toBe(0);
    expect(unmatched.skillsAnalysis.missingKeySkills.slice(0, 3)).toEqual(['registered', 'nurse', 'patient care']);
    expect(unmatched.industryAlignment.industryMatch).toBe('poor');
  });

  it('flags a CV without contact details, education or results', async () => {
    const result = await analyzeCvPages(WEAK_CV, { perspective: 'recruiter' });
    expect(result.atsFriendliness.atsCompatible).toBe(false);
    expect(result.atsFriendliness.criticalIssues).toEqual(expect.arrayContaining(['No email address was found.']));
    expect(result.experienceAnalysis.quantifiedAchievements).toBe(0);
    expect(result.writingQuality.toneIssues.join(' ')).toContain('First person');
    expect(result.overallScore.score).toBeLessThan(50);
    expect(result.overallScore.feedback).toMatch(/^The candidate’s CV scores/u);
  });

  it('scores a strong CV above a weak one', async () => {
    const strong = await analyzeCvPages(STRONG_CV, { perspective: 'job-seeker' });
    const weak = await analyzeCvPages(WEAK_CV, { perspective: 'job-seeker' });
    expect(strong.overallScore.score).toBeGreaterThan(weak.overallScore.score + 30);
    expect(strong.firstImpression.score).toBeGreaterThan(weak.firstImpression.score);
  });

  it('is deterministic', async () => {
    const parameters = { perspective: 'employer', targetJob: 'Senior Data Analyst', industry: 'Retail' } as const;
    expect(await analyzeCvPages(STRONG_CV, parameters)).toEqual(await analyzeCvPages(STRONG_CV, parameters));
  });
});
