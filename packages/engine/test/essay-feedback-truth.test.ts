import type { EssayAnalysis, EssayParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeAndCheck } from './result-checks';

async function analyzeEssay(text: string, parameters: EssayParameters): Promise<EssayAnalysis> {
  return (await analyzeAndCheck({
    documentType: 'essay',
    parameters,
    pages: [{ pageNumber: 1, text }],
    filename: 'essay.txt',
  })) as EssayAnalysis;
}

const PARAGRAPHS = [
  'Many towns are deciding whether to keep their public libraries open every day. I believe that a library open every day helps a town more than any other building it pays for, because it serves readers, students and workers alike.',
  'First, a library gives every reader free books. A family that cannot buy many books can still borrow a new one each week, and children who read at home do better at school.',
  'Second, students need a quiet place to work. Many homes are crowded and loud, so a library table is often the only calm desk a student can find after school.',
  'Third, people looking for work use the computers there. They write letters, print forms and search for jobs that are now only advertised online.',
  'In conclusion, a library open every day is worth its cost. It helps readers, students and workers, and a town that keeps it open is investing in its own people.',
];

describe('essay feedback that is true of the essay', () => {
  it('counts paragraphs marked by runs of spaces as paragraphs', async () => {
    const result = await analyzeEssay(PARAGRAPHS.join('     '), { academicLevel: 'high-school' });
    expect(result.structureAnalysis.specificIssues.join(' ')).not.toMatch(/Only 1 paragraph/u);
    expect(result.structureAnalysis.strengths).toContain('Organised in 5 paragraphs.');
  });

  it('counts one paragraph per line when every line ends a sentence', async () => {
    const result = await analyzeEssay(PARAGRAPHS.join('\n'), { academicLevel: 'high-school' });
    expect(result.structureAnalysis.strengths).toContain('Organised in 5 paragraphs.');
  });

  it('does not read two spaces after every sentence as paragraph breaks', async () => {
    const text = PARAGRAPHS.map((paragraph) => paragraph.replace(/\. /gu, '.  ')).join('\n\n');
    const result = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(result.structureAnalysis.strengths).toContain('Organised in 5 paragraphs.');
  });
});
