import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

const level = { academicLevel: 'high-school' } as const;
const arguing = { ...level, subject: 'Should towns build more cycle lanes? Give your opinion.' } as const;

function essay(...paragraphs: string[]): string {
  return paragraphs.join('\n\n');
}

const OPENING =
  'Many towns are crowded with cars every morning. I believe that every town should build more cycle lanes.';
const CLOSING =
  'In conclusion, cycle lanes make towns calmer, healthier and cheaper to run. Every town council should plan them now.';

/** Every word or phrase the feedback puts in quotation marks, except quotations of the essay's own sentences. */
function quotedWords(said: string): string[] {
  return [...said.matchAll(/“([^”]+)”/gu)].map((match) => (match[1] as string).replace(/\s*…$/u, '').trim());
}

describe('sources the writer names', () => {
  it('are counted as citations when the writer names the author and quotes the source', async () => {
    const text = essay(
      OPENING,
      'As the planner Rosa Delgado writes in her book on city streets, "a lane painted on the road is an invitation to ride." Painted lanes cost little and invite new riders.',
      CLOSING,
    );
    const { summary } = await analyzeEssay(text, arguing);
    expect(summary.join(' ')).not.toContain('Citations: none found.');
  });

  it('are counted as citations, not as unsourced claims, when the sentence opens “According to” a named person', async () => {
    const text = essay(
      OPENING,
      'According to the engineer Ana Ruiz, a protected lane halves the injuries on a busy road. Safer roads bring more riders.',
      CLOSING,
    );
    const { summary, citationCheck } = await analyzeEssay(text, arguing);
    expect(summary.join(' ')).not.toContain('Citations: none found.');
    expect(citationCheck.missingCitations.map((claim) => claim.text).join(' ')).not.toContain('According to');
  });

  it('are counted as citations when the writer adds a bracketed reference', async () => {
    const text = essay(
      OPENING,
      'Cities that added protected lanes saw fewer injuries on their main roads [2]. Safer roads bring more riders, and more riders make the roads safer again.',
      CLOSING,
    );
    const { summary } = await analyzeEssay(text, arguing);
    expect(summary.join(' ')).not.toContain('Citations: none found.');
  });
});

describe('a response that cites the text it reads', () => {
  const responding = {
    ...level,
    subject: 'Using details from the article, explain why the town moved its market.',
  } as const;

  it.each([
    'The author states that the old square flooded every spring. That is why the market moved to the hill.',
    'In the article "A Market on the Hill" by Tom Reyes, the square floods every spring. That is why the market moved.',
    'The square flooded every spring, and "the stalls stood in water up to the knees." That is why the market moved to the hill.',
  ])('is not told it has no citations: %s', async (text) => {
    const { summary } = await analyzeEssay(text, responding);
    expect(summary.join(' ')).not.toContain('Citations: none found.');
  });

  it.each([
    'In paragraph two the writer says the square flooded every spring. That is why the market moved to the hill.',
    'In the third paragraph the writer says the square flooded every spring. That is why the market moved to the hill.',
  ])('counts a paragraph named in words as a reference to the text: %s', async (text) => {
    const { summary } = await analyzeEssay(text, responding);
    expect(summary.join(' ')).toMatch(/1 reference to a page, paragraph or line/u);
  });
});

describe('a statistic given without a source', () => {
  it.each([
    'Three out of four drivers in our town travel less than five kilometres to work each day.',
    'One in five children in our town is driven to a school less than a kilometre from home.',
    'About 12,000 cars cross the town centre every single morning before nine o’clock.',
  ])('is listed as a claim that needs a source: %s', async (statistic) => {
    const text = essay(OPENING, `${statistic} Most of those trips could be made by bike instead.`, CLOSING);
    const { citationCheck } = await analyzeEssay(text, arguing);
    expect(citationCheck.missingCitations.map((claim) => claim.text).join(' ')).toContain(statistic.slice(0, 20));
  });
});

const REASONED_WITHOUT_LISTED_WORDS = essay(
  'Our town needs more cycle lanes. The roads near the schools are full of cars every morning.',
  'Children who cycle to school arrive awake and ready to learn. It clearly proves that the short ride does them good, so that parents should feel safe letting them ride.',
  'A lane for bikes also takes cars off the busiest roads. The reason is simple: a parent who sees a safe route will leave the car at home.',
  'All in all, cycle lanes would make our town a better place to live.',
);

describe('the critical-thinking score and what is said about it', () => {
  it('is not 0 when the note says the essay gives reasons', async () => {
    const { criticalThinking } = await analyzeEssay(REASONED_WITHOUT_LISTED_WORDS, arguing);
    expect(criticalThinking.feedback).toMatch(/gives reasons|explains why/u);
    expect(criticalThinking.score).toBeGreaterThan(0);
  });

  it('does not ask for “this shows” when the essay already says what its details show', async () => {
    const text = essay(
      'Our town needs more cycle lanes. The roads near the schools are full of cars every morning.',
      'Children who cycle to school arrive awake and ready to learn. It clearly shows that a short ride does them good.',
      'A lane for bikes also takes cars off the busiest roads. Parents who see a safe route leave the car at home.',
      'All in all, cycle lanes would make our town a better place to live.',
    );
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
  });

  it('names only reasoning words the essay uses', async () => {
    const text = essay(
      OPENING,
      'Cycling is cheap because a bike costs less than a month of petrol. Because lanes are safe, parents let their children ride. It is quiet because bikes make no noise.',
      'Cycling is healthy because riders move every day. Because they move, they sleep better. Towns are cleaner because bikes give off no fumes.',
      CLOSING,
    );
    const { criticalThinking } = await analyzeEssay(text, arguing);
    for (const word of quotedWords(criticalThinking.feedback)) expect(text.toLowerCase()).toContain(word.toLowerCase());
  });

  it('is not praised for its reasoning in the advice for the weakest area when reasoning is not what is missing', async () => {
    const { criticalThinking, overallGrade } = await analyzeEssay(REASONED_WITHOUT_LISTED_WORDS, arguing);
    if (!overallGrade.improvementToNextGrade.includes('weakest area is critical thinking')) return;
    expect(criticalThinking.feedback).toMatch(/gives reasons|explains why/u);
    expect(overallGrade.improvementToNextGrade).not.toMatch(/Explain why each point matters/u);
  });
});

describe('explanations and reflection in the writer’s own words', () => {
  it('credits a response that reasons through consequences (“if … would”, “too … to”)', async () => {
    const text =
      'The builders faced two problems with the tower. If a storm hit the tower, the cables would snap under the strain. The old wooden frame was too weak to hold a second floor. A steel frame solved both problems at a cost of ten thousand dollars.';
    const { criticalThinking } = await analyzeEssay(text, {
      ...level,
      subject: 'Using details from the article, explain the problems the builders faced.',
    });
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
  });

  it('credits a story that ends by judging what happened (“so I guess it was a good thing”)', async () => {
    const text = essay(
      'Last autumn I waited three hours at the station for a delayed train. I was cold and hungry, and my phone had died.',
      'When the train finally came, it was almost empty. I found a seat by the window and watched the hills turn orange in the sunset.',
      'So I guess it was a good thing that the train was late. Waiting has its rewards.',
    );
    const { criticalThinking } = await analyzeEssay(text, {
      ...level,
      subject: 'Write a story about a time when you had to be patient.',
    });
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).toMatch(/reflects on what happened/u);
  });
});

describe('the tone the essay is given', () => {
  it('is not called formal when the writer talks to the reader and uses idioms', async () => {
    const text = essay(
      'You know how it feels when you are stuck in traffic and late for school. Honestly, it drives me up the wall every single morning.',
      'My friends and I would ride to school if we could, you see. At the end of the day, a bike is way faster than a bus stuck in a jam, trust me.',
      'So yeah, I think our town should build more cycle lanes. It is a no-brainer if you ask me.',
    );
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/^Formal/u);
  });

  it('is not called conversational when a formal essay uses one everyday word', async () => {
    const text = essay(
      'Traffic congestion imposes considerable costs on towns. Consequently, councils should invest in dedicated cycle lanes.',
      'Dedicated lanes reduce injuries among cyclists and encourage residents to travel by bicycle. Furthermore, they lower the emissions that harm public health.',
      'Opponents argue that lanes reduce parking, which matters to local shops. However, customers who arrive by bicycle visit more often and spend comparable amounts, among other things.',
      'In conclusion, cycle lanes are a modest investment with substantial returns for residents and businesses.',
    );
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/conversational/iu);
  });
});

describe('the tone of a story or a letter', () => {
  it('does not take the “you” of the characters’ dialogue as the writer talking to the reader', async () => {
    const text = essay(
      'Last winter my sister and I missed the last bus home. "Do you know the way?" she asked me. "You will have to trust me," I answered.',
      '"Are you cold?" I asked after an hour. "Can you carry my bag?" she replied, and I took it from her without a word.',
      'We reached our street just after midnight. I learned that night that my sister trusted me more than I had ever guessed.',
    );
    const { grammarAndStyle } = await analyzeEssay(text, level);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/conversational/iu);
  });

  it('does not call a letter conversational for addressing its reader as “you”', async () => {
    const text = [
      'Dear Editor,',
      'I am writing to ask the council to build cycle lanes on Station Road. You will have seen the queues of cars that form there every morning.',
      'Your readers who cycle face lorries on a narrow road. I would ask you to support a safe lane in your next edition.',
      'Yours faithfully,\nA. Reader',
    ].join('\n\n');
    const { grammarAndStyle } = await analyzeEssay(text, level);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/conversational/iu);
  });
});

describe('words the feedback quotes', () => {
  it('occur in the essay', async () => {
    const text = essay(
      OPENING,
      'Cycling is cheap, for instance a bike costs less than a month of petrol. Riders also save on parking.',
      'Cycling is healthy, since riders move every day. They sleep better and feel calmer at work.',
      CLOSING,
    );
    const result = await analyzeEssay(text, arguing);
    const claims = [
      ...result.argumentClarity.strongPoints,
      ...result.structureAnalysis.strengths,
      result.criticalThinking.feedback,
    ].join(' ');
    for (const word of quotedWords(claims)) expect(text.toLowerCase()).toContain(word.toLowerCase());
  });
});

describe('strengths the essay has', () => {
  it('names quotations that are used and explained', async () => {
    const text =
      'The story shows that the grandfather is patient. When the boy breaks the clock, the grandfather says "we will mend it together, one wheel at a time." This shows that he cares more about the boy than about the clock.';
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'Using details from the story, describe the grandfather.',
    });
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/quot/iu);
  });

  it('names a story’s reflection on what happened as a strong point', async () => {
    const text = essay(
      'Last spring I tried to bake bread for my family for the first time. The dough would not rise, and the kitchen was covered in flour.',
      'My mother showed me how to knead it and wait in a warm place. The second loaf came out golden and smelled wonderful.',
      'That day taught me that a failure is only the first try. I still bake bread every Sunday.',
    );
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'Write a story about a time you learned something new.',
    });
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/[Rr]eflects/u);
  });

  it('does not say a body paragraph gives no reason when it reasons with “so” or explains a quotation', async () => {
    const text = essay(
      OPENING,
      'Roads in the centre are narrow and busy at rush hour. A lane of their own lets riders pass the queues, so a trip that takes twenty minutes by car takes ten by bike and nobody has to hunt for a parking space at the end.',
      'The local paper called our main street "a car park that moves an inch an hour." That describes every weekday morning here, and it will stay that way until people have a real choice of how to travel into town.',
      CLOSING,
    );
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/makes claims without a reason/u);
  });

  it('reads a last paragraph that restates the position as a conclusion, without a signpost phrase', async () => {
    const text = essay(
      OPENING,
      'Cycle lanes make the roads safer, because riders no longer share a lane with lorries. Parents who see a safe route let their children ride to school.',
      'Cycle lanes also save money, since a lane costs far less than a new road. Riders need no parking spaces either.',
      'Every town should build more cycle lanes. They make the roads safer and save money, and the people who ride will thank the council for years.',
    );
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/does not read as a conclusion/u);
  });
});
