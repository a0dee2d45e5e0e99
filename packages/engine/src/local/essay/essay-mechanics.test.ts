import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';
import { splitSentences } from '../../text/sentences';
import { LEVEL_EXPECTATIONS } from './essay-expectations';
import { registerOf } from './essay-register';
import { conventionsPraiseworthy } from './grammar-and-style';

/**
 * The counts and the register as the errors found show them: a count of found errors is worded as
 * a floor (the checks find about two errors in five), errors found often are told as frequent, and
 * no text is called formal whose found errors, missing apostrophes, small-letter starts or run-on
 * sentences say otherwise. The essays are written for these tests.
 */
const arguing = { academicLevel: 'high-school', subject: 'Should the school day start later?' } as const;

/** About 150 words of clean, formal prose, to which each test adds one kind of slip. */
const CLEAN = [
  'The school day should start later because teenagers need more sleep than adults.',
  'Their bodies release sleep hormones late at night, so an early bell cuts their rest short.',
  'Studies of later start times found better attendance and fewer car accidents among young drivers.',
  'Teachers also report that students answer more questions in the first lesson when they have slept well.',
  'Some parents worry that a later start would clash with their working hours.',
  'However, schools could open their libraries early for pupils who must arrive before the first lesson.',
  'Buses could run on the same routes an hour later, which would cost the district very little.',
  'A later bell would let students arrive rested, calm and ready to learn.',
];

describe('the register beside the errors found', () => {
  it('stays formal and consistent for clean prose, with the count worded as a floor', async () => {
    const { grammarAndStyle } = await analyzeEssay(CLEAN.join(' '), arguing);
    expect(grammarAndStyle.toneAssessment).toBe('Formal and consistent.');
    expect(grammarAndStyle.feedback).toMatch(/about two errors in five/u);
    expect(grammarAndStyle.feedback).not.toMatch(/frequent/u);
  });

  it('is not called formal when the errors found are frequent, and names how frequent', async () => {
    const text = [
      'The school day should start later becuase teenagers are tired in the morning.',
      'They recieve less sleep then they need and there grades definately suffer alot.',
      'Teachers notice that students is sleepy in the first class.',
      'A later start would realy help them lern better.',
    ].join(' ');
    const { grammarAndStyle, summary } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/^(?:Formal|Mostly formal)/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/^No informal words found, but the writing is not yet formal:/u);
    // The figure is said once, beside the counts; the register note refers to it.
    expect(grammarAndStyle.toneAssessment).toMatch(/frequent errors \(counted below\)/u);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/\d+ errors found in \d+ words/u);
    expect(grammarAndStyle.feedback).toMatch(/Errors are frequent: \d+ errors found in \d+ words\./u);
    // No total is guessed from the checks' recall: the reader could not check it.
    expect([...summary, grammarAndStyle.feedback].join(' ')).not.toMatch(/more than twice as many/u);
  });

  it('is not called consistent beside a few slips, which are not called frequent, and a single slip makes no rate', async () => {
    // Two slips in about 150 words: few to a reader, though too many to call the writing consistent.
    const two = [...CLEAN.slice(0, 7), 'A later bell would let students arive rested, calm and redy to learn.'];
    const { grammarAndStyle } = await analyzeEssay(two.join(' '), arguing);
    expect(grammarAndStyle.toneAssessment).toBe('Formal in its words.');
    expect(grammarAndStyle.feedback).not.toMatch(/Errors are frequent/u);
    const one = [...CLEAN.slice(0, 7), 'A later bell would let students arive rested, calm and ready to learn.'];
    const single = await analyzeEssay(one.join(' '), arguing);
    expect(single.grammarAndStyle.toneAssessment).toBe('Formal and consistent.');
    expect(single.grammarAndStyle.feedback).not.toMatch(/Errors are frequent/u);
  });

  it('is not called mostly formal when a contraction lacks its apostrophe, and names it', async () => {
    const text = [...CLEAN.slice(0, 4), 'Most students dont eat breakfast before the bus comes.', ...CLEAN.slice(4)];
    const { grammarAndStyle } = await analyzeEssay(text.join(' '), arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/^(?:Formal|Mostly formal)/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/1 contraction without its apostrophe \(“dont”\)/u);
  });

  it('is not called formal beside a sentence that runs on', async () => {
    const runOn =
      'Students wait at the stop in the dark and the bus is often late and the roads are full of cars and the driver has to collect pupils from three villages and by the time they reach the school gate the first lesson has already begun and nobody has had time to eat.';
    const { grammarAndStyle } = await analyzeEssay([...CLEAN, runOn].join(' '), arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/^(?:Formal|Mostly formal)/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/1 sentence running on/u);
  });
});

describe('contractions typed without their apostrophe', () => {
  const toneOf = (text: string) =>
    registerOf(splitSentences([{ pageNumber: 1, text }]), LEVEL_EXPECTATIONS['high-school'], false);

  it('are named for “its” where “it is” is meant, and for forms no word spells', () => {
    expect(toneOf('The town is far away and its a long ride. Its not easy to reach.')).toMatch(
      /2 contractions without their apostrophes \(“its”\)/u,
    );
    expect(toneOf('The riders said the hill wouldve stopped them. The team said hes tired.')).toMatch(
      /2 contractions without their apostrophes \(“wouldve”, “hes”\)/u,
    );
  });

  it('are not found in the possessive “its” or in words such as “well” and “shell”', () => {
    expect(
      toneOf('The town has its very own library. Its roof is old, its hard shell stands well and the shell holds.'),
    ).toBe('Formal and consistent.');
  });
});

describe('grammar and spelling named a strength', () => {
  it('are not, where a contraction lacks its apostrophe', () => {
    const sentences = splitSentences([
      { pageNumber: 1, text: [...CLEAN, 'Most students dont eat breakfast before the bus comes.'].join(' ') },
    ]);
    expect(conventionsPraiseworthy([], 160, 1, sentences)).toBe(false);
    expect(conventionsPraiseworthy([], 150, 1, splitSentences([{ pageNumber: 1, text: CLEAN.join(' ') }]))).toBe(true);
  });
});
