import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * Only a quoted passage that reads as someone else's words is a quotation from a source. The
 * writer's own imagined remarks, a word or phrase the writer names or holds at a distance, and a
 * title the writer read or watched are not quoted evidence, and are neither counted nor praised.
 * The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const subject = { ...level, subject: 'Should schools let students use phones at lunch?' };

function essayAround(sentence: string): string {
  return [
    'Schools should let students use their phones at lunch.',
    sentence,
    'This shows that a short break with a phone helps students relax before afternoon classes.',
    'Phones also let students call home when plans change, because buses are often late.',
    'For these reasons schools should allow phones at lunch.',
  ].join(' ');
}

const notQuotedEvidence: ReadonlyArray<readonly [string, string]> = [
  ['the writer’s own remark', 'I always tell my friends, "put the phone down and eat your lunch."'],
  ['the writer’s own thought', 'When the bell rang I thought, "this rule makes no sense at all."'],
  ['a made-up line', 'Students say things like "we just want to check our messages" every single day.'],
  ['a phrase the writer distances', 'Lunch is what some adults call "wasted free time" for teenagers.'],
  ['a phrase held at a distance', 'Some adults call this a "waste of precious time" without asking us.'],
  ['a title the writer read', 'Last year I read "Where the quiet phones sleep" and it changed my mind.'],
];

describe('quotations counted as sources', () => {
  for (const [what, sentence] of notQuotedEvidence) {
    it(`does not count or praise ${what} as a quotation`, async () => {
      const { summary, argumentClarity, citationCheck } = await analyzeEssay(essayAround(sentence), subject);
      expect(summary.join(' ')).not.toMatch(/\bquotations?\b/u);
      expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
      expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/quotes a source/u);
    });
  }

  it('still counts and praises a passage introduced as what a source says', async () => {
    const text = essayAround(
      'A report by the school board states, "students who rest at lunch pay more attention in class."',
    );
    const { summary, argumentClarity } = await analyzeEssay(text, subject);
    expect(summary.join(' ')).toMatch(/1 quotation\b/u);
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/Quotes its evidence/u);
  });
});
