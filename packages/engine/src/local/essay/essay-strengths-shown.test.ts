import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * A strength is named with the sentence that shows it, and only when that sentence shows it; one
 * analysis never says two contradictory things. The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const arguing = { ...level, subject: 'Should the school day start later?' } as const;
const responding = {
  ...level,
  subject: 'After reading the story, explain how the setting affects the hiker.',
} as const;

const strongPoints = async (text: string, parameters: typeof arguing | typeof responding = arguing) =>
  (await analyzeEssay(text, parameters)).argumentClarity.strongPoints.join(' | ');

describe('“backs claims with reasons” is shown by a sentence that links a reason to a claim', () => {
  it('quotes the sentence whose reason names something specific', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'Students learn less in the first lesson because most teenagers fall asleep after midnight and wake up tired.',
      'Sports practice could move to the evening, since the playing fields have lights.',
      'For example, the town pool already opens its lanes to the swim team at seven at night.',
      'A later start would help everyone.',
    ].join(' ');
    expect(await strongPoints(text)).toMatch(
      /Backs claims with reasons or examples, as in “Students learn less in the first lesson because most teenagers fall asleep/u,
    );
  });

  it('names no such strength where every reason only asserts the claim again', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'A later start is better because it is better for students.',
      'Early lessons are bad because they are really bad.',
      'Everyone should agree because it is a good idea.',
      'A later start is important because it is very important.',
    ].join(' ');
    expect(await strongPoints(text)).not.toMatch(/Backs claims with reasons/u);
  });

  it('never quotes a sentence a reader cannot follow as the reason shown', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'Because the the blorp flinder snarks grumbo the wuzzle.',
      'Early lessons tire pupils because most teenagers fall asleep after midnight and wake up tired.',
      'Clubs could meet after lessons, since the hall stays open until eight in the evening.',
    ].join(' ');
    const shown = await strongPoints(text);
    expect(shown).not.toMatch(/blorp/u);
  });
});

describe('the sentence shown as a reason is one the writer argues', () => {
  it('is not a question, a story of what happened to the writer or the reason of a view others hold', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'Would pupils not learn more because they slept longer and came in awake?',
      'Last winter I waited at the bus stop in the dark so that my brother could find me easily.',
      'Some parents feel an early start is good because their own jobs begin at eight.',
      'Early lessons tire pupils because most teenagers fall asleep after midnight and wake up tired.',
      'For example, half of my class yawned through the first test of the year.',
    ].join(' ');
    expect(await strongPoints(text)).toMatch(/as in “Early lessons tire pupils because most teenagers/u);
  });
});

describe('quotations marked by characters a wrong text encoding left', () => {
  const garbled = (mark: string) =>
    [
      'The setting makes the walk harder for the hiker.',
      `The trail is described as ${mark}a narrow path of loose red stones${mark} and he slips twice.`,
      `The sun is ${mark}burning the back of his neck${mark} so he stops to rest in the shade.`,
      `The hiker${mark}s legs ache by the end of the day.`,
    ].join(' ');

  it.each(['\u00ef\u00bf\u00bd', '\uFFFD'])('counts them as quotations of the text read (%s)', async (mark) => {
    const { summary, argumentClarity } = await analyzeEssay(garbled(mark), responding);
    const citations = summary.find((line) => line.startsWith('Citations'));
    expect(citations).not.toMatch(/none found/u);
    expect(citations).toMatch(/2 quotations/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/quotes no/u);
  });
});

describe('one analysis never credits a source in one statement and denies it in another', () => {
  it('does not ask for the source of a quotation whose speaker is named beside it', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'The sleep researcher Dr. Mara Quill of Linden University says "teenagers who sleep eight hours score higher on every test we gave them."',
      'A later start also means fewer pupils arrive late, because the buses would run after the morning traffic.',
      'For example, our town buses are half empty after nine in the morning.',
      'Some parents say a later start makes their mornings harder, but most of them start work after eight anyway.',
      'For these reasons the school day should start later.',
    ].join(' ');
    const { citationCheck, summary } = await analyzeEssay(text, arguing);
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/without saying which/u);
    expect(citationCheck.plagiarismRisk).toBe('low');
    expect(summary.join(' ')).not.toMatch(/none found/u);
  });
});

describe('a source the essay refers to without naming it', () => {
  it('is told as a passage attributed to a source, not as a source named', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'Like the author said, pupils who sleep longer remember more of what they are taught.',
      'Early lessons tire pupils because most teenagers fall asleep after midnight and wake up tired.',
      'For example, half of my class yawned through the first test of the year.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, arguing);
    const citations = summary.find((line) => line.startsWith('Citations')) ?? '';
    expect(citations).not.toMatch(/named/u);
    expect(citations).toMatch(/1 passage attributed to a source/u);
  });
});

describe('the critical-thinking note', () => {
  it('shows the sentence behind “explains why”', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'Early lessons tire pupils because most teenagers fall asleep after midnight and wake up tired.',
      'Clubs could meet after lessons, since the hall stays open until eight in the evening.',
      'Buses would run faster, because the roads are quiet after the morning traffic.',
      'For example, the number nine bus takes twenty minutes less after nine o’clock.',
      'Some parents may say a later start is hard for them, but most of them start work after eight.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).toMatch(/explains why, as in “Early lessons tire pupils because/u);
  });

  it('does not say the essay explains why when no reason is argued in a sentence a reader can check', async () => {
    const text = [
      'I think the school day should start an hour later.',
      'Some parents feel an early start is good because their own jobs begin at eight.',
      'Many teachers say early lessons suit them since they mark papers in the afternoon.',
      'Others believe early buses are cheaper because drivers are paid less before dawn.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
  });
});
