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
