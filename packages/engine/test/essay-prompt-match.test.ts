import { describe, expect, it } from 'vitest';
import { contentWords, matchesLearnedPrompt, matchesTask } from '../quality/essay-prompt-match';

const TASKS = new Map([
  [1, 'Should the town build a new skate park for its teenagers?'],
  [2, 'After reading "The Lighthouse Keeper": why does the keeper stay on the island?'],
  [3, 'Describe a journey by train that changed how you see your family.'],
]);

describe('an essay matches its prompt when its own task is the one whose words it uses most', () => {
  const skatePark = 'The town council should build the skate park, because teenagers need a safe place to ride.';
  const lighthouse = 'The keeper stays on the island since the lighthouse is his whole life and the ships need him.';

  it('matches an essay filed under the prompt it answers', () => {
    expect(matchesTask(skatePark, 1, TASKS)).toBe(true);
    expect(matchesTask(lighthouse, 2, TASKS)).toBe(true);
  });

  it('does not match an essay filed under a prompt it does not answer', () => {
    expect(matchesTask(skatePark, 2, TASKS)).toBe(false);
    expect(matchesTask(lighthouse, 3, TASKS)).toBe(false);
  });

  it('matches nothing when two prompts tie or no task word is used', () => {
    expect(matchesTask('My cat sleeps all afternoon in the sun.', 3, TASKS)).toBe(false);
  });

  it('reads plural and verb endings as the same word', () => {
    expect([...contentWords('Trains journeyed; families described')]).toEqual([
      'train',
      'journey',
      'family',
      'describ',
    ]);
  });
});

describe('the learned rule judges each essay with words learned on other essays', () => {
  const garden = (n: number) => ({ prompt: 1, text: `Our school garden grows tomatoes and beans, harvest ${n}.` });
  const river = (n: number) => ({ prompt: 2, text: `The river flooded the valley bridge after the storm, day ${n}.` });
  const essays = [
    ...Array.from({ length: 10 }, (_, n) => garden(n)),
    ...Array.from({ length: 10 }, (_, n) => river(n)),
  ];

  it('matches essays that share their prompt’s words and flags one filed under the wrong prompt', () => {
    const misfiled = { prompt: 1, text: 'The storm flooded the river valley and the bridge.' };
    const matches = matchesLearnedPrompt([...essays, misfiled]);
    expect(matches.slice(0, 20).every(Boolean)).toBe(true);
    expect(matches[20]).toBe(false);
  });
});
