import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/** Letters pages print a reader's case in a paragraph: position first, three reasons, an appeal. */
const LETTER_TASK = 'Letter to a local newspaper: should towns build more bike lanes?';
const ONE_PARAGRAPH_LETTER = [
  'Dear Editor,',
  'I am writing because I strongly believe our town should build protected bike lanes on its main streets.',
  'First, they would make cycling safer for the many students who ride to school every morning.',
  'Last winter my neighbour was clipped by a delivery van on Mill Road, and a kerb between the traffic and the riders would have kept him out of its path.',
  'Second, bike lanes would ease the traffic that clogs the centre at rush hour, since every commuter who cycles is one fewer car waiting at the lights.',
  'Cities such as Utrecht and Copenhagen widened their cycle networks and saw car trips across town fall within a few years.',
  'Third, cycling keeps people healthy without costing the council anything to run, which matters when the clinic waiting lists are already long.',
  'Some residents worry that lanes will take away parking, but a single row of spaces on each street would still remain, and the shops on those streets gain customers who arrive by bike.',
  'For these reasons, I urge the council to approve the plan at its next meeting, and I ask every reader who agrees to write to their councillor this week.',
  'Sincerely, a concerned student',
].join(' ');

/** A question that asks to describe what the text holds, answered in one paragraph of details from it, no reasons. */
const DESCRIBE_TASK =
  'After reading the memoir "Salt and Harbour": describe the mood the author creates. Use details from the memoir.';
const SHORT_DESCRIPTION = [
  'The mood the author creates in the memoir is warm and grateful.',
  'She describes her grandmother\'s kitchen as "always smelling of bread and oranges" and full of neighbours who came in without knocking.',
  'She remembers the harbour lights she saw from her window every night and the fishermen who waved to her on the way to school.',
  'Her grandmother sewed curtains for the new families on the street and kept a jar of sweets for their children.',
  'At the end she writes that she is "thankful for every crowded Sunday," and the memoir closes on her grandmother\'s laugh at the long kitchen table.',
].join(' ');

describe('grades as a teacher of the task grades', () => {
  it('judges a one-paragraph letter on its position, reasons and development, not on essay paragraphs', {
    timeout: 120_000,
  }, async () => {
    const { overallGrade, structureAnalysis } = await analyzeEssay(ONE_PARAGRAPH_LETTER, {
      academicLevel: 'high-school',
      subject: LETTER_TASK,
    });
    expect(structureAnalysis.feedback).not.toMatch(/an essay needs an introduction/u);
    expect(structureAnalysis.score).toBeGreaterThanOrEqual(60);
    // Its opening and close are told as a one-paragraph letter has them, not as paragraphs it lacks.
    expect(structureAnalysis.strengths).toContain('Opens by stating its position.');
    expect(structureAnalysis.strengths.join(' ')).not.toMatch(/introductory paragraph/u);
    expect(overallGrade.score).toBeGreaterThanOrEqual(77);
  });

  it('gives a short description with details of the text a middle grade, without asking it for reasons', async () => {
    const { overallGrade, summary } = await analyzeEssay(SHORT_DESCRIPTION, {
      academicLevel: 'high-school',
      subject: DESCRIBE_TASK,
    });
    expect(overallGrade.score).toBeGreaterThanOrEqual(57);
    expect(overallGrade.rationale).not.toMatch(/critical thinking \(\d+, \d+% of the grade\)/u);
    expect(summary.join(' ')).toMatch(/asks for no reasons of its own/u);
  });
});

describe('the writer’s reasons, not the other side’s or a wish', () => {
  const task = 'Should pupils be allowed to bring phones to school?';
  // Its own points are stated without reasons: the one reasoning word left is the other side's or a wish's.
  const argued = (extra: string) =>
    [
      'Pupils should not be allowed to bring phones to school.',
      extra,
      'Phones distract pupils in lessons.',
      'Teachers spend time taking them away instead of teaching.',
      'Pupils talk less to each other at lunch.',
    ].join(' ');

  it('credits no reasoning for a reason given for the other side’s view', async () => {
    const parameters = { academicLevel: 'high-school', subject: task } as const;
    const withView = await analyzeEssay(
      argued('Many parents say that phones are needed because they can call their children after school.'),
      parameters,
    );
    const without = await analyzeEssay(argued(''), parameters);
    expect(withView.criticalThinking.score).toBe(without.criticalThinking.score);
    expect(withView.criticalThinking.feedback).not.toMatch(/call their children/u);
  });

  it('does not show a wish as the writer’s reasoning', async () => {
    const { criticalThinking } = await analyzeEssay(
      argued('If I could keep my phone all day, then I would be so happy.'),
      { academicLevel: 'high-school', subject: task },
    );
    expect(criticalThinking.feedback).not.toMatch(/so happy/u);
  });
});
