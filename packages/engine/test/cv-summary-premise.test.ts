import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

function cvWithSummary(summary: string): string {
  return `Lee Marsh
lee.marsh@example.com | 555 640 9090

Summary
${summary}

Experience
Library Assistant, Town Library, 2021 - 2023
Shelved returned books and kept the children's corner in order each afternoon.
Answered questions from visitors at the front desk during the evening shifts.

Education
BA History, 2024`;
}

describe('CV summary advice that fits the writer', () => {
  it('asks a student for what a student can give, not years of experience', async () => {
    const result = await analyzeText(
      cvWithSummary('History student keen to learn and to help readers find what they need in a friendly library.'),
    );
    const advice = result.criticalImprovements.contentUpgrades.join(' ') + result.professionalSummary.feedback;
    expect(advice).not.toMatch(/years of experience/u);
    expect(advice).toMatch(/studied|project/u);
  });

  it('does not call a summary concrete for "several years" with no number', async () => {
    const result = await analyzeText(
      cvWithSummary(
        'Library assistant with several years of work at a busy town library, helping visitors of every age find books, records and local history sources for their own research and study.',
      ),
    );
    expect(result.overallScore.strengths).not.toContain('A concrete professional summary.');
  });

  it('does not call an objective asking for a job a concrete summary', async () => {
    const result = await analyzeText(
      cvWithSummary(
        'To obtain a full time position in a library where my 6 years of work with readers, catalogues and local history collections can be put to good use for the whole community.',
      ),
    );
    expect(result.overallScore.strengths).not.toContain('A concrete professional summary.');
  });

  it('does not call a summary concrete when it asks for a job after its opening', async () => {
    const result = await analyzeText(
      cvWithSummary(
        'Library assistant with 6 years of work with readers and catalogues, now seeking a full time position in any town or city library that values its local history collections, its reading corner and good service to every reader.',
      ),
    );
    expect(result.overallScore.strengths).not.toContain('A concrete professional summary.');
  });

  it('does not call a summary told in the first person concrete', async () => {
    const result = await analyzeText(
      cvWithSummary(
        'I have worked in libraries for 6 years and I love helping people. My goal is to bring my care for readers and my love of local history to a team where I can keep learning.',
      ),
    );
    expect(result.overallScore.strengths).not.toContain('A concrete professional summary.');
  });
});

const RESEARCH_CV = `Ari Penn
ari.penn@example.com | 555 120 7788

Summary
Researcher in corporate finance with eight years of teaching and research.

Experience
Assistant Professor of Finance, Eastgate University, 2016 - 2023
Taught corporate finance and valuation classes to business students each term.
Wrote and presented research on bank lending at national conferences.

Publications
Penn Ari, Bank Lending Under Stress, Journal of Finance Studies, 2020.

Education
Ph.D. Finance, 2016`;

describe('CV number advice that fits the work', () => {
  it('asks a researcher for the reach of the work, not money saved', async () => {
    const { criticalImprovements } = await analyzeText(RESEARCH_CV);
    const advice = criticalImprovements.contentUpgrades.join(' ');
    expect(advice).not.toMatch(/money saved|time saved/u);
    expect(advice).toMatch(/publications|grants|students/u);
  });
});
