import { describe, expect, it } from 'vitest';
import { LEVEL_EXPECTATIONS } from './essay-expectations';
import { wordsTaskNames } from './task-length';

const school = LEVEL_EXPECTATIONS['high-school'];
const college = LEVEL_EXPECTATIONS.college;

describe('the length a task names', () => {
  it.each([
    ['Write a 500-word essay on whether homework helps.', 500],
    ['Explain, in 250-300 words, why the bridge was built.', 300],
    ['In at least 150 words, describe your town.', 150],
    ['Write a two-page essay about a hero.', 500],
    ['In one paragraph, explain what the poem says about home.', 100],
    ['Answer in two to three paragraphs.', 300],
    ['In three to five sentences, say why the boy runs away.', 100],
    ['Give a short answer: what does the title mean?', 100],
  ])('reads “%s” as %i words at school', (task, words) => {
    expect(wordsTaskNames(task, school)).toBe(words);
  });

  it('reads a paragraph as one of the level’s paragraphs', () => {
    expect(wordsTaskNames('Respond in a paragraph.', college)).toBe(200);
  });

  it.each([
    'Read the 800-word article and explain how the author builds suspense.',
    'Look at the two paragraphs below and explain the change in tone.',
    'After reading the story, explain how the setting affects the cyclist.',
    'Should students wear uniforms? Argue your position.',
  ])('reads no length the writer is asked for in “%s”', (task) => {
    expect(wordsTaskNames(task, school)).toBeUndefined();
  });
});
