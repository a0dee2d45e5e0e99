import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * Each statement of the feedback is what the text shows: error counts as what was found (with the
 * errors of capitals and full stops the checker does not flag), the register named from every mark
 * of talk, reasons credited only where they add a reason, links only where they join ideas, and no
 * part called strongest that its own note faults. The essays are written for these tests.
 */
const arguing = { academicLevel: 'high-school', subject: 'Should the school day start later?' } as const;

describe('the error counts', () => {
  it('count sentences begun in small letters and a sentence that runs on, and say many more errors remain', async () => {
    const text = [
      'The school day should start later. students are tired in the morning. they cannot listen well in the first class.',
      'when the bell rings at eight most of the class is still half asleep and the teacher has to say everything twice and nobody remembers the homework and the buses are late because the roads are full of cars and parents are in a hurry to get to work and everybody arrives stressed and hungry and grumpy before the day has even begun properly.',
      'A later start would help everyone learn better.',
    ].join(' ');
    const { grammarAndStyle, summary } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.grammarIssues).toBeGreaterThanOrEqual(3);
    expect(grammarAndStyle.feedback).toMatch(/many more errors than these counts/u);
    // The checks flag the three small-letter starts themselves: they are listed once, with their
    // corrections, and never counted a second time as errors the checks miss.
    const corrected = grammarAndStyle.specificCorrections.map((correction) => correction.error);
    expect(corrected).toEqual(expect.arrayContaining(['students', 'they', 'when']));
    expect(grammarAndStyle.feedback).not.toMatch(/begins? with a small letter/u);
    expect(grammarAndStyle.feedback).toMatch(/runs on for \d+ words without a full stop/u);
    // Said once, beside the counts; the summary gives the counts as a floor.
    expect(summary.join(' ')).toMatch(/At least \d+ grammar errors?/u);
    expect(summary.join(' ')).not.toMatch(/many more errors than these counts/u);
  });

  it('do not take a dialogue tag, an abbreviation or garbled encoding for a sentence begun in a small letter', async () => {
    const text = [
      'Buses should leave later in the morning.',
      '“Why are you so tired?” my mother asked.',
      'The timetable (p. 4) shows the first bus at seven.',
      'The bus driver said nothing. ï¿½ The next stop was far.',
      'A later bus would let students sleep an hour longer.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.feedback).not.toMatch(/small letter/u);
    expect(grammarAndStyle.feedback).not.toMatch(/many more errors/u);
  });
});

describe('the register', () => {
  it('is not called formal beside spoken openers, slang and shorthand, and names them', async () => {
    const text = [
      'First off, the school day should start later.',
      'Teenagers basically need more sleep than adults & their bodies wake up late.',
      'Sleep helps memory and mood.',
      'A later bell would let students arrive rested.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/^(?:Formal|Mostly formal)/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/“first off”/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/“basically”/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/shorthand sign \(“&”\)/u);
  });

  it('is not called mostly formal when the writer turns to the reader as “you” even once', async () => {
    const text = [
      'The school day should start later.',
      'Teenagers need more sleep than adults, since their bodies release sleep hormones late at night.',
      'Studies of later start times found better attendance and fewer car accidents among young drivers.',
      'Imagine how you would feel after six hours of sleep.',
      'A later bell would let students arrive rested and ready to learn.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/^(?:Formal|Mostly formal)/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/1 sentence in the second person \(“you”\)/u);
  });

  it('does not say a general “you” addresses the reader', async () => {
    const text = [
      'The poem is about what parents give up for their children.',
      'The speaker says that love means giving up your own plans so your children can have theirs.',
      'Her mother left a good job and a home to raise them in a new country.',
      'The poem ends with the speaker thanking her for that gift.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/addressing the reader/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/1 sentence in the second person \(“you”\)/u);
  });
});

describe('reasons and links', () => {
  it('credit no explaining for a vague “because” and a story’s “So”', async () => {
    const text = [
      'The school day should start later because it is better.',
      'My friend was always late for the first class.',
      'So he went to the office every morning for a late slip.',
      'The office was at the end of a long hall.',
      'Later starts are good.',
    ].join(' ');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/explains why|gives reasons in places/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Backs claims with reasons/u);
  });

  it('name no “another” or quoted “then” as a link when they join no ideas', async () => {
    const text = [
      'The school day should start later.',
      'Students would get another hour of sleep.',
      'They could take another bus.',
      'The principal said, “We will think about it and then decide.”',
      'A later start would help students learn.',
      'Another building could host the early clubs.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.strengths.join(' ')).not.toMatch(/“another”|“then”/u);
  });
});

describe('the linking words named', () => {
  it('do not count ordinals inside a phrase or transitions inside a quotation', async () => {
    const text = [
      'The school day should start later.',
      'The first bell rings at eight, and the second bus arrives after it.',
      'Students in the third row fall asleep.',
      'The principal said, “We will finally decide, however long it takes.”',
      'A later bell would help students learn.',
    ].join(' ');
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.strengths.join(' ')).not.toMatch(/Uses \d+ linking words/u);
    expect(structureAnalysis.feedback).not.toMatch(/clear links/u);
  });
});

describe('the grade rationale', () => {
  it('calls no part strongest that its own note faults', async () => {
    const text = [
      'The school day should start later.',
      'Students are tired. Teachers are tired. The buses are early.',
      'So the day begins too soon for everyone.',
      'A later start is good because it is good.',
    ].join(' ');
    const { overallGrade, criticalThinking, structureAnalysis } = await analyzeEssay(text, arguing);
    const strongest = /Strongest: ([^.]*)\./u.exec(overallGrade.rationale)?.[1] ?? '';
    if (/could say more|gives no reason|repeats the claim/u.test(criticalThinking.feedback))
      expect(strongest).not.toMatch(/critical thinking/u);
    if (structureAnalysis.specificIssues.length > 0) expect(strongest).not.toMatch(/structure/u);
  });

  it('does not call readability strongest beside a sentence the feedback says runs on', async () => {
    const text = [
      'The school day should start later.',
      'Teenagers need more sleep than adults, since their bodies release sleep hormones late at night.',
      'When the bell rings at eight most of the class is still half asleep and the teacher has to say everything twice and nobody remembers the homework and the buses are late because the roads are full of cars and parents are in a hurry and everybody arrives tired and hungry.',
      'A later bell would let students arrive rested and ready to learn.',
    ].join(' ');
    const { overallGrade, grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.feedback).toMatch(/runs on/u);
    expect(/Strongest: ([^.]*)\./u.exec(overallGrade.rationale)?.[1] ?? '').not.toMatch(/readability/u);
  });
});
