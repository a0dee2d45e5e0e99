import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

const RESEARCH_CV = `Dana Holt
dana.holt@example.com | 555 880 1212

Summary
Economist with six years of research on regional labour markets.

Experience
Research Fellow, Northfield University, 2017 - 2023
Update and check the survey data so it is ready for the quarterly report.
Wrote the chapter on rural wages, The team then used it for the report.

Publications
1) Holt Dana and Park Lee, Do minimum wages Raise Youth Employment in Small Towns? Journal of Labour Studies, 2021.

Education
PhD Economics, 2017`;

describe('CV grammar fixes that read the line as it is meant', () => {
  it('leaves the capital of a word that opens a cited title', async () => {
    const { writingQuality } = await analyzeText(RESEARCH_CV);
    expect(writingQuality.grammarIssues.map((issue) => issue.error)).not.toContain('Do');
  });

  it('asks no comma before "so" that gives the purpose of a subjectless CV line', async () => {
    const { writingQuality } = await analyzeText(RESEARCH_CV);
    expect(writingQuality.grammarIssues.map((issue) => issue.explanation).join(' ')).not.toMatch(/before “so”/u);
  });

  it('still lowers a capital inside an ordinary sentence', async () => {
    const { writingQuality } = await analyzeText(RESEARCH_CV);
    expect(writingQuality.grammarIssues.map((issue) => `${issue.error}→${issue.correction}`)).toContain('The→the');
  });
});

const RUN_IN_CV = `Jo Park
jo.park@example.com | 555 880 1313

Experience
Company Name, City, 2018 - 2023
Office Assistant My daily work included answering the phone and sorting the post.
Kept the copiers working (including the yearly manual. maintenance of the printers).
Supervised 2 PhD. students and 1 M.S. student on the survey project.

Education
BA English, 2017`;

describe('CV capitals that a heading or an abbreviation explains', () => {
  it('does not lower the capital of a line whose title ran into it', async () => {
    const { writingQuality } = await analyzeText(RUN_IN_CV);
    expect(writingQuality.grammarIssues.map((issue) => issue.error)).not.toContain('My');
  });

  it('does not capitalise a word after the full stop of an abbreviation or a stray stop inside brackets', async () => {
    const { writingQuality } = await analyzeText(RUN_IN_CV);
    const corrections = writingQuality.grammarIssues.map((issue) => issue.correction);
    expect(corrections).not.toContain('Maintenance');
    expect(corrections).not.toContain('Students');
  });
});
