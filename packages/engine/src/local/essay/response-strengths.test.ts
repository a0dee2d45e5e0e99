import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * What a response to a text is praised for is something it does: answering in one paragraph is what
 * a short response may do, not a strength, and an answer that only says the question back ("the
 * author ends it this way because it needed an ending") gives no reason. Written for these tests.
 */
const ending = {
  academicLevel: 'high-school',
  subject: 'After reading "The Keeper": why does the writer close the tale with a letter?',
} as const;

describe('the strengths of a one-paragraph response to a text', () => {
  it('do not name answering in one paragraph, which any short response does', async () => {
    const text = [
      'The author ends the story with a letter because the keeper finally reaches out to his sister.',
      'All through the story he keeps to himself and talks only to the gulls.',
      'The letter shows that the storm taught him he needs other people.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, ending);
    expect(structureAnalysis.strengths.join(' ')).not.toMatch(/Answers in 1 paragraph/u);
    expect(structureAnalysis.feedback).toMatch(/1 paragraph/u);
  });
});

describe('the reason a response to a text is credited with', () => {
  it('is never the question said back with “because”', async () => {
    const text = [
      'The author ends the story with a letter because the story needed an ending at the end.',
      'The author wanted the story to end so she ended it with a letter from the keeper.',
    ].join(' ');
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, ending);
    const told = [...argumentClarity.strongPoints, criticalThinking.feedback].join(' ');
    expect(told).not.toMatch(/needed an ending/u);
  });
});

describe('the paragraphing of a response whose breaks do not show', () => {
  it('is not given as one paragraph beside “paragraph breaks not shown”', async () => {
    const text = [
      'The author ends the story with a letter because the keeper finally reaches out to his sister.  All through the story he keeps to himself and talks only to the gulls, and he never writes to anyone.',
      'The letter shows that the storm taught him he needs other people, which is why it comes last.',
    ].join(' ');
    const { structureAnalysis, summary } = await analyzeEssay(text, ending);
    const told = [...summary, structureAnalysis.feedback].join(' ');
    if (/paragraph breaks not shown/u.test(told)) expect(told).not.toMatch(/Answers in 1 paragraph/u);
    expect(told).toMatch(/paragraph breaks not shown|Answers in 1 paragraph/u);
  });
});
