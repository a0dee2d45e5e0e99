import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const TASK = 'After reading the story "The Night Ferry", explain why the captain turns the boat back.';

/** Responses of several lengths and strengths, in our own words. */
const RESPONSES = [
  'The captain turns back because of the storm.',
  [
    'The captain turns the boat back because he sees the storm coming over the hills.',
    'He knows the ferry is old and the engine has failed before.',
    'He also remembers the night his brother was lost at sea, so he will not risk it.',
    'The story says he "looked at the black sky for a long time," which shows he was afraid.',
  ].join(' '),
  [
    'The captain turns back.',
    'The boat is old.',
    'There is wind and rain and the passengers are cold.',
    'The story is long and has a lot of people in it.',
    'It ends at the harbour.',
  ].join(' '),
];

/** The part names listed after a label of the rationale ("Strongest: a (80, 10% …), b (…)."). */
function partsAfter(rationale: string, label: string): { name: string; score: number }[] {
  const listed =
    new RegExp(`${label}: (.*?)(?:: they cost|\\. By trait|\\. Weakest|$)`, 'u').exec(rationale)?.[1] ?? '';
  return [...listed.matchAll(/([a-z][a-z ]*?) \((\d+), \d+% of the grade\)/gu)].map((match) => ({
    name: match[1] ?? '',
    score: Number(match[2]),
  }));
}

describe('the parts the grade rationale names', () => {
  it.each(RESPONSES)('appear in its list of traits: %s', async (text) => {
    const { overallGrade } = await analyzeEssay(text, { academicLevel: 'high-school', subject: TASK });
    const traitList = overallGrade.rationale.split('By trait (points lost):')[1] ?? '';
    for (const part of [
      ...partsAfter(overallGrade.rationale, 'Strongest'),
      ...partsAfter(overallGrade.rationale, 'Weakest'),
    ])
      expect(traitList).toContain(part.name);
  });

  it.each(RESPONSES)('never call a part strongest that scores no more than one called weakest: %s', async (text) => {
    const { overallGrade } = await analyzeEssay(text, { academicLevel: 'high-school', subject: TASK });
    const weakest = partsAfter(overallGrade.rationale, 'Weakest');
    for (const strong of partsAfter(overallGrade.rationale, 'Strongest'))
      for (const weak of weakest) expect(strong.score).toBeGreaterThan(weak.score);
  });
});
