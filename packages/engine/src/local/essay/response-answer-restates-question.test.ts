import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { layoutOfEssay } from './essay-layout';
import { statedAnswer } from './response-answer';

/** The answer a response opens with names something the question did not: the question said back names nothing. */
function answerOf(question: string, text: string): string | undefined {
  const pages = [{ pageNumber: 1, text }];
  return statedAnswer(layoutOfEssay({ pages, sentences: splitSentences(pages) }), question)?.text;
}

const TONE = 'After reading the poem "Night Harbour": describe the tone the poet creates.';
const HARDSHIPS = 'After reading "The Long Winter": the hardships the settlers faced on the prairie.';

describe('an opening that says the question back', () => {
  it.each([
    'There are many different ways the tone is created by the poet in the poem.',
    'The tone the poet creates in this poem can be described in several ways.',
    'In the poem "Night Harbour" by Ada Finch the tone created is described.',
  ])('is not the answer: %s', (opening) => {
    const answer = answerOf(TONE, `${opening} The boats rock slowly and the lamps burn low all night.`);
    expect(answer).not.toBe(opening);
  });

  it('leaves the next sentence that names the tone as the answer', () => {
    const opening = 'The tone the poet creates in this poem can be described in several ways.';
    const named = 'For one, the tone is calm and a little lonely.';
    expect(answerOf(TONE, `${opening} ${named} The boats rock slowly all night.`)).toBe(named);
  });
});

describe('an opening that answers in the question’s words and its own', () => {
  it.each([
    'The tone the poet creates is quiet and sad, like a harbour after the last boat leaves.',
    'The settlers faced many hardships on the prairie, from blizzards to hunger.',
    'There were many hardships the settlers faced while trying to survive the winter.',
  ])('is the answer: %s', (opening) => {
    const question = opening.includes('tone') ? TONE : HARDSHIPS;
    expect(answerOf(question, `${opening} The snow did not stop for weeks.`)).toBe(opening);
  });
});
