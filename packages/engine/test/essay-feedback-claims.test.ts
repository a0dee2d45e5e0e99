import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const RESPONSE = { academicLevel: 'high-school', subject: 'Response to the article' } as const;

/** A response that explains each quotation without "because" or "therefore". */
const EXPLAINED_RESPONSE = [
  'The author shows that the bridge changed the village. In paragraph 2 she writes that "the market doubled within a year." This tells us that farmers could finally sell across the river.',
  'The author also says the old ferry was dangerous (paragraph 4). She describes "boats turning over in the spring floods." That detail makes the reader see why people wanted the bridge so much.',
].join('\n\n');

/** Clean spelling, with wrong words and run-ons a checker does not always see. */
const CLEAN_LOOKING_ARGUMENT = [
  'Our town should build a skate park near the library. I think it would give teenagers a safe place to meet and it would keep them off the busy roads their parents would feel calmer to.',
  'First, teenagers need somewhere to go after school. Right now they sit outside the shops and the owners ask them to leave, they have no where else to be.',
  'Second, a park brings people together. Younger children could watch the older ones and learn new tricks, parents could talk while they wait.',
  'Some people may say the park would be noisy. The library closes at six, so the noise would not disturb readers.',
  'In conclusion, a skate park is a good use of the empty land. It gives teenagers a place of there own and makes the town friendlier for everyone.',
].join('\n\n');

describe('error counts say what the checker flagged, never how many errors there are', () => {
  it('says what the checks flagged and that they miss some errors', async () => {
    const result = await analyzeEssay(CLEAN_LOOKING_ARGUMENT, { academicLevel: 'high-school' });
    const said = [result.grammarAndStyle.feedback, ...result.summary].join(' ');
    expect(said).not.toMatch(/\b0 (?:grammar|spelling) issues?\b|No grammar or spelling errors were found/u);
    expect(result.grammarAndStyle.feedback).toMatch(/flagged/u);
    expect(result.grammarAndStyle.feedback).toMatch(/miss/u);
  });

  it('keeps the numbers as what was flagged', async () => {
    const careless = CLEAN_LOOKING_ARGUMENT.replace('teenagers need', 'teenagres need').replace(
      'people together',
      'peopel together',
    );
    const result = await analyzeEssay(careless, { academicLevel: 'high-school' });
    expect(result.summary.join(' ')).toMatch(
      /At least (?:\d+ grammar errors? and )?[1-9]\d* spelling errors?(?: \([^)]*\))?: the ones the checks flagged|Many spelling errors: [1-9]\d* flagged/u,
    );
    expect(result.summary.join(' ')).not.toMatch(/issues? found/u);
  });

  it('does not praise the grammar of a text too short to show it', async () => {
    const result = await analyzeEssay('I think school should start later. Students are tired in the morning.', {
      academicLevel: 'high-school',
    });
    expect(result.overallGrade.rationale).not.toMatch(/Strongest:[^.]*grammar/u);
  });
});

describe('critical thinking said from what the answer explains', () => {
  it('does not say an answer that explains its quotations gives facts without meaning', async () => {
    const { criticalThinking } = await analyzeEssay(EXPLAINED_RESPONSE, RESPONSE);
    expect(criticalThinking.feedback).not.toMatch(/without saying what they mean|rarely explains/u);
  });

  it('advises saying why a point matters when no sentence explains anything', async () => {
    const listed = [
      'The article is about a bridge. The bridge is long. It has two lanes. It opened in the spring.',
      'The village has a market. The market is on Saturdays. Farmers sell apples there. The ferry is old.',
    ].join('\n\n');
    const { criticalThinking } = await analyzeEssay(listed, RESPONSE);
    expect(criticalThinking.feedback).toMatch(/could say more often why a point matters/u);
  });
});

describe('structure said from what the text shows', () => {
  it('does not say a well sequenced story has few linking words', async () => {
    const story = [
      'When I was nine, my grandfather took me fishing one summer. We woke up before the sun and walked down to the lake.',
      'For an hour nothing happened, so I started to complain. Then my line pulled hard and I almost dropped the rod because it bent so far.',
      'After a long fight, we pulled a big silver fish into the boat. My grandfather laughed while I held it up, and later we let it go.',
      'Since that day I have loved early mornings, because they remind me of him and of the patience he taught me.',
    ].join('\n\n');
    const { structureAnalysis } = await analyzeEssay(story, { academicLevel: 'high-school', subject: 'A story' });
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/Few linking words/u);
  });

  it('praises clear links between ideas only where linking words were found', async () => {
    const answer =
      'The bridge helped the village because the market grew. Farmers sold more apples when the river was easy to cross. The ferry was not needed, so people were happy.';
    const { structureAnalysis } = await analyzeEssay(answer, RESPONSE);
    expect(structureAnalysis.feedback).not.toMatch(/clear links/u);
  });
});

describe('a response cites its text by paragraph', () => {
  it('counts paragraph references as citations of the text read', async () => {
    const result = await analyzeEssay(EXPLAINED_RESPONSE, RESPONSE);
    expect(result.summary.join(' ')).not.toMatch(/Citations: none found/u);
    expect(result.summary.join(' ')).toMatch(/2 references to pages, paragraphs or lines/u);
  });
});
