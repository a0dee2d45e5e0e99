import type { EssayAnalysis, EssayParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeEssay } from '../src/local/essay/analyze-essay';
import { checkCitations } from '../src/local/essay/citations';
import { gradedDevelopment, languageEvidence } from '../src/local/essay/essay-development';
import { prepareDocumentText } from '../src/text/document-text';
import { splitLines } from '../src/text/lines';

const ENGINE = { provider: 'local', version: 'test' } as const;

const SHORT_ESSAY = `Why Schools Should Start Later

Many teenagers arrive at school tired. I believe schools should start later because students
would sleep more, learn better and be safer on the roads.

First, teenagers need more sleep than adults. Research shows that their body clocks shift later
during puberty, so an early start cuts their sleep short. For example, a student who falls asleep
at eleven and wakes at six gets only seven hours.

However, some parents argue that a later start would clash with their work. This is a real
concern, but schools could open early for supervision while lessons begin later.

In conclusion, a later start would help students sleep, learn and stay safe.`;

async function grade(text: string, academicLevel: EssayParameters['academicLevel']): Promise<EssayAnalysis> {
  return analyzeEssay(prepareDocumentText([{ pageNumber: 1, text }]), { academicLevel }, ENGINE);
}

function citationStyleOf(text: string) {
  const document = prepareDocumentText([{ pageNumber: 1, text }]);
  return checkCitations(document.sentences, splitLines(document.pages)).check;
}

describe('essay grading', () => {
  it('develops a piece past half its expected length only with varied, precise words', () => {
    expect(gradedDevelopment({ score: 100, vocabularyScore: 100 })).toBe(100);
    expect(gradedDevelopment({ score: 100, vocabularyScore: 30 })).toBeLessThan(80);
    expect(gradedDevelopment({ score: 40, vocabularyScore: 0 })).toBe(40);
  });

  it('credits the language of a sentence or two in proportion to its length, of a paragraph in full', () => {
    expect(languageEvidence(20)).toBeCloseTo(0.2);
    expect(languageEvidence(150)).toBe(1);
  });

  it('gives the same essay a lower grade at a higher academic level', async () => {
    const highSchool = await grade(SHORT_ESSAY, 'high-school');
    const graduate = await grade(SHORT_ESSAY, 'graduate');
    expect(highSchool.overallGrade.score).toBeGreaterThan(graduate.overallGrade.score);
    expect(highSchool.overallGrade.grade).not.toBe(graduate.overallGrade.grade);
    expect(graduate.overallGrade.rationale).toMatch(/^[A-F][+-]? for graduate writing\./u);
  });

  it('rewards a developed, correct essay over a short one full of errors', async () => {
    const careless = 'school shoud start later becuase we are tired. i dont like it alot. it is bad.';
    expect((await grade(SHORT_ESSAY, 'high-school')).overallGrade.score).toBeGreaterThan(
      (await grade(careless, 'high-school')).overallGrade.score + 15,
    );
  });

  it('shows one of the essay’s own sentences before and after its corrections', async () => {
    const text = 'My brother could of won the race. He trained alot for the the whole summer.';
    const { modelAnswerExamples } = await grade(text, 'high-school');
    const example = modelAnswerExamples.find((item) => item.weakness.includes('grammar or spelling'));
    expect(example?.evidence?.quote).toBe('He trained alot for the the whole summer.');
    expect(example?.improvement).toBe('He trained a lot for the whole summer.');
  });

  it('quotes the thesis found in the introduction', async () => {
    const { argumentClarity } = await grade(SHORT_ESSAY, 'college');
    expect(argumentClarity.thesisText).toMatch(/^I believe schools should start later because/u);
    expect(argumentClarity.thesisEvidence?.page).toBe(1);
  });
});

describe('citation style detection', () => {
  it('recognises MLA author-page citations with a works cited list', () => {
    const check = citationStyleOf(
      `Orwell warns that language can hide cruelty (Orwell 137). Later critics agree (Hitchens 52).\n\nWorks Cited\n\nOrwell, George. Politics and the English Language. 1946.`,
    );
    expect(check).toMatchObject({ citationStyle: 'MLA', hasReferences: true, consistencyIssues: [] });
  });

  it('recognises APA author-year citations', () => {
    const check = citationStyleOf(
      'Sleep loss harms memory (Walker, 2017). Later starts raise attendance (Wahlstrom & Dretzke, 2014).',
    );
    expect(check.citationStyle).toBe('APA');
    expect(check.consistencyIssues).toContain('Sources are cited in the text but there is no reference list.');
  });

  it('reports mixed styles', () => {
    const check = citationStyleOf('One view (Smith, 2019). Another view (Jones 45). A third (Brown 2020).');
    expect(check.citationStyle).toBe('mixed');
  });
});
