import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * "Quotes its evidence and says what it shows" is said only of a passage quoted from a source and
 * followed by what it shows. Words put in the mouth of anyone at all ("one person says, …", "people
 * say …") and a thought the writer imagines for someone ("he was probably thinking, …") are not
 * quoted evidence; a quotation followed only by the next event ("So he rode on.") is quoted, not
 * explained. The essays are written for these tests.
 */
const argument = { academicLevel: 'high-school', subject: 'Should schools let students use phones at lunch?' } as const;
const response = {
  academicLevel: 'high-school',
  subject: 'After reading the story: how does the weather affect the hiker?',
} as const;

function essayAround(sentence: string): string {
  return [
    'Schools should let students use their phones at lunch.',
    sentence,
    'Phones also let students call home when plans change, because buses are often late.',
    'A short break with a phone helps students relax, which means they listen better after lunch.',
    'For these reasons schools should allow phones at lunch.',
  ].join(' ');
}

const remarksOfAnyone: ReadonlyArray<readonly [string, string]> = [
  [
    'a remark anyone might make',
    'A whole lunch room loses its phones just because one person says, "those screens are ruining our talks."',
  ],
  ['what people in general say', 'Many people say "phones make students lazy and rude" without asking us.'],
  [
    'a second remark of the same anyone',
    'Rules change because someone says, "phones are a distraction" or says, "students cannot be trusted with them."',
  ],
];

describe('quoted evidence as the essay holds it', () => {
  for (const [what, sentence] of remarksOfAnyone) {
    it(`does not praise ${what} as quoted evidence`, async () => {
      const { argumentClarity, summary } = await analyzeEssay(essayAround(sentence), argument);
      expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
      expect(summary.join(' ')).not.toMatch(/\bquotations?\b/u);
    });
  }

  it('does not praise a thought the writer imagines for a character as quoted evidence', async () => {
    const text = [
      'The weather makes the hike much harder for the hiker.',
      'When the rain started he was probably thinking to himself, "I should never have left the warm cabin today."',
      'The cold rain soaked his boots, so every step up the slope hurt his feet.',
      'The wind also pushed him back, which meant he walked slower than he planned.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, response);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('does not praise an imagined thought whose marks a wrong encoding garbled', async () => {
    const text = [
      'The weather makes the hike much harder for the hiker.',
      'When the rain started he was probably thinking to himself, \u00ef\u00bf\u00bdI should never have left the warm cabin today.\u00ef\u00bf\u00bd',
      'The cold rain soaked his boots, so every step up the slope hurt his feet.',
      'The wind also pushed him back, which meant he walked slower than he planned.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, response);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('does not say a quotation followed only by the next event is explained', async () => {
    const text = [
      'The weather makes the hike much harder for the hiker.',
      'The story says, "the rain came down in cold grey sheets across the valley."',
      'So he walks on and finally he reaches the hut.',
      'The wind also pushed him back, because the path ran along an open ridge.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, response);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('still praises a quotation from the text followed by what it shows', async () => {
    const text = [
      'The weather makes the hike much harder for the hiker.',
      'The story says, "the rain came down in cold grey sheets across the valley."',
      'This shows that he could barely see the trail, so he had to slow down and feel his way.',
      'The wind also pushed him back, because the path ran along an open ridge.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, response);
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/Quotes its evidence and says what it shows/u);
  });
});
