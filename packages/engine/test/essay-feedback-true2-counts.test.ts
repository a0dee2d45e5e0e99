import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * The grade's evidence for conventions says no more than the checks showed: "no spelling error" is
 * never said beside a word that is not English. The essay is written for this test.
 */
const arguing = {
  academicLevel: 'high-school',
  subject: 'Letter to the editor: should our town close the public swimming pool?',
} as const;

describe('the conventions evidence of the grade', () => {
  it('does not say the checks found no spelling error in a text with a word no dictionary holds', async () => {
    const text = [
      'I think the town should keep the public pool open.',
      'The children were happy to swim there in the hot months, because the river is deep and fast.',
      'Older people swims there in the morning to keep their joints moving, and the doctors tell them to.',
      'The pool also gives jobs to students, who train as lifeguards and learn first aid.',
      'Closing it would save a little money, but the town would lose far more than it saves.',
      'Some days the pool is full of kids doing cannonballs off the board, and the fun is gr8.',
    ].join(' ');
    const { overallGrade } = await analyzeEssay(text, arguing);
    const evidence = (overallGrade.traits ?? []).flatMap((trait) => trait.evidence).join(' ');
    expect(evidence).toMatch(/grammar/u);
    expect(evidence).not.toMatch(/no spelling error/u);
  });
});
