import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * Issue 33 part 5: feedback that a teacher finds true of the essay. Plagiarism risk rests on signs of
 * copying, a quotation is only what the writer marked as one, a run-on story is not easy reading,
 * a source response that reads its text is credited with thinking, and a position granted a
 * concession first is still the thesis. The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const letter = {
  ...level,
  subject: 'Letter to your town paper: say whether computers do people more good than harm.',
};
const story = { ...level, subject: 'Write a story about a day you had to be patient.' } as const;
const poem = {
  ...level,
  subject: 'After reading the poem, explain what the speaker means in the last stanza.',
} as const;

describe('plagiarism risk rests on signs of copying', () => {
  it('keeps the risk low for a personal letter whose only unsourced claims are its own figures', async () => {
    const text = [
      'Dear Editor, I believe computers help the people of our town.',
      'In my class about 30 percent of students type their homework every night.',
      'My own marks went up 20 percent after I started typing my notes.',
      'Over 1,200 children in our town take a class online each year.',
      'Computers also let me talk to my grandmother, who lives far away.',
      'That is why I think computers are good for us.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, letter);
    expect(citationCheck.plagiarismRisk).toBe('low');
    // The figures are still named as claims a source would back.
    expect(citationCheck.missingCitations.length).toBeGreaterThanOrEqual(2);
  });

  it('reads a name line after a quotation as its speaker, not as a source left unnamed', async () => {
    const text = [
      'Computers are good for the people of our town.',
      '"I can send the test results to a family doctor in a minute instead of a week."',
      'Ana Ruiz, the nurse at our school.',
      'Typing also saves students time and helps them fix their mistakes.',
      'That is why I think computers are good for us.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, letter);
    expect(citationCheck.plagiarismRisk).toBe('low');
  });

  it('does not read the writer’s words between two short quoted phrases as a long quotation', async () => {
    const text = [
      'Computers are good for small shops in our town.',
      'Many shops put up "open late" signs in the winter when the nights are long and the streets are dark, but the "holiday hours" rarely bring in more buyers.',
      'A shop with a website can sell at any hour of the day.',
      'That is why I think computers help our shops.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, letter);
    expect(citationCheck.plagiarismRisk).toBe('low');
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/quotes a source/u);
  });
});

describe('readability of a story whose sentences run on', () => {
  it('is not scored as fitting when much of the story is one sentence without a full stop', async () => {
    const text = [
      'Last year I waited for my new bike.',
      'it was supposed to come on monday and then it did not come and my dad called the shop and they said it was on a truck somewhere and we waited all week and every day I ran to the window when a truck went by and it was never our truck and my little sister laughed at me every time',
      'On Saturday it came.',
      'It was red.',
      'I rode it all day.',
    ].join(' ');
    const { readabilityScore } = await analyzeEssay(text, story);
    expect(readabilityScore.score).toBeLessThan(70);
  });
});

describe('a source response that explains a passage thinks about it', () => {
  it('credits saying what a character learns and what the poem means as explanation', async () => {
    const text = [
      'The last stanza is about letting go.',
      'The speaker opens her hand and the bird flies away.',
      'She is learning that loving something can mean setting it free.',
      'The message of the poem is that love does not hold on too tightly.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, poem);
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why a point matters/u);
  });
});

describe('a position stated after a concession is the thesis', () => {
  it('reads "It may be true that X, but Y" opening a letter as the position Y', async () => {
    const text = [
      'Dear Editor, It may be true that computers keep people indoors, but computers do more good than harm for our town.',
      'Computers help students finish their homework and projects.',
      'They also let families talk to relatives who live far away.',
      'Some people worry about bad websites, but filters can block them.',
      'For these reasons our town should welcome computers.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, letter);
    expect(argumentClarity.thesisText ?? '').toMatch(/computers do more good than harm/u);
  });
});

describe('a story told in the third person is judged as a story, not as a report', () => {
  it('reads events one person lives through, ordered in time, as a narrative', async () => {
    const text = [
      'The old fisherman pushed his boat into the grey water before sunrise.',
      'The wind was cold and the waves slapped against the hull.',
      'He rowed past the rocks where his father had once lost a net.',
      'By noon he had caught nothing, and his hands ached.',
      'Then the line jerked hard.',
      'He pulled for an hour until a silver fish rose beside the boat.',
      'He smiled, tied it to the side, and rowed home as the sun went down.',
    ].join(' ');
    const { summary, structureAnalysis } = await analyzeEssay(text, level);
    expect(summary.join(' ')).toMatch(/Read as a narrative/u);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/an essay needs an introduction/u);
  });

  it('still reads a report on how something came to be, told in the past, as a report', async () => {
    const text = [
      'Bridges over wide rivers were hard to build before steel was cheap.',
      'Early builders used stone arches, which needed many supports in the water.',
      'Later, engineers hung the road from cables held by tall towers.',
      'Suspension bridges could then cross much wider rivers than arches.',
      'Today most long bridges use cables and steel towers.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, level);
    expect(summary.join(' ')).toMatch(/Read as a report/u);
  });
});

describe('a response that says what the details of its text do', () => {
  const obstacles = {
    ...level,
    subject: 'After reading the article, describe the obstacles the builders faced.',
  } as const;
  const setting = {
    ...level,
    subject: 'After reading the story, describe how the setting affects the hiker.',
  } as const;

  it('credits a consequence that closes its sentence (“…, making it unsafe.”)', async () => {
    const text = [
      'The builders of the tower faced several obstacles.',
      'The heavy ships pulled on the mast in every gust, making the tower unsafe.',
      'The law kept airships high above the crowded streets of the city.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, obstacles);
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).toMatch(/making the tower unsafe/u);
  });

  it('credits saying what mood or tone a detail creates as a reading of it', async () => {
    const text = [
      'The hiker walks through a valley in late autumn.',
      'The bare trees and the grey sky set a lonely mood for the walk.',
      'The empty cabins by the trail add to the hopeless tone.',
      'The howling wind gives an air of danger to every step.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, setting);
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why a point matters/u);
  });
});

describe('a quotation signed in its own sentence', () => {
  it('reads the name after the closing mark as its speaker', async () => {
    const text = [
      'Computers are good for the people of our town.',
      '"I can send the test results to a family doctor in a minute instead of a week" Ana Ruiz, the nurse at our school.',
      'Typing also saves students time and helps them fix their mistakes.',
      'That is why I think computers are good for us.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, letter);
    expect(citationCheck.plagiarismRisk).toBe('low');
  });
});
