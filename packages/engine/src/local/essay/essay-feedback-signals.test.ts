import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * Issue 33 (item 5), second pass: no statement of the feedback says more than the essay shows.
 * The essays here are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const responding = {
  ...level,
  subject: 'After reading the story, explain how the setting affects the cyclist.',
} as const;
const arguing = { ...level, subject: 'Should schools start later in the morning? Give your opinion.' } as const;

describe('the checker’s error counts', () => {
  it('are not read as clean writing when the text is mostly in capital letters', async () => {
    const text =
      'THE SETTING MAKES THE RIDE HARD FOR THE CYCLIST. THE ROAD IS HOT AND THE WATER IS GONE. HE KEEPS GOING EVEN WHEN HE IS TIRED. THE TOWN HE FINDS IS EMPTY AND OLD. THIS SHOWS THE HEAT IS HIS ENEMY.';
    const { grammarAndStyle, overallGrade } = await analyzeEssay(text, responding);
    expect(grammarAndStyle.feedback).toMatch(/capital letters/u);
    expect(overallGrade.rationale).not.toMatch(/Strongest:[^.]*grammar and style/u);
  });

  it('point out a sentence that runs on without a full stop', async () => {
    const runOn =
      'the road was long and hot and he had no water left and the sun was up high and the town he came to was empty and the sign was old and he kept riding on and on and he thought he would not make it to the end of the day and then he saw a building far away';
    const { grammarAndStyle } = await analyzeEssay(`${runOn}.`, responding);
    expect(grammarAndStyle.feedback).toMatch(/1 sentence runs on for \d+ words/u);
  });

  it('are named as the cause of a high reading grade, not difficult prose', async () => {
    const runOn =
      'the road was long and hot and he had no water left and the sun was up high and the town he came to was empty and the sign was old and he kept riding on and on and he thought he would not make it to the end of the day and then he saw a building far away';
    const { readabilityScore, summary } = await analyzeEssay(`${runOn}.`, responding);
    expect(readabilityScore.feedback).toMatch(/sentences that run on/u);
    expect(summary.join(' ')).toMatch(/Readability: [^|]*run on/u);
  });
});

describe('the register of the writing', () => {
  it('is not called formal when it is written in text-speak', async () => {
    const text =
      'i think the heat is bad for him cuz u can tell he is tired. he keeps sayin he will make it but he is lookin worse. the road is long and there is nothin around.';
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
    const text = 'The setting affects the cyclist a lot. The heat makes the trip harder because';
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
      'The setting makes the ride hard because the road is hot. He gets tired because there is no water. He keeps riding because he wants to reach the next town. The town is empty, so he has to keep going.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeLessThan(100);
  });

  it('can be full for a response that explains the quotations it gives', async () => {
    const text =
      'The heat wears the cyclist down. The story says "the pump gave only a thin trickle of warm water", which shows how desperate he is. He keeps going because he has no choice. Later he is "glad as a child on a holiday" at the shop, because the cold water saves him.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBe(100);
  });
});

describe('a response whose quotation marks are lost or garbled', () => {
  it('is never told that it quotes no passage, since unmarked quotations cannot be told from its own words', async () => {
    const text =
      'The setting makes the ride hard for the rider. The story says â€œthe road ran on like a grey ribbon with no shadeâ€, which shows how alone he is. He keeps going because he has no choice.';
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, responding);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/quotes no passage/iu);
    expect(criticalThinking.feedback).not.toMatch(/ties no reason/iu);
  });
});
