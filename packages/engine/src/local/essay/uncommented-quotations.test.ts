import { describe, expect, it } from 'vitest';
import { prepareDocumentText } from '../../text/document-text';
import { essayDevelopment } from './essay-development';
import { LEVEL_EXPECTATIONS } from './essay-expectations';

/** Sentences written for these tests. */
const OWN = [
  'Our town should plant trees along the main road.',
  'The road is long and there is no shade anywhere in summer.',
];
const QUOTED = [
  'A report says "the road stretched on past the last farm and the sun pressed down on the dust like a hand".',
  'It also says "there was not one tree between the river and the far hills, and the wind had stopped".',
];
const COMMENT = 'This shows that walkers have no place to rest, because the heat wears them down on the way.';

type Kind = 'argument' | 'source-response' | 'narrative';

function developmentOf(sentences: readonly string[], kind: Kind = 'argument') {
  const text = prepareDocumentText([{ pageNumber: 1, text: sentences.join(' ') }]);
  return essayDevelopment(text.sentences, LEVEL_EXPECTATIONS['high-school'], kind);
}

describe('development counts the writer’s own words', () => {
  it('does not credit quotations copied without comment as development', () => {
    // Only the words that bring them in are the writer's: "A report says", "It also says".
    expect(developmentOf([...OWN, ...QUOTED]).words).toBe(developmentOf(OWN).words + 6);
  });

  it('credits a quotation the writer comments on', () => {
    const commented = developmentOf([...OWN, QUOTED[0] ?? '', COMMENT]);
    expect(commented.words).toBeGreaterThan(developmentOf([...OWN, COMMENT]).words);
  });

  it('credits a response to a text with the details it quotes, as its rubric does', () => {
    expect(developmentOf([...OWN, ...QUOTED], 'source-response').words).toBeGreaterThan(
      developmentOf(OWN, 'source-response').words,
    );
  });

  it('counts a story’s dialogue as its own words', () => {
    const story = [
      'My uncle stopped the car at the gate.',
      '"We will wait here until the storm passes over the hill," he said.',
    ];
    expect(developmentOf(story, 'narrative').words).toBe(21);
  });
});
