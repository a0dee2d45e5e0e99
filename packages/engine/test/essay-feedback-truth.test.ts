import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

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

const PHONES_INTRO =
  'Our school is deciding whether students may keep their phones during lessons. I believe that phones should stay in lockers during lessons, because they pull attention away from the teacher.';
const PHONES_BODY =
  'Phones also make noise. A single ringing phone stops a whole class for a minute while everyone laughs and the teacher waits.';
const PHONES_END =
  'In conclusion, phones belong in lockers during lessons. Students will listen better and learn more when nothing buzzes in their pockets.';

function phonesEssay(concession: string): string {
  return [PHONES_INTRO, concession, PHONES_BODY, PHONES_END].join('\n\n');
}

describe('essay statements checked against the essay', () => {
  it.each([
    'Many students might say that a phone helps them look up words quickly. Even so, a dictionary on the desk does the same job without the messages and games.',
    'Others may argue that parents need to reach their children. The school office can take an urgent call at any time, so no parent is cut off.',
    'I understand that some teachers use phones for quizzes, and those lessons could allow them. Most lessons do not need them at all.',
    'It is true that a phone can be a useful calculator. A basic calculator costs very little, and it cannot send a message.',
  ])('sees the opposing view the essay concedes: %s', async (concession) => {
    const { argumentClarity } = await analyzeEssay(phonesEssay(concession), { academicLevel: 'high-school' });
    expect(argumentClarity.logicalGaps).not.toContain('No opposing view is considered.');
    expect(argumentClarity.strongPoints.join(' | ')).toMatch(/Considers an opposing view and answers it, as in “/u);
  });

  it('still finds no opposing view where the essay gives none', async () => {
    const text = phonesEssay(
      'Phones also tempt students to check their messages, and a student who checks them misses the lesson.',
    );
    const { argumentClarity } = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(argumentClarity.logicalGaps).toContain('No opposing view is considered.');
  });

  it('names citations as a strength only when the essay cites something', async () => {
    const text = phonesEssay(
      'Teachers who give quizzes could allow phones in those lessons. Most lessons do not need them at all.',
    );
    const result = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(result.summary).toContain('Citations: none found.');
    expect(result.overallGrade.rationale).not.toMatch(/Strongest:[^.]*citations/u);
  });

  it('does not name grammar a strength of a text too short to show it', async () => {
    const text =
      'I think our town needs a new park. Children have nowhere safe to play, and older people would enjoy a quiet place to sit. A park would bring neighbours together.';
    const result = await analyzeEssay(text, { academicLevel: 'high-school' });
    expect(result.overallGrade.rationale).not.toMatch(/Strongest:[^.]*grammar/u);
  });
});
