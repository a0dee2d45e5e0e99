import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * Issue 33 (item 5), second pass: no statement of the feedback says more than the essay shows.
 * The essays here are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const responding = {
  ...level,
  subject: 'After reading the story, explain how the storm on the lake changes the girl who sails across it.',
} as const;
const arguing = { ...level, subject: 'Should schools start later in the morning? Give your opinion.' } as const;

describe('the checker’s error counts', () => {
  it('are not read as clean writing when the text is mostly in capital letters', async () => {
    const text =
      'THE STORM MAKES THE CROSSING HARD FOR THE GIRL. THE WIND IS COLD AND THE SAIL IS TORN. SHE KEEPS ROWING EVEN WHEN SHE IS TIRED. THE DOCK SHE FINDS IS EMPTY AND OLD. THIS SHOWS THE WIND IS HER ENEMY.';
    const { grammarAndStyle, overallGrade } = await analyzeEssay(text, responding);
    expect(grammarAndStyle.feedback).toMatch(/capital letters/u);
    expect(overallGrade.rationale).not.toMatch(/Strongest:[^.]*grammar and style/u);
  });

  it('point out a sentence that runs on without a full stop', async () => {
    const runOn =
      'the lake was wide and grey and the wind was cold and her sail was torn and the rain came down hard and the dock she came to was empty and the rope was old and she kept rowing on and on and she thought she would not make it to the end of the day and then she saw a light far away';
    const { grammarAndStyle } = await analyzeEssay(`${runOn}.`, responding);
    expect(grammarAndStyle.feedback).toMatch(/1 sentence runs on for \d+ words/u);
  });

  it('are named as the cause of a high reading grade, not difficult prose', async () => {
    const runOn =
      'the lake was wide and grey and the wind was cold and her sail was torn and the rain came down hard and the dock she came to was empty and the rope was old and she kept rowing on and on and she thought she would not make it to the end of the day and then she saw a light far away';
    const { readabilityScore, summary } = await analyzeEssay(`${runOn}.`, responding);
    expect(readabilityScore.feedback).toMatch(/sentences that run on/u);
    expect(summary.join(' ')).toMatch(/Readability: [^|]*run on/u);
  });
});

describe('the register of the writing', () => {
  it('is not called formal when it is written in text-speak', async () => {
    const text =
      'i think the wind is bad for her cuz u can tell she is tired. she keeps sayin she will make it but she is lookin worse. the lake is wide and there is nothin around.';
    const { grammarAndStyle } = await analyzeEssay(text, responding);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/formal and consistent/iu);
    expect(grammarAndStyle.toneAssessment).toMatch(/“u”|“cuz”/u);
  });

  it('names everyday idioms such as “a bunch of” and “warm and fuzzy” as informal', async () => {
    const text =
      'The story gave the family a warm and fuzzy ending after a bunch of hard years. The father was pretty much the hero of the whole story.';
    const { grammarAndStyle } = await analyzeEssay(text, responding);
    expect(grammarAndStyle.toneAssessment).toMatch(/“a bunch of”/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/“warm and fuzzy”/u);
  });

  it('does not take a question such as “did you know” for a chatty filler', async () => {
    const text =
      'Did you know that most teenagers sleep less than eight hours? Schools should start later in the morning. Students who sleep more learn better, because a rested brain remembers what it hears.';
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/you know/u);
  });
});

describe('credit for reasoning', () => {
  it('is not given for an answer that breaks off after “because”', async () => {
    const text = 'The storm affects the girl a lot. The wind makes the crossing harder because';
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Backs claims/u);
  });

  it('is not given for the writer’s own feelings (“it made me think”) when nothing from the text is cited', async () => {
    const text =
      'The story made me think about my own family. It gave me a warm feeling inside. It made me feel happy. The story made me think of summer.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeLessThan(80);
  });
});

describe('the thesis', () => {
  it('is not a view the writer only reports (“Some people think …”, “My dad says …”)', async () => {
    for (const reported of [
      'Some people think that school should start at ten o’clock.',
      'My dad says that school should start later.',
    ]) {
      const text = [
        `Every morning our bus leaves before the sun is up. ${reported}`,
        'Students who sleep more learn better, because a rested brain remembers what it hears. A later start would also cut the number of students late for class.',
        'In the end, the choice belongs to the school board.',
      ].join('\n\n');
      const { argumentClarity } = await analyzeEssay(text, arguing);
      expect(argumentClarity.thesisText).not.toBe(reported);
      expect(argumentClarity.strongPoints).not.toContain('The introduction states a clear position.');
    }
  });

  it('is still the writer’s own view after a reported one (“Some people think …, but I believe …”)', async () => {
    const stance = 'Some people think the early start is fine, but I believe school should start later.';
    const text = [
      `Every morning our bus leaves before the sun is up. ${stance}`,
      'Students who sleep more learn better, because a rested brain remembers what it hears.',
      'In conclusion, a later start would help every student.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe(stance);
  });
});

describe('the critical-thinking score', () => {
  it('is not full for a response that gives reasons but ties none to a quotation or an example', async () => {
    const text =
      'The storm makes the crossing hard because the wind is cold. She gets tired because her sail is torn. She keeps rowing because she wants to reach the far shore. The dock is empty, so she has to keep going.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeLessThan(100);
  });

  it('can be full for a response that explains the quotations it gives', async () => {
    const text =
      'The wind wears the girl down. The story says "the sail flapped like a wounded bird", which shows how helpless she feels. She keeps going because she has no choice. Later she is "as light as a feather" on the dock, because the lamp tells her she is safe.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBe(100);
  });
});

describe('a response whose quotation marks are lost or garbled', () => {
  it('is never told that it quotes no passage, since unmarked quotations cannot be told from its own words', async () => {
    const text =
      'The storm makes the crossing hard for the girl. The story says â€œthe lake turned the colour of old ironâ€, which shows how alone she is. She keeps going because she has no choice.';
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, responding);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/quotes no passage/iu);
    expect(criticalThinking.feedback).not.toMatch(/ties no reason/iu);
  });
});
