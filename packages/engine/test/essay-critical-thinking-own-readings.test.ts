import { describe, expect, it } from 'vitest';
import { analyzeCriticalThinking } from '../src/local/essay/critical-thinking';
import { splitSentences } from '../src/text/sentences';

const QUESTION =
  'Write a response that explains why the author concludes the story with the paragraph about the hibiscus flower.';

function thinkingOf(text: string, kind: 'source-response' | 'argument' = 'source-response', question?: string) {
  return analyzeCriticalThinking(splitSentences([{ pageNumber: 1, text }]), kind, question).result;
}

describe('a response to a text is scored on its own readings of the text’s details', () => {
  it('credits a detail and what it shows, with no "because" or "that"', () => {
    const { score, feedback } = thinkingOf(
      [
        'The geese returning in spring shows she will try again.',
        'Her garden dying in the frost means she has lost one season, not her hope.',
        'The author ends with the snow melting to tell us hard times pass.',
        'The new buds on the plant mean Mai can start over.',
      ].join(' '),
      'source-response',
      QUESTION,
    );
    expect(score).toBeGreaterThanOrEqual(60);
    expect(feedback).toContain('explains why');
  });

  it('scores an answer that only says the question back low, and does not say it explains why', () => {
    const { score, feedback } = thinkingOf(
      [
        'The author concludes the story with the paragraph about the hibiscus because she wants to end the story.',
        'The author concludes the story with this paragraph to show the ending of the story.',
        'The paragraph about the hibiscus flower concludes the story.',
        'That is why the author concludes the story with the hibiscus paragraph.',
      ].join(' '),
      'source-response',
      QUESTION,
    );
    expect(score).toBeLessThanOrEqual(30);
    expect(feedback).not.toContain('explains why');
  });

  it('scores an answer that retells the plot with its causes low', () => {
    const { score } = thinkingOf(
      [
        'Mai failed her driving test.',
        'She cried because she failed the test.',
        'Her mother was worried so she bought her a plant.',
        'They planted it in the garden because winter was coming.',
        'In the spring the geese came back.',
      ].join(' '),
    );
    expect(score).toBeLessThanOrEqual(30);
  });

  it('does not read an act as a reading: "her friend shows her the plant"', () => {
    const { score } = thinkingOf('Her friend shows her the plant. Mai waters it every day. It grows in the window.');
    expect(score).toBe(0);
  });
});

describe('an argument is scored on reasons tied to its claims', () => {
  it('credits claims with reasons that add to them', () => {
    const { score } = thinkingOf(
      [
        'Schools should start later in the morning.',
        'Teenagers need more sleep, because their body clocks shift later during puberty.',
        'Some people argue that later starts cause traffic, but buses can simply run an hour later.',
        'Tired students learn less, so an hour of extra sleep could raise their marks.',
        'Most schools that tried it kept the later start.',
      ].join(' '),
      'argument',
    );
    expect(score).toBeGreaterThanOrEqual(70);
  });

  it('scores reasons that only praise or restate the claim low', () => {
    const { score } = thinkingOf(
      [
        'Schools should start later in the morning.',
        'Starting later is good because it is good.',
        'Later starts are important because they are really important.',
        'So schools should start later.',
      ].join(' '),
      'argument',
    );
    expect(score).toBeLessThanOrEqual(40);
  });
});

describe('a lesson shown is not a reading of a detail', () => {
  it('does not credit "showed how to" as saying what a detail means', () => {
    const { score } = thinkingOf(
      'Her uncle showed how to tie the boat. Mai tied it to the dock. The boat stayed there.',
    );
    expect(score).toBe(0);
  });
});
