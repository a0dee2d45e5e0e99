import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * Issue 33 (item 5): each statement of the feedback is checked against the essay it describes. The
 * essays here are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const arguing = { ...level, subject: 'Should the town close its small zoo? Give your opinion.' } as const;
const responding = {
  ...level,
  subject: 'After reading the story, explain why the author ends it with the return of the swallows.',
} as const;
const telling = { ...level, subject: 'Write about a time when you had to be patient.' } as const;

function essay(...paragraphs: string[]): string {
  return paragraphs.join('\n\n');
}

const BODY = [
  'The zoo teaches children about animals they would never see otherwise. Every spring the schools bring their classes, because a lesson in front of a real otter is remembered for years.',
  'The zoo also looks after animals that cannot live in the wild. Its keepers raise injured owls and release them when they are strong again.',
];
const ENDING =
  'In conclusion, the zoo costs the town little and gives its children a great deal. The council should keep it open.';

describe('the position an introduction states', () => {
  it('is found when it follows a contrast (“But I do not think …”)', async () => {
    const stance = 'But I do not think closing it would be a good decision for the town.';
    const text = essay(
      `The council wants to close the small zoo in the park to save money. ${stance}`,
      ...BODY,
      ENDING,
    );
    const { argumentClarity, summary } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe(stance);
    expect(summary.join(' ')).not.toMatch(/No clear thesis|No position is stated outright/u);
  });

  it('is found when it is stated with “shouldn’t”', async () => {
    const stance = 'A zoo that teaches so many children shouldn’t be closed to save a little money.';
    const text = essay(`Our town has had a small zoo for fifty years. ${stance}`, ...BODY, ENDING);
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe(stance);
  });

  it('is found when the writer says what they are against', async () => {
    const stance = 'I am against closing the zoo in the park.';
    const text = essay(`Our town has had a small zoo for fifty years. ${stance}`, ...BODY, ENDING);
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe(stance);
  });

  it('is not taken from background that reports the debate or from a conditional aside', async () => {
    const text = essay(
      'There is always an argument about whether small zoos should be closed when money is short. If the zoo is so popular then they should of charged more for the tickets.',
      ...BODY,
      'No, I do not believe that the zoo should be closed. It costs the town little and gives its children a great deal.',
    );
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBeNull();
    expect(argumentClarity.strongPoints).not.toContain('The introduction states a clear position.');
  });

  it('is said to come only later, quoted, when the introduction states none but a later paragraph does', async () => {
    const text = essay(
      'Our town has had a small zoo in the park for fifty years. Families visit it on Sundays.',
      ...BODY,
      'No, I do not believe that the zoo should be closed. It costs the town little and gives its children a great deal.',
    );
    const { argumentClarity } = await analyzeEssay(text, arguing);
    const gaps = argumentClarity.logicalGaps.join(' ');
    expect(gaps).not.toMatch(/does not state a position/u);
    expect(gaps).toContain('I do not believe that the zoo should be closed');
  });
});

describe('quotations of the text a response reads', () => {
  it('are counted as citations when they are in single quotation marks', async () => {
    const text =
      "The author ends the story with the swallows because they come back every spring. The narrator says 'the swallows always find their way home' and that is why the girl stops worrying. The narrator also says 'next spring I will be here to see them' near the end.";
    const { summary } = await analyzeEssay(text, responding);
    expect(summary.join(' ')).not.toContain('Citations: none found.');
    expect(summary.join(' ')).toMatch(/2 quotations/u);
  });

  it('are not counted as sources named in the text', async () => {
    const text =
      'The author ends the story with the swallows for a reason. In the story "the swallows circled the barn and settled under the roof" when the girl came home. For example "she laughed for the first time since winter" at the end.';
    const { summary } = await analyzeEssay(text, responding);
    expect(summary.join(' ')).not.toMatch(/source named|sources named/u);
    expect(summary.join(' ')).toMatch(/2 quotations/u);
  });

  it('are counted when one quoted passage runs over two sentences', async () => {
    const text =
      'The builders faced many problems with the mast. The excerpt says "The wind at the top was violent. It pushed the ships away from the mast." That was the main problem for them.';
    const { summary } = await analyzeEssay(text, {
      ...level,
      subject: 'Using details from the excerpt, describe the obstacles the builders faced.',
    });
    expect(summary.join(' ')).toMatch(/1 quotation/u);
  });

  it('are citations when the response reports what the narrator says without quotation marks', async () => {
    const text =
      'The author ends the story with the swallows because they bring hope. Narrator says the swallows come back to the same barn every year. The narrator also says the girl will wait for them next spring.';
    const { summary } = await analyzeEssay(text, responding);
    expect(summary.join(' ')).not.toContain('Citations: none found.');
    expect(summary.join(' ')).not.toMatch(/sources? named/u);
  });

  it('are named as evidence among the strong points, even when they are not explained', async () => {
    const text =
      'The builders had many problems with the tower. One problem was the wind: "the gusts at the top could reach eighty miles an hour." Another problem was the cost of "a new steel frame for the top four floors."';
    const { argumentClarity } = await analyzeEssay(text, {
      ...level,
      subject: 'Using details from the article, describe the problems the builders faced.',
    });
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/quotations? from the text/u);
  });
});

describe('what a response says about its quotations', () => {
  it.each([
    'The narrator says "the swallows always find their way home." The author means that the girl will find her way home too.',
    'The story ends with "the swallows circled the barn and settled under the roof." This tells us that the family is whole again.',
    'The author ends the story with the swallows to show that the girl has hope again after the long winter.',
    'The girl sees the swallows come back. The way the author describes them puts the reader in a hopeful mood.',
  ])('credits an explanation of a quotation or detail: %s', async (text) => {
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
  });

  it('does not credit a quotation introduced by “for example” as an explanation of it', async () => {
    const text =
      'The author ends the story with the swallows. For example, "the swallows circled the barn and settled under the roof." Another example is "she watched them until dark."';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/explains why/u);
    expect(criticalThinking.score).toBeLessThan(50);
  });
});

describe('a response that reasons out consequences', () => {
  it.each([
    'The builders had two problems. The weight of a moored airship would put great stress on the top of the tower. A fire over the crowded streets would be far more deadly than one over an empty field.',
  ])('is credited with explaining: %s', async (text) => {
    const { criticalThinking } = await analyzeEssay(text, {
      ...level,
      subject: 'Using details from the article, describe the problems the builders faced.',
    });
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
  });
});

describe('how the organisation is described', () => {
  it('does not claim clear links between ideas when only one linking word joins them', async () => {
    const text =
      'The mood of the story is calm. The family sits by the fire in the evening. The grandmother tells stories about her village. Also the house smells of bread and apples.';
    const { structureAnalysis } = await analyzeEssay(text, responding);
    expect(structureAnalysis.feedback).not.toMatch(/clear links/u);
  });

  it('does not praise the linking of a response that links with one everyday word', async () => {
    const text =
      'The mood of the story is calm when the family eats together. The grandmother smiles at everyone at the table. The house smells of bread and apples.';
    const { structureAnalysis } = await analyzeEssay(text, responding);
    expect(structureAnalysis.strengths.join(' ')).not.toMatch(/link/iu);
  });

  it('names the sequence of a story told with “one … another … the last” as a strength', async () => {
    const text =
      'Last summer I waited for three things to happen before I could ride my new bike. One was that my arm had to heal after I broke it. Another was that my dad had to fix the brakes. The last one was that it had to stop raining, and it rained for a whole week. When the sun finally came out I rode to the lake and back, and the waiting made the ride feel even better.';
    const { structureAnalysis } = await analyzeEssay(text, telling);
    expect(structureAnalysis.strengths.join(' ')).toMatch(/another/u);
  });

  it.each([
    'So please come to the council meeting on Friday and vote to keep the zoo open. Thank you for reading my letter.',
    'Keep the zoo open for the next fifty years. Thank you for your time.',
  ])('reads a closing call to act or thanks as a conclusion: %s', async (ending) => {
    const text = essay(
      'The council wants to close the small zoo in the park. I believe that the zoo should stay open.',
      ...BODY,
      ending,
    );
    const { structureAnalysis } = await analyzeEssay(text, arguing);
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/does not read as a conclusion/u);
  });
});

describe('a story’s reflection in its own words', () => {
  const STORY_START =
    'Last winter our car broke down on a quiet road far from any town. My sister and I sat in the back while my dad called for help, and the snow kept falling. After an hour my sister started to sing a silly song about a penguin. Soon all three of us were laughing so hard that we forgot the cold.';

  it.each([
    'The laughter brought us closer than we had been in a long time.',
    'All that waiting in the cold was worth it because it gave us a song we still sing.',
    'From that day on my sister and I sing that song whenever something goes wrong.',
  ])('is credited: %s', async (ending) => {
    const { criticalThinking } = await analyzeEssay(`${STORY_START} ${ending}`, telling);
    expect(criticalThinking.feedback).toMatch(/reflects on what happened/u);
  });
});
