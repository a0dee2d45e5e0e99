import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

const level = { academicLevel: 'high-school' } as const;

/** An argument whose body paragraphs are fixed, so only the opening or the ending varies. */
function gardenEssay(opening: string, ending: string): string {
  return [
    opening,
    'A garden teaches patience. Seeds take weeks to grow, and pupils learn to water and wait instead of expecting results at once.',
    'A garden also brings lessons outside. Counting rows, measuring plants and weighing the harvest turn arithmetic into something pupils can touch.',
    ending,
  ].join('\n\n');
}

const PLAIN_ENDING =
  'To sum up, a garden gives pupils patience, fresh air and real problems to solve. Every school with a patch of ground can start one.';

describe('the thesis the essay states', () => {
  it.each([
    'I think that every school should plant a garden because pupils learn more when they grow their own food. It costs little and the whole school can help.',
    'In my opinion, every primary school needs a vegetable garden. It costs little and the whole school can help.',
    'School gardens are good for young pupils. They cost little, and the whole school can help to look after them.',
    // A stance denied is still a stance, and it outranks a conditional aside that closes the introduction.
    'I do not believe that schools should sell sweets to pupils. If a school cares about health I think it would not sell them at all.',
    "I don't think that homework should be set every night. If pupils are tired I believe that they learn less the next day.",
  ])('is found when the first sentence states it plainly: %s', async (opening) => {
    const { argumentClarity, summary } = await analyzeEssay(gardenEssay(opening, PLAIN_ENDING), {
      ...level,
      subject: 'Should every school have a garden? Give your opinion.',
    });
    expect(argumentClarity.thesisText).toBe(opening.split(/(?<=\.)\s/u)[0]);
    expect(summary.join(' ')).not.toMatch(/No clear thesis|No position is stated outright/u);
  });

  it('is not taken from a caveat that closes a one-paragraph essay', async () => {
    const text =
      'I believe that pupils learn more when they grow their own food. A garden teaches patience, because seeds take weeks to grow. It also turns arithmetic into something pupils can touch when they measure and weigh what they grow. Of course, teachers should still make sure that nobody eats a plant they do not know.';
    const { argumentClarity } = await analyzeEssay(text, level);
    expect(argumentClarity.thesisText).toBe('I believe that pupils learn more when they grow their own food.');
  });
});

describe('the opposing view the essay concedes', () => {
  it.each([
    'Of course, a garden takes time away from other lessons, but the lessons it replaces are taught better outside.',
    'Not everyone agrees that a garden is worth the effort. Yet the effort is shared by a whole class and lasts only a few minutes a day.',
    'Of course, the head teacher might argue that the money is better spent on books.',
    'Someone may say that a garden is a lot of work for a small school.',
    'It could be argued that pupils can learn about plants from a book.',
    'Some of my classmates say that digging is boring and dirty.',
    'True, a garden needs water all summer, but parents can take turns.',
  ])('is seen: %s', async (concession) => {
    const text = gardenEssay(
      `I believe that every school should plant a garden because pupils learn more when they grow food. ${concession}`,
      PLAIN_ENDING,
    );
    const { argumentClarity } = await analyzeEssay(text, level);
    expect(argumentClarity.logicalGaps).not.toContain('No opposing view is considered.');
  });
});

describe('the conclusion the essay signals', () => {
  it.each([
    'In the end, a garden gives pupils patience and real problems to solve. Every school with some ground can start one.',
    'All things considered, a garden gives pupils patience and real problems to solve. Every school with some ground can start one.',
    'For these reasons, a garden is worth the small effort it takes. Every school with some ground can start one.',
    'As you can see, a garden teaches more than any single lesson can. Every school with some ground can start one.',
    'Now that I have told you what a garden teaches, ask your school to dig one. Every school with some ground can start one.',
  ])('is read as a conclusion: %s', async (ending) => {
    const text = gardenEssay(
      'I believe that every school should plant a garden because pupils learn more when they grow food. It costs little.',
      ending,
    );
    const { structureAnalysis } = await analyzeEssay(text, level);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/does not read as a conclusion/u);
    expect(structureAnalysis.strengths).toContain('Ends with a clearly signalled conclusion.');
  });
});

describe('what the critical-thinking note claims', () => {
  it('does not say that an essay gives no reason when it explains without the usual reasoning words', async () => {
    const text = gardenEssay(
      'In my opinion, every primary school needs a vegetable garden. Pupils who grow a carrot are far more willing to eat one.',
      'To sum up, a garden is cheap to start. A packet of seeds costs less than a single textbook.',
    );
    const { criticalThinking } = await analyzeEssay(text, level);
    expect(criticalThinking.feedback).not.toMatch(/gives no reason/u);
  });

  it('does not say that a story never reflects when it does so in its own words', async () => {
    const text = [
      'Last summer my grandfather gave me a small patch of his garden. I planted beans there on a cold morning in May, and I was sure that nothing would grow.',
      'For two weeks I checked the soil every day. Then a green shoot pushed through the ground, and soon there were beans climbing up the fence.',
      'Those beans were the first food I ever grew myself. Every spring since then I have planted a row of them, and I am still proud of that first green shoot.',
    ].join('\n\n');
    const { criticalThinking, summary } = await analyzeEssay(text, {
      ...level,
      subject: 'Tell about a time when you grew or made something yourself.',
    });
    expect(summary).toContain(
      'Read as a narrative, judged on development, organisation and language, not on a thesis.',
    );
    expect(criticalThinking.feedback).not.toMatch(/without reflecting/u);
  });
});

const THANK_YOU_LETTER = [
  'Dear Grandma,',
  'Thank you for the kite you sent for my birthday. It is bright red with a long yellow tail, and it flew higher than any other kite in the park on Saturday.',
  'Dad and I took it to the hill behind the school. The wind was strong, so we had to run only a few steps before it lifted into the sky.',
  'I hope you can visit us in the summer, and then we can fly it together. Mum says the spare room is ready whenever you like.',
  'With love,\nPriya',
].join('\n\n');

describe('a letter read as a letter', () => {
  it('is read as a letter, not as a report, when it takes no side', async () => {
    const { summary } = await analyzeEssay(THANK_YOU_LETTER, level);
    expect(summary).toContain('Read as a letter, judged on development, organisation and language, not on a thesis.');
  });

  it('is not asked for an essay’s conclusion or a report’s length', async () => {
    const result = await analyzeEssay(THANK_YOU_LETTER, level);
    const said = [
      ...result.summary,
      ...result.structureAnalysis.specificIssues,
      ...result.actionableFixes,
      result.overallGrade.improvementToNextGrade,
    ].join(' ');
    expect(said).not.toMatch(/does not read as a conclusion|report|an essay needs/u);
  });
});

describe('a letter’s sign-off', () => {
  it.each(['With love,\nPriya', 'Yours sincerely,\nPriya Shah', 'Best wishes, Priya'])(
    'is not counted as a paragraph: %s',
    async (signOff) => {
      const text = THANK_YOU_LETTER.replace('With love,\nPriya', signOff);
      const { structureAnalysis, summary } = await analyzeEssay(text, level);
      expect(structureAnalysis.strengths).toContain('Organised in 3 paragraphs.');
      expect(summary[0]).toMatch(/ in 3 paragraphs\.$/u);
    },
  );
});

describe('a last paragraph that only opens like a sign-off', () => {
  it('is still counted as a paragraph', async () => {
    const text = THANK_YOU_LETTER.replace('With love,\nPriya', 'Thanks to you we had the best day of the summer');
    const { structureAnalysis } = await analyzeEssay(text, level);
    expect(structureAnalysis.strengths).toContain('Organised in 4 paragraphs.');
  });
});

describe('a sentence that is not a thesis', () => {
  it('is not quoted as the thesis when it states no position at all', async () => {
    const text = gardenEssay(
      'Many schools have a patch of empty ground behind the gym.',
      'In conclusion, a garden gives pupils patience, fresh air and real problems to solve, so every school should start one.',
    );
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'Should every school have a garden? Give your opinion.',
    });
    expect(argumentClarity.thesisText).toBeNull();
  });

  it.each([
    'Overall, I think that every school should have a garden.',
    'That is why I believe every school should have a garden.',
  ])('is not taken from the closing lines of a one-paragraph essay: %s', async (closing) => {
    const text = `Gardens take patience. Seeds take weeks to grow, and pupils learn to wait for them. Counting rows and weighing the harvest turn arithmetic into something pupils can touch. Pupils who grow a carrot are also more willing to eat one. ${closing}`;
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'Should every school have a garden? Give your opinion.',
    });
    expect(argumentClarity.thesisText).not.toBe(closing);
  });
});

describe('one analysis of a story', () => {
  it('does not say the story never reflects while saying that it does', async () => {
    const text = [
      'On my first day at the new school I did not know anyone. I walked into the noisy lunch hall holding my tray and looked for an empty seat.',
      'A tall girl waved me over to her table. I realised then that a small kindness can change a whole day, and I still think about her wave.',
      'After lunch she showed me where the library was. We walked there together and she told me about the teachers and the clubs.',
    ].join('\n\n');
    const result = await analyzeEssay(text, { ...level, subject: 'Tell about a time when someone was kind to you.' });
    const said = [result.criticalThinking.feedback, ...result.structureAnalysis.specificIssues].join(' ');
    expect(said).toMatch(/reflects on what happened/u);
    expect(said).not.toMatch(/does not end by reflecting/u);
  });

  it('does not call the events of a story claims', async () => {
    const text = [
      'On my first day at the new school I did not know anyone, because we had just moved to the town. I walked into the noisy lunch hall holding my tray.',
      'A tall girl waved me over to her table, for example, and asked my name. I realised then that a small kindness can change a whole day.',
    ].join('\n\n');
    const result = await analyzeEssay(text, { ...level, subject: 'Tell about a time when someone was kind to you.' });
    expect(result.argumentClarity.strongPoints.join(' ')).not.toMatch(/claims/u);
  });
});

describe('what a short response is credited with', () => {
  const quotingResponse = {
    academicLevel: 'high-school',
    subject: 'Using details from the article, explain how the new bridge changed the village.',
  } as const;
  const text =
    'The bridge helped the farmers. In paragraph 2 the writer says "the market doubled." In paragraph 4 she says "the ferry was gone."';

  it('names its references to the text as a strong point', async () => {
    const { argumentClarity } = await analyzeEssay(text, quotingResponse);
    expect(argumentClarity.strongPoints).toContain(
      'Points to the text it answers (2 references to pages, paragraphs or lines).',
    );
  });

  it('does not say it has no strength at all, only that no part of the grade scores 60 yet', async () => {
    const { overallGrade } = await analyzeEssay(text, quotingResponse);
    expect(overallGrade.rationale).not.toMatch(/Strongest: none/u);
  });
});

describe('a story told without an assignment', () => {
  it('is read as a narrative from its first-person past tense', async () => {
    const text = [
      'Last spring my brother and I entered a kite contest at the beach. We painted our kite green and tied ribbons to its tail the night before.',
      'At the beach the wind dropped just as our turn came. I jumped and tugged the string while my brother ran along the sand behind me.',
      'Slowly the kite climbed above the other kites. We stayed there until sunset, and a judge handed us a small silver cup.',
    ].join('\n\n');
    const { summary } = await analyzeEssay(text, level);
    expect(summary).toContain(
      'Read as a narrative, judged on development, organisation and language, not on a thesis.',
    );
  });
});
