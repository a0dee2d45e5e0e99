import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * Critical thinking is described from what the essay does, each positive statement shown by a
 * sentence that does it, and strengths are named only where their sentence shows them. The essays
 * are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const arguing = { ...level, subject: 'Should the town build a skate park?' } as const;
const responding = {
  ...level,
  subject: 'After reading the article, explain what made the bridge hard to build.',
} as const;
const telling = { ...level, subject: 'Write about a time you had to wait for something.' } as const;

describe('other views are weighed only where one is granted and answered', () => {
  it('does not say the essay weighs other views when it only reports one', async () => {
    const text = [
      'The town should build a skate park next to the library.',
      'Skaters need a safe place to practise because the car parks are full of traffic.',
      'Some neighbours think a skate park would be noisy at night.',
      'A park gives teenagers somewhere to meet after school, since the youth club closed last spring.',
      'The council has land by the river that nobody uses.',
      'A skate park is a good plan for the town.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/weighs other views/u);
    expect(argumentClarity.strongPoints.join(' | ')).not.toMatch(/Considers an opposing view/u);
  });

  it('does not take a claim limited to some people for another view weighed', async () => {
    const text = [
      'The town should build a skate park next to the library.',
      'Skaters need a safe place to practise because the car parks are full of traffic.',
      'A park gives teenagers somewhere to meet after school, since the youth club closed last spring.',
      'A skate park is useful to some teenagers, but not all, and that is enough reason to build it.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/weighs other views/u);
  });

  it('does not say no view is weighed where the writer grants one with "I can also see why"', async () => {
    const text = [
      'The town should build a skate park next to the library.',
      'Skaters need a safe place to practise because the car parks are full of traffic.',
      'I can also see why older neighbours dread the sound of boards on concrete.',
      'A park gives teenagers somewhere to meet after school, since the youth club closed last spring.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
    expect(argumentClarity.logicalGaps.join(' | ')).not.toMatch(/No opposing view/u);
  });

  it('says so, with the sentence, where the view is answered', async () => {
    const text = [
      'The town should build a skate park next to the library.',
      'Skaters need a safe place to practise because the car parks are full of traffic.',
      'Some neighbours think a skate park would be noisy at night.',
      'But the park would close at nine, and the library walls would block most of the sound.',
      'A park gives teenagers somewhere to meet after school, since the youth club closed last spring.',
      'A skate park is a good plan for the town.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).toMatch(/weighs other views, as in “Some neighbours think a skate park/u);
    expect(argumentClarity.strongPoints.join(' | ')).toMatch(
      /Considers an opposing view and answers it, as in “Some neighbours think a skate park/u,
    );
  });

  it('does not say no view is weighed where the writer grants a point and turns it', async () => {
    const text = [
      'The town should not build a skate park next to the library.',
      'A skate park may be fun to ride but the library needs its quiet reading rooms.',
      'The land by the library is the only place left for a new car park.',
      'The money would be better spent on the swimming pool, because its roof leaks every winter.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
    expect(argumentClarity.logicalGaps.join(' | ')).not.toMatch(/No opposing view/u);
  });
});

describe('reasons are credited as the essay gives them', () => {
  it('says one reason is a reason given, not a habit of explaining', async () => {
    const text = [
      'The bridge took four years to finish.',
      'The workers could not dig the footings in spring because the water rose over the banks.',
      'It opened in the summer of 1932.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(criticalThinking.feedback).toMatch(/gives a reason, as in “The workers could not dig the footings/u);
    expect(criticalThinking.score).toBeGreaterThan(0);
  });

  it('does not take a chance to do something for a claim qualified', async () => {
    const text = [
      'The town should build a skate park next to the library.',
      'Skaters need a safe place to practise because the car parks are full of traffic.',
      'Teenagers get a chance to meet after school, since the youth club closed last spring.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/qualifies some claims/u);
  });

  it('never shows an example as the sentence that explains why', async () => {
    const text = [
      'The river made the bridge hard to build.',
      'For example, in the second paragraph the engineer said the water rose every spring.',
      'The workers lost their tools when the flood came, so the crew had to wait for new cranes from the city.',
      'If the river had been lower, the bridge would have been finished in two years.',
      'The cold was a problem too because the concrete froze before it could set.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/as in “For example/u);
  });

  it('never scores a reasoned answer at 0', async () => {
    const text = [
      'The bridge was hard to build because the river flooded the site each spring and washed the tools away.',
      'The bridge was built.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).toMatch(/gives a reason/u);
    expect(criticalThinking.score).toBeGreaterThan(0);
  });
});

describe('a story is credited for its reflection, not for the causes of its events', () => {
  it('shows the reflection rather than a “because” of the plot', async () => {
    const text = [
      'Last summer I waited three weeks for my new bike.',
      'The shop could not send it because the delivery truck broke down near Leeds.',
      'Every morning I checked the porch, and every morning it was empty.',
      'Then on a Friday my dad called me outside and there it was, shining red.',
      'We rode to the lake that afternoon because the sun was out.',
      'I learned that waiting makes a thing feel more like mine.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, telling);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(criticalThinking.feedback).toMatch(
      /reflects on what happened, as in “I learned that waiting makes a thing feel more like mine\.”/u,
    );
  });
});

describe('a note on reasoning words names the words it means', () => {
  it('never shows empty brackets where the reasoning is a quotation said back without a linking word', async () => {
    const text = [
      'The author writes, "the sea was grey and the wind never stopped."',
      'This means the sea was grey.',
      'The boy writes, "nobody came to visit us for weeks."',
      'This means nobody came.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Describe how the setting affects the narrator.',
    });
    expect(criticalThinking.feedback).not.toMatch(/\(\s*\)/u);
  });
});

describe('a claim is shown as qualified only where a word limits it', () => {
  const base = [
    'The town should build a skate park next to the library.',
    'Skaters need a safe place to practise because the car parks are full of traffic.',
    'A park gives teenagers somewhere to meet after school, since the youth club closed last spring.',
  ];
  it.each([
    ['a modal inside the condition', "If you can't get to the beach, the skate park is right in the middle of town."],
    ['a worse case added with "maybe even"', 'Empty car parks lead to broken windows, and maybe even fires.'],
    ['"in many ways", which widens a claim', 'A skate park would help the whole town in many ways!'],
    [
      'the other side of an example',
      'For example, a year at a private club costs a family a lot. But if you skate in a public park you can ride for free.',
    ],
  ])('does not show %s as a qualified claim', async (_shape, sentence) => {
    const { criticalThinking } = await analyzeEssay([...base, sentence].join(' '), arguing);
    expect(criticalThinking.feedback).not.toMatch(/qualifies some claims/u);
  });

  it('still shows a claim held to a condition', async () => {
    const sentence = 'If the council fences it off, the park could stay open late without bothering anyone.';
    const { criticalThinking } = await analyzeEssay([...base, sentence].join(' '), arguing);
    expect(criticalThinking.feedback).toMatch(/qualifies some claims, as in “If the council fences it off/u);
  });
});
