import type { EssayAnalysis, EssayParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeEssay } from '../src/local/essay/analyze-essay';
import { checkCitations } from '../src/local/essay/citations';
import { essayDevelopment, gradedDevelopment, languageEvidence } from '../src/local/essay/essay-development';
import { LEVEL_EXPECTATIONS } from '../src/local/essay/essay-expectations';
import { essayReadability } from '../src/local/essay/essay-readability';
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

/**
 * A writer's text of the given length: made-up words drawn in a fixed order from a vocabulary where
 * a few words recur often and most rarely, as in any prose (rank about 2000^u for u uniform).
 */
function writerText(words: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const wordOf = (rank: number) =>
    `w${letters.slice(0, 3 + (rank % 6))}${[...rank.toString(26)].map((digit) => letters[Number.parseInt(digit, 26)]).join('')}`;
  const picked: string[] = [];
  let state = 7;
  for (let index = 0; index < words; index++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    picked.push(wordOf(Math.min(1999, Math.floor(2000 ** (state / 2147483648)) - 1)));
  }
  const sentences: string[] = [];
  for (let start = 0; start < picked.length; start += 12)
    sentences.push(`${picked.slice(start, start + 12).join(' ')}.`);
  return sentences.join(' ');
}

async function grade(text: string, academicLevel: EssayParameters['academicLevel']): Promise<EssayAnalysis> {
  return analyzeEssay(prepareDocumentText([{ pageNumber: 1, text }]), { academicLevel }, ENGINE);
}

function citationStyleOf(text: string) {
  const document = prepareDocumentText([{ pageNumber: 1, text }]);
  return checkCitations(document.sentences, splitLines(document.pages)).check;
}

describe('essay grading', () => {
  it('develops a piece past half its expected length only with varied, precise words', () => {
    expect(gradedDevelopment({ score: 100, varietyScore: 100 })).toBe(100);
    expect(gradedDevelopment({ score: 100, varietyScore: 30 })).toBeLessThan(80);
    expect(gradedDevelopment({ score: 40, varietyScore: 0 })).toBe(40);
  });

  it('judges the words that develop a long piece by a measure that does not move with its length', () => {
    // One page of a writer's words, and the same page three times over: both are past the expected
    // length and their words are exactly as varied, but Guiraud's index moves with length alone.
    const page = writerText(320);
    const developmentOf = (text: string) =>
      essayDevelopment(
        prepareDocumentText([{ pageNumber: 1, text }]).sentences,
        LEVEL_EXPECTATIONS['high-school'],
        'narrative',
      );
    const once = developmentOf(page);
    const thrice = developmentOf(`${page} ${page} ${page}`);
    expect([once.score, thrice.score]).toEqual([100, 100]);
    expect(Math.abs(thrice.vocabularyScore - once.vocabularyScore)).toBeGreaterThan(10);
    expect(thrice.varietyScore).toBe(once.varietyScore);
    expect(gradedDevelopment(thrice)).toBe(gradedDevelopment(once));
  });

  it('judges a story’s readability against the plainer range that suits narrative', () => {
    const plain = { words: 300, sentences: 30, syllables: 390, grade: 5.5, readingEase: 85 };
    const highSchool = LEVEL_EXPECTATIONS['high-school'];
    const asStory = essayReadability(plain, highSchool, 'narrative');
    const asArgument = essayReadability(plain, highSchool, 'argument');
    expect(asStory.score).toBe(100);
    expect(asStory.feedback).toMatch(/suits a high-school story/u);
    expect(asArgument.score).toBeLessThan(80);
    expect(asArgument.feedback).toMatch(/simpler than expected for high-school writing/u);
  });

  it('credits the language of a sentence or two in proportion to its length, of a paragraph in full', () => {
    expect(languageEvidence(20)).toBeCloseTo(0.2);
    expect(languageEvidence(150)).toBe(1);
  });

  it('gives the same essay a lower grade at a higher academic level', async () => {
    const highSchool = await grade(SHORT_ESSAY, 'high-school');
    const graduate = await grade(SHORT_ESSAY, 'graduate');
    // The level sets the length and reading grade the score is measured against; the letter scale
    // is the same at every level, so a piece short at both levels may fail at both.
    expect(highSchool.overallGrade.score).toBeGreaterThan(graduate.overallGrade.score);
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
