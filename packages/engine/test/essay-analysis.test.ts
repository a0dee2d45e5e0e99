import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EssayParameters, LETTER_GRADES } from '@doclens/api';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { analyzeEssayPages } from './result-checks';
import { PERSUASIVE_ESSAY, UNIVERSITY_ESSAY } from './sample-documents';

describe('local essay analysis', () => {
  it('finds the thesis at the end of the introduction, past the title and salutation', async () => {
    const result = await analyzeEssayPages(PERSUASIVE_ESSAY, { academicLevel: 'high-school' });
    expect(result.argumentClarity.thesisText).toBe(
      'Some say this is harmful, but i believe computers have a positive effect on people because they help us learn, connect with family and find work.',
    );
    expect(result.argumentClarity.thesisEvidence?.page).toBe(1);
    expect(result.structureAnalysis.strengths).toContain('Ends with a clearly signalled conclusion.');
  });

  it('lists the errors in the text with the exact correction and where to find it', async () => {
    const { grammarAndStyle } = await analyzeEssayPages(PERSUASIVE_ESSAY, { academicLevel: 'high-school' });
    const fixes = grammarAndStyle.specificCorrections.map(({ error, correction, severity }) => ({
      error,
      correction,
      severity,
    }));
    expect(fixes).toEqual(
      expect.arrayContaining([
        { error: 'could of', correction: 'could have', severity: 'critical' },
        { error: 'alot', correction: 'a lot', severity: 'moderate' },
        { error: 'the the', correction: 'the', severity: 'moderate' },
        { error: 'i', correction: 'I', severity: 'moderate' },
        // Found by harper.js: “improve there scores”.
        { error: 'there', correction: 'their', severity: 'critical' },
      ]),
    );
    const couldOf = grammarAndStyle.specificCorrections.find((item) => item.error === 'could of');
    expect(couldOf?.location).toBe('Paragraph 5, sentence 2');
    expect(couldOf?.evidence?.page).toBe(2);
    // "there" for "their" sounds alike: a wrong word counted as spelling, as a teacher marks it.
    expect(grammarAndStyle.spellingIssues).toBe(2);
    expect(grammarAndStyle.grammarIssues).toBe(3);
  });

  it('names on each correction the rule that made it', async () => {
    const { grammarAndStyle } = await analyzeEssayPages(PERSUASIVE_ESSAY, { academicLevel: 'high-school' });
    const ruleOf = (error: string) => grammarAndStyle.specificCorrections.find((item) => item.error === error)?.ruleId;
    expect(ruleOf('could of')).toBe('verb-form.of-for-have');
    expect(ruleOf('the the')).toBe('basic.repeated-word');
    expect(ruleOf('there')).toMatch(/^harper\.\w+$/u);
  });

  it('recognises APA citations, the reference list and an unsourced statistic', async () => {
    const { citationCheck, summary } = await analyzeEssayPages(UNIVERSITY_ESSAY, { academicLevel: 'university' });
    expect(citationCheck).toMatchObject({ citationStyle: 'APA', hasReferences: true, consistencyIssues: [] });
    expect(citationCheck.missingCitations.map((item) => item.text)).toEqual([
      expect.stringContaining('40% of health\nspending'),
    ]);
    expect(summary).toContain('Citations: APA style, 4 in-text citations.');
  });

  it('grades the same essay more strictly at higher academic levels', async () => {
    const levels = ['high-school', 'college', 'university', 'graduate'] as const;
    const grades = [];
    for (const academicLevel of levels) {
      grades.push((await analyzeEssayPages(PERSUASIVE_ESSAY, { academicLevel })).overallGrade);
    }
    const scores = grades.map((grade) => grade.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(scores[3] ?? 100);
    // Each letter step is a third of a rubric level (about 7 points): a few points may keep the letter, it never rises.
    const letters = grades.map((grade) => LETTER_GRADES.indexOf(grade.grade));
    expect(letters).toEqual([...letters].sort((a, b) => a - b));
  });

  it('says what the next grade needs', async () => {
    const { overallGrade } = await analyzeEssayPages(PERSUASIVE_ESSAY, { academicLevel: 'college' });
    expect(overallGrade.improvementToNextGrade).toMatch(
      /^Reach [A-D][+-]? with about \d+ more points\. The weakest area is /u,
    );
    expect(overallGrade.rationale).toMatch(/^[A-F][+-]? for college writing\./u);
  });

  it('is deterministic', async () => {
    const parameters = { academicLevel: 'university', subject: 'Public health' } as const;
    expect(await analyzeEssayPages(UNIVERSITY_ESSAY, parameters)).toEqual(
      await analyzeEssayPages(UNIVERSITY_ESSAY, parameters),
    );
  });
});

interface EssayLabel {
  task: string;
  academicLevel: EssayParameters['academicLevel'];
}

describe.skipIf(!fixturesPresent)('local essay analysis of the fixture prompts', () => {
  // The essays themselves are PDFs; their prompts, as short texts, still exercise the analyzer
  // on real wording at each labelled level.
  it('gives every prompt a valid analysis at its labelled level', async () => {
    const labels = JSON.parse(readFileSync(join(FIXTURES_DIR, 'essays', 'labels.json'), 'utf8')) as Record<
      string,
      EssayLabel
    >;
    const prompts = new Map(Object.values(labels).map((label) => [label.task, label.academicLevel]));
    expect(prompts.size).toBeGreaterThan(1);
    for (const [task, academicLevel] of prompts) {
      const result = await analyzeEssayPages([{ pageNumber: 1, text: task }], { academicLevel });
      expect(result.analysisParameters.academicLevel).toBe(academicLevel);
      expect(result.overallGrade.grade).toMatch(/^[A-F][+-]?$/u);
    }
  });
});
