import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * The position quoted is the writer's own: not a view the writer reports and then rejects, not an
 * opening story, not an announcement of a view to come; and a position stated plainly at the start
 * of the essay is found there. The essays are written for these tests.
 */
const arguing = {
  academicLevel: 'high-school',
  subject: 'Letter to the editor: should our town close the public swimming pool?',
} as const;

const body = [
  'The pool gives children a safe place to swim in the hot months, because the river is deep and fast.',
  'Older people use the pool in the morning to keep their joints moving, and their doctors tell them to.',
  'The pool also gives summer jobs to students who train as lifeguards and learn first aid.',
  'Closing it would save a little money, but the town would lose far more than it saves.',
].join(' ');

describe('a view the writer reports is not the thesis', () => {
  it.each([
    'I have heard that some people think the town should close the public pool to save money.',
    'I’ve heard that some people think the town should close the public pool to save money.',
    'Those who run the town budget believe that the public pool should be closed next year.',
  ])('does not quote the reported view as the position: %s', async (opening) => {
    const text = `Dear editor, ${opening} The pool has been open for fifty years. ${body}`;
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/^(?:Dear editor, )?(?:I have heard|Those who)/u);
  });

  it('reads a short rejection with the view it rejects, after a greeting and a contraction', async () => {
    const opening = 'I’ve heard that some people think the public pool does not help the town.';
    const text = `Dear editor, ${opening} But I believe it does. ${body}`;
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').toBe(`${opening} But I believe it does.`);
  });

  it('quotes the rejection with the view it rejects', async () => {
    const opening = 'Some people say that the public pool costs the town too much money.';
    const text = `Dear editor, ${opening} But I do not think it does. ${body}`;
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').toBe(`${opening} But I do not think it does.`);
  });
});

describe('an opening story is not the thesis', () => {
  it('does not take the writer telling what they did for the position', async () => {
    const text = `I was so proud last week, I finished my swimming test and I did not even need to stop once. ${body} For these reasons I think the town should keep the pool open.`;
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/swimming test/u);
  });
});

describe('an announcement is not the thesis', () => {
  it('does not quote “here is what I believe” as the position', async () => {
    const text = [
      'Our town has one public pool, and the council has to decide what to do with it. Here is what I would like the town to do.',
      'We should keep the pool open every summer, because children need a safe place to swim.',
      'Older people use the pool in the morning to keep their joints moving, and their doctors tell them to.',
      'In the end, the pool is worth what it costs, so the council should keep it open.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/Here is what/u);
  });
});

describe('a position stated at the start is found there', () => {
  it('finds “I support …” as the first sentence of an essay with no paragraph breaks', async () => {
    const text = `I support keeping the public pool open because it keeps children safe, keeps older people healthy and gives students jobs. ${body}`;
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').toMatch(/^I support keeping the public pool open/u);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/only after the opening sentences/u);
  });

  it('finds the stance that follows a short exclamation after two sentences of background', async () => {
    const text = `Many people in town have been talking about the public pool. The council members have been saying that the pool is a waste of money. But I say no! I think the public pool is a good thing for the town. ${body}`;
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').toMatch(/^I think the public pool is a good thing/u);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/only after the opening sentences/u);
  });
});

describe('a position stated after the introduction is placed where it first comes', () => {
  it('names the paragraph that first states it, not the conclusion that states it again', async () => {
    const text = [
      'Every summer the town talks about its public pool. The council has to decide what to do with it soon.',
      'We should keep the public pool open, because children need a safe place to swim in the hot months.',
      'Older people swim there in the morning to keep their joints moving, and their doctors tell them to.',
      'In the end, I believe the town should keep the public pool open for everyone.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    const gaps = argumentClarity.logicalGaps.join(' ');
    // A position in the second paragraph opens the argument: it is the thesis, not a late position.
    expect(gaps).not.toMatch(/only in paragraph/u);
    expect(argumentClarity.thesisText ?? '').toMatch(/^We should keep the public pool open/u);
  });
});

describe('statements and questions read by how they open', () => {
  it('finds the position in a statement that ends on a question of its own', async () => {
    const text = [
      'Every summer the town talks about its public pool. Here is what I would like the town to do.',
      'We should keep the public pool open, because where else would the children swim on hot days?',
      'Older people swim there in the morning to keep their joints moving, and their doctors tell them to.',
      'The lifeguards are students who learn first aid and earn money for college during the holidays.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').toMatch(/^We should keep the public pool open/u);
  });

  it('does not take a question opened by “So” without its question mark for the position', async () => {
    const text = [
      'Every summer the town talks about its public pool and what it costs.',
      'Older people swim there in the morning to keep their joints moving, and their doctors tell them to.',
      'So do you think the town should keep the pool open for everyone',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/So do you think/u);
  });

  it('does not take a line opening on a single quotation mark for the thesis', async () => {
    const opening =
      '‘The pool is a drain on the budget’, says a member of the council, ‘and the town should close it before next summer’.';
    const { argumentClarity } = await analyzeEssay(
      `${opening} The pool has been open for fifty years. ${body}`,
      arguing,
    );
    expect(argumentClarity.thesisText ?? '').not.toMatch(/drain on the budget/u);
  });
});
