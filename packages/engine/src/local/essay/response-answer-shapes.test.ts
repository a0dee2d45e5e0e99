import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * More shapes of the answer a response to a text opens with: the thing asked about named and said
 * what it is ("The mood of the poem is calm"), and a purpose given in any verb of meaning ("… to
 * express …"). The responses and questions are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const describeMood = { ...level, subject: 'After reading the poem "Low Tide": describe the mood the poet creates.' };
const whyEnd = { ...level, subject: 'After reading "The Keeper": why does the author end the story as she does?' };

describe('the answer a response opens with', () => {
  it('is the sentence that names what the question asks about and says what it is', async () => {
    const text = [
      'The mood of these lines is calm and a little sad.',
      'The water goes out slowly and the boats lie still on the mud.',
      'The gulls are quiet, which makes the beach feel empty.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, describeMood);
    expect(argumentClarity.thesisText).toBe('The mood of these lines is calm and a little sad.');
  });

  it('is not a sentence about the one the question names as doing the asked thing', async () => {
    const text = [
      'The poet was born in a fishing town in the north.',
      'He wrote many poems about the sea.',
      'The water goes out slowly and the boats lie still on the mud.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, describeMood);
    expect(argumentClarity.thesisText).toBeNull();
  });

  it('to a “why” question, is an opening that gives the author’s purpose in a verb of meaning', async () => {
    const text = [
      'The author ends the story with the letter to express the keeper’s wish to see his family again.',
      'All through the story he keeps to himself.',
      'The letter is the first thing he sends off the island.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, whyEnd);
    expect(argumentClarity.thesisText).toBe(
      'The author ends the story with the letter to express the keeper’s wish to see his family again.',
    );
  });
});
