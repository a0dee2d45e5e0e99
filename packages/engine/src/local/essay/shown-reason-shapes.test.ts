import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * A sentence quoted as the writer explaining why gives a reason: not a task told ("he had to make it
 * safe"), not a feeling said to be visible ("it shows in the story"), not a question put after
 * "because". The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const responding = {
  ...level,
  subject: 'After reading the article, explain what made the new lighthouse hard to build.',
} as const;
const memoir = {
  ...level,
  subject: 'After reading the memoir, describe the mood the author creates and support it with details.',
} as const;
const arguing = {
  ...level,
  subject: 'Write a letter to your local paper about whether phones help teenagers.',
} as const;

const quotedIn = (feedback: string, words: string) => feedback.includes(`“${words}`);

describe('sentences that give no reason are not shown as reasoning', () => {
  it('does not quote a task the builders had to do as a reason', async () => {
    const text = [
      'The builders faced many problems with the new lighthouse.',
      'Once the base was poured, the engineer needed to make it strong enough for the waves.',
      'The main problem was to make the tower tall enough for ships far out at sea.',
      'Storms kept the boats from bringing stone to the rock.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, responding);
    const told = `${criticalThinking.feedback} ${argumentClarity.strongPoints.join(' ')}`;
    expect(quotedIn(told, 'Once the base was poured')).toBe(false);
    expect(quotedIn(told, 'The main problem was to make')).toBe(false);
  });

  it('does not quote "it shows in the memoir" as explaining why', async () => {
    const text = [
      'The memoir has a warm and thankful mood.',
      'Kindness was a big part of the family home and it shows strongly in the memoir.',
      'The author thanks her parents for the long hours they worked.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, memoir);
    const told = `${criticalThinking.feedback} ${argumentClarity.strongPoints.join(' ')}`;
    expect(quotedIn(told, 'Kindness was a big part')).toBe(false);
  });

  it('does not quote a question put after "because" as a reason', async () => {
    const text = [
      'Dear Editor, phones help teenagers in many ways.',
      'Video calls are also great because have you ever missed a cousin who lives in another country and wanted to see her face.',
      'Phones also hold maps, so a teenager who is lost can find the way home.',
      'Thank you for reading my letter.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, arguing);
    const told = `${criticalThinking.feedback} ${argumentClarity.strongPoints.join(' ')}`;
    expect(quotedIn(told, 'Video calls are also great')).toBe(false);
  });

  it('does not quote a character showing a feeling as the writer explaining why', async () => {
    const text = [
      'The memoir has a proud and thankful mood.',
      'She also shows how glad she is and how thankful she is to her uncle.',
      'The author says the kitchen was always full of music because her uncle sang while he cooked.',
      'That music tells the reader that the home was a place of joy.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, memoir);
    const told = `${criticalThinking.feedback} ${argumentClarity.strongPoints.join(' ')}`;
    expect(quotedIn(told, 'She also shows how glad')).toBe(false);
  });

  it('does not quote "so thankful that" as a result reasoned out', async () => {
    const text = [
      'The memoir has a thankful mood.',
      'The author is so thankful that her aunt would give up a good job for the family.',
      'Her aunt worked nights at a bakery, which meant the children always had fresh bread.',
      'This detail shows that the home was built on small daily sacrifices.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, memoir);
    const told = `${criticalThinking.feedback} ${argumentClarity.strongPoints.join(' ')}`;
    expect(quotedIn(told, 'The author is so thankful that')).toBe(false);
  });

  it('does not quote a "why is because" with no claim before it as backing a claim', async () => {
    const text = [
      'The author ends the story with the boat coming home.',
      'Also why is because the writer wanted an ending that would fit the whole journey.',
      'The last line says the sailors "sang all the way to the harbour", which shows they are no longer afraid of the sea.',
    ].join(' ');
    const ending = { ...level, subject: 'After reading the story, explain why the author ends it the way she does.' };
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, ending);
    const told = `${criticalThinking.feedback} ${argumentClarity.strongPoints.join(' ')}`;
    expect(quotedIn(told, 'Also why is because')).toBe(false);
  });

  it('does not quote an aim someone was set on as a consequence reasoned out', async () => {
    const text = [
      'The builders faced many problems with the new lighthouse.',
      'The plan started when the harbour master was determined to make the old pier stand taller than any other on the coast.',
      'Storms kept the boats from bringing stone to the rock, so the work stopped for weeks at a time.',
      'The salt air also rusted the iron rails, which meant they had to be replaced every winter.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, responding);
    const told = `${criticalThinking.feedback} ${argumentClarity.strongPoints.join(' ')}`;
    expect(quotedIn(told, 'The plan started when')).toBe(false);
  });
});
