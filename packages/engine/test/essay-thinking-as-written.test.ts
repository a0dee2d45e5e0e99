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
