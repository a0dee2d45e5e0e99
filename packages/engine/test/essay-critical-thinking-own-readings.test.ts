import { describe, expect, it } from 'vitest';
import { analyzeCriticalThinking } from '../src/local/essay/critical-thinking';
import { splitSentences } from '../src/text/sentences';

const QUESTION = 'Write a response that explains why the writer closes the tale with the scene of the lamp being lit.';

function thinkingOf(text: string, kind: 'source-response' | 'argument' = 'source-response', question?: string) {
  return analyzeCriticalThinking(splitSentences([{ pageNumber: 1, text }]), kind, question).result;
}

describe('a response to a text is scored on its own readings of the text’s details', () => {
  it('credits a detail and what it shows, with no "because" or "that"', () => {
    const { score, feedback } = thinkingOf(
      [
        'The swallows returning to the barn shows he will try again.',
        'His boat sinking in the storm means he has lost one summer, not his hope.',
        'The author ends with the ice breaking up to tell us hard times pass.',
        'The new lamp in the window means Tomas can start over.',
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
        'The writer closes the tale with the scene of the lamp because she wants to end the tale.',
        'The writer closes the tale with this scene to show the ending of the tale.',
        'The scene of the lamp being lit closes the tale.',
        'That is why the writer closes the tale with the lamp scene.',
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
        'Tomas failed his swimming test.',
        'He cried because he failed the test.',
        'His father was worried so he bought him a lamp.',
        'They hung it in the window because winter was coming.',
        'In the summer the swallows came back.',
      ].join(' '),
    );
    expect(score).toBeLessThanOrEqual(30);
  });

  it('does not read an act as a reading: "his friend shows him the lamp"', () => {
    const { score } = thinkingOf('His friend shows him the lamp. Tomas cleans it every day. It shines in the window.');
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
      'His uncle showed how to mend the net. Tomas mended it on the dock. The net held there.',
    );
    expect(score).toBe(0);
  });
});
