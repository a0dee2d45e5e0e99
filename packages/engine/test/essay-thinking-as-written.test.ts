import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const responding = {
  academicLevel: 'high-school',
  subject: 'Explain how the author shows that the family changes.',
} as const;
const arguing = { academicLevel: 'high-school', subject: 'Should schools give less homework?' } as const;

describe('quotations explained, counted one by one', () => {
  it('counts every quotation the writer explains, whatever words explain it', async () => {
    const text = [
      'The author shows that the family grows closer over the winter.',
      'First, the writer says "we sat by the stove every night," showing that the cold kept them in one room. Next, she writes "my brother finally told me his secret." It means he trusted her more than before. Later the narrator says "the twins shared their only sled" and "nobody argued about chores," which shows how the hard months taught them to give way.',
      'In the end the family is closer.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, responding);
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/4 quotations explained/u);
  });
});

describe('reasons and examples credited only where they are given', () => {
  it('does not credit a bare list of kinds after “such as” as backing claims', async () => {
    const text =
      'Screens, such as phones, tablets, laptops and televisions, are part of every day. Screens are very important in our lives. We look at them all the time. They are everywhere around us.';
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Backs claims with reasons or examples/u);
  });

  it('does not praise a one-line paraphrase for explaining what its points mean', async () => {
    const text = 'The family is closer at the end, which means they learned to share the work of the farm.';
    const { argumentClarity } = await analyzeEssay(text, responding);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Explains what its points mean/u);
  });
});

describe('qualified claims seen as the writer words them', () => {
  it.each([
    'Some homework, but not all, is busy work.',
    'In some cases homework is only copying from the board.',
    'Maybe an hour a night is enough for a teenager.',
    'Most students already have sports or jobs after school.',
  ])('does not say an argument qualifies no claim: %s', async (qualified) => {
    const text = `Schools should give less homework. ${qualified} Students need time to rest because tired students forget what they learned. Teachers should set one short task instead.`;
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/qualifies no claim/u);
    expect(criticalThinking.feedback).toMatch(/qualifies some claims/u);
  });
});

describe('a response that retells the plot', () => {
  it('earns a low critical-thinking score when its only “so” moves the story on', async () => {
    const text =
      'Then the family went to the lake. So they got in the boat. So the father started the motor and they went out. Then they caught three fish. So they went home and ate them. Then they went to bed.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(criticalThinking.score).toBeLessThanOrEqual(40);
  });
});

describe('short reasons the writer gives', () => {
  it('does not say a response gives no reason when each reason names a cause of its own', async () => {
    const text =
      'The boy stays home from the game. He stays home because he is sick. His sister brings him soup. This shows she forgives him. The father checks on him, which means he worries.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/gives no reason|could say more often why/u);
  });

  it('still finds no reason in a “because” that only praises or blames', async () => {
    const text = 'Homework is good. It is good because it is helpful. Teachers like it because it is important.';
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
  });
});

describe('a text whose sentences mostly do not parse', () => {
  const fragments = [
    'The reason of the homework for all the students of the school in the long evening after the classes.',
    'Very much time at the home with the heavy books and the many papers on the small table near the window.',
    'The teachers and the parents in the late night with the worry about the marks and the tests of the next week.',
    'Because of the tired in the morning for everybody in the family and the bus at seven.',
    'The end of the free time for the games and the friends and the sports outside in the park.',
    'Only the homework and the books and the lamp until the sleep of the whole house.',
    'So the less homework for a better life of the students and the happy families.',
  ].join(' ');

  it('names no language part among the strongest and says the sentences are hard to follow', async () => {
    const { overallGrade, grammarAndStyle } = await analyzeEssay(fragments, arguing);
    expect(overallGrade.rationale).not.toMatch(/Strongest:[^.]*(?:grammar and style|readability|vocabulary)/u);
    expect(grammarAndStyle.feedback).toMatch(/hard to follow/u);
  });

  it('does not tell a writer of whole sentences that they are hard to follow', async () => {
    const text =
      'Schools should give less homework. Students come home tired after seven hours of lessons. Many of them play a sport or look after a younger brother. A short task each night keeps the lesson fresh, but three hours of worksheets only teaches them to rush. Teachers could set one careful exercise instead of ten quick ones.';
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.feedback).not.toMatch(/hard to follow/u);
  });

  it('does not call sentences with a rare term or two hard to follow', async () => {
    const text =
      'Plants make sugar through photosynthesis in their leaves. The chlorophyll in each chloroplast absorbs red and blue light. Stomata on the underside of a leaf let carbon dioxide in. Water rises from the roots through the xylem to the leaves. At night the plant uses some of the sugar it stored during the day.';
    const { grammarAndStyle } = await analyzeEssay(text, {
      academicLevel: 'university',
      subject: 'Explain how plants make food.',
    });
    expect(grammarAndStyle.feedback).not.toMatch(/hard to follow/u);
  });
});

describe('a story whose only reflective line does not parse', () => {
  it('does not praise the line as reflection', async () => {
    const text =
      'Last summer we drove to the lake. We put up the tent by the water. Then a storm came in the night and the tent fell down. We slept in the car until morning. Now I the happy of the lake forever in my heart.';
    const { argumentClarity } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Write a story about a trip you remember.',
    });
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Reflects on what the events meant/u);
  });
});
