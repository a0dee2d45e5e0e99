import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * Where the feedback finds the position and what it calls a qualified claim are true of the essay.
 * The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const argument = {
  ...level,
  subject: 'Should pupils be set homework every night? Convince your head teacher of your view.',
} as const;
const phones = { ...level, subject: 'Should phones be allowed in class? Give your opinion.' } as const;

describe('the position of an unbroken letter', () => {
  it('is the answer to a question that judges the topic, not a later example', async () => {
    const text = [
      'Dear Editor, Is homework a waste of time? Surely not!',
      'It can feel dull, but it trains the mind.',
      'Pupils practise at home what they heard in class, and they remember it longer.',
      'My first reason is that practice makes the lesson stick.',
      'A pupil who works ten sums a night can do them without thinking by the test.',
      'You should see how quickly such pupils answer in class!',
      'In short, homework builds habits that last.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, argument);
    expect(argumentClarity.thesisText).toBe('Is homework a waste of time? Surely not!');
  });

  it('is a judgement told with its verb in “-ing”, not a later sentence with “should”', async () => {
    const text = [
      'Did you know that most pupils now carry a phone to school?',
      'These phones are quietly harming students.',
      'Pupils check messages instead of listening and miss half of every lesson.',
      'A girl in my class read her messages through a whole test.',
      'Teachers should not have to compete with a screen.',
      'Phones belong in lockers until the last bell.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, phones);
    expect(argumentClarity.thesisText).toBe('These phones are quietly harming students.');
  });
});

describe('the answer a response opens with', () => {
  it('is the opening judgement of what was asked about, not the first reason after it', async () => {
    const text = [
      'Based on the excerpt, the plan to lift the ship in winter was not safe.',
      'One danger the divers faced was water so cold that their hands went numb.',
      'Another was the storms, which stirred up the sand until no one could see.',
      'The excerpt says the team gave up after two weeks, which shows how hard the work was.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'After reading “Cold Water”: the dangers the divers faced in raising the ship.',
    });
    expect(argumentClarity.thesisText).toBe('Based on the excerpt, the plan to lift the ship in winter was not safe.');
  });
});

describe('a claim called qualified', () => {
  it('is not an example of use set in a wish or a need ("if I want to…, I can…")', async () => {
    const text = [
      'Dear Editor, I believe computers help students learn.',
      'For example, if I want to learn about a country, I can read about its food and its history in minutes.',
      'If pupils need facts for a project, they can find them at home.',
      'Computers let you talk to faraway places, like if you live by the sea you can call a cousin in the hills.',
      'Computers also let friends who live far apart talk every day because calls cost money and messages do not.',
      'Some people say computers keep children indoors, but a child can switch off and go out.',
      'Computers are good for our town, and every family should have one.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, argument);
    expect(criticalThinking.feedback).not.toMatch(/qualifies some claims/u);
  });
});

describe('words the writer puts in quotation marks of their own', () => {
  const text = [
    'Dear Editor, I believe computers help families stay close.',
    'My aunt lives across the ocean, and we talk to her on a video call every Sunday for free, "isn\'t that great"!',
    'Now you are thinking, "children sit at the screen all day"?',
    'That is up to the parents, because a family can set a time limit and keep to it.',
    'Computers also let pupils look up facts for homework in minutes, which saves trips to the library.',
    'Every family should have a computer at home.',
  ].join(' ');

  it('are neither quoted evidence nor a source left unnamed', async () => {
    const { argumentClarity, citationCheck } = await analyzeEssay(text, argument);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/without saying which/u);
    expect(citationCheck.plagiarismRisk).toBe('low');
  });
});

describe('a story told in order', () => {
  it('is not told it has few linking words beside the strength that names its order words', async () => {
    const text = [
      'Last spring my grandfather and I repaired an old rowing boat that had sat in his barn for years.',
      'The hull had three long cracks along one side.',
      'We scraped off the old paint with wire brushes on the first weekend.',
      'Soon our arms ached from the scraping.',
      'My grandfather showed me how to fill each crack with resin.',
      'After two weeks the resin had set hard.',
      'We painted the hull dark green with a white stripe.',
      'Later we carried the boat down to the lake on a borrowed trailer.',
      'It floated without a drop of water inside.',
      'My grandfather rowed it across the lake in the evening light.',
      'I sat at the back with a fishing rod.',
    ].join(' ');
    const { argumentClarity, structureAnalysis } = await analyzeEssay(text, {
      ...level,
      subject: 'Tell the story of something you repaired with someone.',
    });
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/Tells its events in order/u);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/Few linking words/u);
  });
});

describe('a purpose told with “in the hope that”', () => {
  it('is a reason the response gives, not a detail left unexplained', async () => {
    const text = [
      'The mood of the memoir is thankful from start to finish.',
      'The writer describes a small kitchen where his aunt cooked for the whole street.',
      'His parents crossed the sea with one suitcase in the hope that their son would never go hungry.',
      'He ends by saying he can never repay them, and his aunt kept cooking in the hope of bringing the neighbours together.',
      'Every detail of the kitchen makes the reader feel the warmth he is thankful for.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, {
      ...level,
      subject: 'After reading the memoir: describe the mood the writer creates.',
    });
    expect(criticalThinking.feedback).toMatch(/in the hope (?:that|of)/u);
  });
});

describe('a thought the writer gives the reader in quotation marks', () => {
  it('raises no plagiarism risk', async () => {
    const text = [
      'Dear Editor, I believe every family should have a computer at home.',
      'Pupils can look up facts for homework in minutes, which saves long trips to the library.',
      'Now you are thinking, "that is exactly what the school library is there for".',
      'The library closes at four, so pupils who work after school can only study online.',
      'Families who live far from each other can also talk every day without paying for calls.',
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, argument);
    expect(citationCheck.plagiarismRisk).toBe('low');
  });
});
