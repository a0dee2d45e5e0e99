import { describe, expect, it } from 'vitest';
import { kindOfPiece } from './essay-kind-reading';

/** Assignments and pieces written for this test. */
const kindOf = (text: string, subject?: string) => kindOfPiece(text, /\n+/u, subject);

describe('a response to a text read', () => {
  it.each([
    'Describe the mood the author creates in the memoir, with examples.',
    'Explain why the writer ends the story with the narrator planting a tree.',
    'How does the setting of the article affect the climbers? Use examples.',
  ])('is read from an assignment that points at the text: %s', (subject) => {
    expect(kindOf('The piece is short.', subject)).toBe('source-response');
  });

  it('is read from a piece that quotes a line and says what it shows', () => {
    const response = [
      'The mood of the ending is hopeful.',
      '“When the snow melts, I will try again,” she says on the last page.',
      'This quote shows that she has not given up.',
      'She is sad about the test, but she still plans for spring.',
      'This line means that she sees a second chance.',
    ].join('\n');
    expect(kindOf(response)).toBe('source-response');
  });
});

describe('a letter or a story asked for with “explain” or “describe”', () => {
  it('is read as a letter when it greets and signs off', () => {
    const letter = [
      'Dear Sam,',
      'I want to explain how our school garden works. Every class has a bed of its own and waters it twice a week.',
      'In spring we plant beans and in autumn we pick apples from the old tree by the gate.',
      'Love,',
      'Maya',
    ].join('\n');
    expect(kindOf(letter, 'Explain how something at your school works.')).toBe('letter');
  });

  it('is read as a story when it tells events in the past', () => {
    const story = [
      'Last summer I went to the river with my uncle.',
      'We walked for an hour and then we found a quiet spot under a tree.',
      'I caught a small fish and my uncle laughed when it slipped out of my hands.',
      'We ate our sandwiches and watched the water until the sun went down.',
      'That day I learned to be calm and patient.',
    ].join('\n');
    expect(kindOf(story, 'Describe a place that is special to you.')).toBe('narrative');
  });
});
