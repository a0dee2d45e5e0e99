import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * A response to a text is asked a question and answers it, most often in its first sentence: that
 * answer is what the user is shown where an argument's thesis would be, never "no thesis found".
 * The responses and questions are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const lighthouse = {
  ...level,
  subject: 'After reading "The Keeper": how does the storm change the keeper?',
} as const;

describe('the answer a response to a text states', () => {
  it('is the opening sentence that answers the question in its words', async () => {
    const text = [
      'The storm changes the keeper because it makes him see how alone he is on the island.',
      'At first he only cares about the lamp and the log book.',
      'When the boat does not come, he starts to talk to the gulls, which shows how lonely he has become.',
      'By the end he writes a letter to his sister, something he has not done in years.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, lighthouse);
    expect(argumentClarity.thesisText).toBe(
      'The storm changes the keeper because it makes him see how alone he is on the island.',
    );
    expect(argumentClarity.feedback).toMatch(/answer/u);
  });

  it('is the opening sentence that gives the writer’s view with “I think”', async () => {
    const text = [
      'I think the ending shows that the keeper has learned to ask for help.',
      'He writes to his sister after the storm.',
      'Before, he would never have written to anyone, so the letter tells us he has changed.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'After reading "The Keeper": why does the author end with a letter?',
    });
    expect(argumentClarity.thesisText).toBe('I think the ending shows that the keeper has learned to ask for help.');
  });

  it('is not a retelling that opens the response without answering the question', async () => {
    const text = [
      'Tom lives on an island with a lamp and a dog.',
      'One night the rain comes down hard and the boat does not come.',
      'He talks to the gulls and writes a letter.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, lighthouse);
    expect(argumentClarity.thesisText).toBeNull();
  });

  it('is not a background sentence that only names the places or people the question names', async () => {
    const text = [
      'Mayor Vale saw a chance for the Harbour Bridge.',
      'He wanted lights on top of it so that ships could see it at night.',
      'The cables would have to carry the weight of the lamps, and the wind shook them.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'After reading "Night Lights": the problems the builders of the Harbour Bridge faced in lighting it.',
    });
    expect(argumentClarity.thesisText).toBeNull();
  });

  it('is the sentence that gives the reason a “why” question asks for, in words of its own', async () => {
    const text = [
      'The author closes with the letter because it shows the keeper is ready to let people in.',
      'All through the story he keeps to himself.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'After reading "The Keeper": why does the writer close the tale as she does?',
    });
    expect(argumentClarity.thesisText).toBe(
      'The author closes with the letter because it shows the keeper is ready to let people in.',
    );
  });

  it('to a “why” question, is not an opening that names what is asked about without a reason', async () => {
    const text = [
      'In the story the keeper has a strange ending.',
      'There are many reasons for it.',
      'First, he writes to his sister, which shows he wants company.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'After reading "The Keeper": why does the writer close the tale as she does?',
    });
    expect(argumentClarity.thesisText).toBeNull();
  });

  it('keeps the summary’s note on how a response is read', async () => {
    const text = [
      'The storm changes the keeper because it makes him see how alone he is on the island.',
      'When the boat does not come, he starts to talk to the gulls, which shows how lonely he has become.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, lighthouse);
    expect(summary.join(' ')).toMatch(/Read as a response to a text/u);
  });
});
