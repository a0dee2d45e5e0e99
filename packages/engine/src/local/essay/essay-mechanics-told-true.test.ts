import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * What the feedback says of mechanics, counts, readability and quotations is true of the essay:
 * no count is told as the total, no run-on or small-letter start is named where the writer punctuated
 * correctly, plain words are not called complex, titles and imagined questions are not quotations of
 * a source, and a transcription gap is not a paragraph. The essays are written for these tests.
 */
const arguing = { academicLevel: 'high-school', subject: 'Should towns build more bicycle lanes?' } as const;
const story = { academicLevel: 'high-school', subject: 'Write about a trip that went wrong.' } as const;

const LANES = [
  'Our town should build more bicycle lanes on its main roads.',
  'Many families would ride to work and school if they felt safe on the road, and fewer cars would leave the air cleaner for everyone.',
  'Bicycle lanes make riding safer.',
  'When riders share a narrow lane with buses and lorries, even careful people are frightened, and parents will not let their children ride.',
  'A painted lane with a low kerb gives each rider a space of their own.',
  'Lanes also help the shops in the centre.',
  'People on bicycles stop more often than drivers do, because they can park anywhere and do not pay for a space.',
  'Some drivers argue that lanes take space from cars.',
  'However, a lane that carries two hundred riders an hour moves more people than a lane of cars stuck in traffic.',
  'Bicycle lanes would make our town safer, busier and cleaner, and the council should build them this year.',
];

describe('the error counts', () => {
  it('never give a perfect conventions score from an absence of flags alone', async () => {
    const { overallGrade, grammarAndStyle } = await analyzeEssay(LANES.join(' '), arguing);
    const conventions = overallGrade.traits?.find((trait) => trait.trait === 'conventions');
    expect(grammarAndStyle.grammarIssues + grammarAndStyle.spellingIssues).toBe(0);
    expect(conventions?.score).toBeLessThan(100);
    expect(grammarAndStyle.score).toBeLessThan(100);
  });

  it('say what was found in how many words, and what the checks miss, when none are flagged', async () => {
    const { summary, grammarAndStyle } = await analyzeEssay(LANES.join(' '), arguing);
    const counts = summary.find((line) => /flagged no grammar or spelling error/u.test(line)) ?? '';
    expect(counts).toMatch(/in \d+ words/u);
    expect(counts).not.toMatch(/^0 |no errors\b/u);
    expect(grammarAndStyle.feedback).toMatch(/wrong words/u);
    expect(grammarAndStyle.feedback).toMatch(/sentence fragments/u);
  });

  it('still score clean writing above writing with frequent errors', async () => {
    const clean = await analyzeEssay(LANES.join(' '), arguing);
    const slips = await analyzeEssay(
      [...LANES.slice(0, 8), 'Hovever, a lane that carrys two hundred riders moves more pepole then cars.'].join(' '),
      arguing,
    );
    expect(clean.grammarAndStyle.score).toBeGreaterThan(slips.grammarAndStyle.score);
    expect(clean.grammarAndStyle.score).toBeGreaterThanOrEqual(90);
  });
});

describe('the run-on sentences', () => {
  const INTRODUCING =
    'The danger of riding beside traffic is shown best by the council’s own road report, which the writers published after a long winter of counting every crash on the ring road and the bridge: "Of the riders hurt last year, most were struck at junctions where no lane was painted and drivers turning left could not see them until the last moment."';

  it('are not named for a long sentence that introduces a quotation after a colon', async () => {
    const { grammarAndStyle } = await analyzeEssay(
      [...LANES.slice(0, 6), INTRODUCING, ...LANES.slice(6)].join(' '),
      arguing,
    );
    expect(grammarAndStyle.feedback).not.toMatch(/runs? on for/u);
    expect(grammarAndStyle.feedback).not.toMatch(/many more errors than these counts/u);
  });

  it('are still named for a long sentence of clauses joined without a stop', async () => {
    const runOn =
      'We rode to the lake on Saturday and the path was muddy and my brother fell off twice and his chain came loose and we had to push the bikes up the hill and then it started to rain and we sheltered under a bridge and ate our sandwiches and waited for an hour until the sky cleared.';
    const { grammarAndStyle } = await analyzeEssay([...LANES, runOn].join(' '), arguing);
    expect(grammarAndStyle.feedback).toMatch(/1 sentence runs on for \d+ words/u);
  });
});

describe('the sentences begun with a small letter', () => {
  it('are not named after an anonymised word, an ellipsis, a quotation or a colon', async () => {
    const text = [
      'Our trip to the coast began badly.',
      'More than half of the @CAPS1. population takes a holiday by the sea, and we wanted to be part of it.',
      'Dad packed the car, then stopped... then packed it again.',
      'My sister kept singing "we are going to the sea. we are going today" until we begged her to stop.',
      'We had three rules for the day:',
      'keep together, drink water, and be back at the car by six.',
      'By noon the rain had soaked the towels, the sandwiches and the map.',
      'We laughed about it all the way home.',
    ].join('\n');
    const { grammarAndStyle, summary } = await analyzeEssay(text, story);
    expect(grammarAndStyle.feedback).not.toMatch(/begins? with a small letter/u);
    expect(summary.join(' ')).not.toMatch(/begun with a small letter/u);
  });

  it('are still named where a sentence after a full stop begins in small letters', async () => {
    // Lines with no stop at their end: the checks read each as a sentence of its own and flag nothing.
    const text = [
      'Our trip to the coast began badly on a grey Saturday morning.',
      'The car would not start and Dad had to call a neighbour',
      'then we waited on the steps for an hour.',
      'The neighbour came with cables and the engine roared',
      'the whole street heard it.',
    ].join('\n');
    const { grammarAndStyle } = await analyzeEssay(text, story);
    expect(grammarAndStyle.feedback).toMatch(/2 sentences begin with a small letter \(“then” and “the”\)/u);
  });
});

describe('the spelling candidates', () => {
  it('do not ask to check a word only because an ellipsis follows it', async () => {
    const text = [
      'When the tent fell down, my cousin called the wind a......rude word...but I will not say which one.',
      'We slept in the car that night, with the seats pushed back and the windows fogged.',
      'In the morning the tent lay flat in a puddle, and we laughed until our sides hurt.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, story);
    expect(grammarAndStyle.feedback).not.toMatch(/Check the spelling of “a\.?”/u);
  });
});

describe('the readability', () => {
  const PLAIN_RUN_ONS = [
    'We went to the park on the first warm day and we took the dog and a ball and some bread for the ducks and we sat on the grass by the pond for a long time and we did not want to go home at all.',
    'Then my mum said it was time to go and we put the ball in the bag and the dog ran off to the pond and we had to chase him all the way round the path.',
  ].join(' ');

  it('tells long sentences of plain words as long sentences, not as complex reading', async () => {
    const { summary, readabilityScore } = await analyzeEssay(PLAIN_RUN_ONS, story);
    const line = summary.find((text) => text.startsWith('Readability')) ?? '';
    expect(line).toMatch(/long sentences/u);
    expect(line).toMatch(/plain words/u);
    expect(line).not.toMatch(/complex/u);
    expect(readabilityScore.feedback).toMatch(/plain words/u);
  });

  it('counts a sentence typed without its capital as a sentence of its own', async () => {
    const text = [
      'we got to the beach early. the sand was cold. my brother ran to the water. i stayed with the bags.',
      'then the wind came up. our umbrella flew away. we ran after it. it landed in the sea.',
      'we laughed all the way home.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, story);
    const line = summary.find((entry) => entry.startsWith('Readability')) ?? '';
    const perSentence = Number(/(\d+) words a sentence/u.exec(line)?.[1]);
    expect(perSentence).toBeLessThanOrEqual(6);
    expect(line).not.toMatch(/long sentences/u);
  });

  it('tells difficult words as difficult where the words are long', async () => {
    const text = [
      'Municipal infrastructure investment necessitates comprehensive evaluation of environmental consequences.',
      'Unregulated automobile dependency considerably deteriorates atmospheric conditions and community wellbeing.',
      'Consequently, administrators should prioritise sustainable transportation alternatives immediately.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, arguing);
    const line = summary.find((words) => words.startsWith('Readability')) ?? '';
    expect(line).toMatch(/long words/u);
    expect(line).not.toMatch(/plain words/u);
  });
});

describe('the quotations', () => {
  it('do not take a title in quotation marks for quoted evidence from an unnamed source', async () => {
    const text = [
      ...LANES.slice(0, 5),
      'Last year our class watched the film "The Long Road Home" about a boy who crossed a city by bicycle.',
      "In another lesson we watched the documentary '@CAPS1 @CAPS2 @PERSON1.' about cities in the north.",
      ...LANES.slice(5),
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, arguing);
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/quotes a source/u);
    expect(citationCheck.plagiarismRisk).toBe('low');
  });

  it('do not take the questions a writer imagines for quotations of a source', async () => {
    const text = [
      ...LANES.slice(0, 5),
      'A rider can use a map on the phone to answer simple questions such as, "where is the nearest lane that goes past the school?" or "how long will the ride to the station take today?"',
      ...LANES.slice(5),
    ].join(' ');
    const { citationCheck, summary } = await analyzeEssay(text, arguing);
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/quotes a source/u);
    expect(citationCheck.plagiarismRisk).toBe('low');
    expect(summary.join(' ')).not.toMatch(/2 quotations/u);
  });

  it.each([
    'When I ride to school my dad would probably say, "Wear your helmet and watch the buses!" before I leave.',
    'A driver stuck behind a rider might yell, "Get off the road and ride on the pavement!" at the corner.',
  ])('do not take a remark the writer imagines for a quotation of a source: %s', async (remark) => {
    const text = [...LANES.slice(0, 5), remark, ...LANES.slice(5)].join(' ');
    const { citationCheck, summary } = await analyzeEssay(text, arguing);
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/quotes a source/u);
    expect(summary.join(' ')).not.toMatch(/quotation/u);
  });

  it('do not take imagined questions typed without their question marks for quotations', async () => {
    const text = [
      ...LANES.slice(0, 5),
      'Riders look up things like "where\'s the closest place to lock a bike downtown" or "how much does a yearly bus pass cost." on their phones.',
      ...LANES.slice(5),
    ].join(' ');
    const { citationCheck, summary } = await analyzeEssay(text, arguing);
    expect(citationCheck.consistencyIssues.join(' ')).not.toMatch(/quotes a source/u);
    expect(citationCheck.plagiarismRisk).toBe('low');
    expect(summary.join(' ')).not.toMatch(/\d quotations?/u);
  });

  it('still count a quoted statement that begins with a question word', async () => {
    const text = [
      'The story shows where the keeper finds his courage.',
      'The narrator writes that "where the rocks meet the sea, the keeper lit his lamp every night without fail."',
      'This shows that he keeps his promise even when nobody thanks him.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'After reading the story, explain how the lighthouse keeper feels about his work.',
    });
    expect(summary.join(' ')).toMatch(/1 quotation/u);
  });

  it('still ask for the source of a statement quoted without one', async () => {
    const text = [
      ...LANES.slice(0, 5),
      'As one report put it, "towns that paint protected lanes see the number of daily riders double within two years of opening them."',
      ...LANES.slice(5),
    ].join(' ');
    const { citationCheck } = await analyzeEssay(text, arguing);
    expect(citationCheck.plagiarismRisk).not.toBe('low');
  });
});

describe('a response partly illegible', () => {
  const GAPPED = [
    [
      'The trip to the lake was long. We had to drive up to ??? to meet my uncle.',
      'The car was hot and I ??? the whole way. We stopped at a ??? and bought ice.',
      'When we got there we ??? and swam until dark.???',
    ].join(' '),
    'Illegible',
  ].join('\n\n');

  it('does not count a transcription gap as a paragraph', async () => {
    const { summary } = await analyzeEssay(GAPPED, story);
    expect(summary[0]).toMatch(/in 1 paragraph\./u);
  });

  it('says that a large share of the response cannot be read', async () => {
    const { summary, structureAnalysis } = await analyzeEssay(GAPPED, story);
    expect(summary.join(' ')).toMatch(/could not be read/u);
    expect(structureAnalysis.feedback).toMatch(/could not be read/u);
  });

  it('says nothing of illegible text where a question mark ends a question', async () => {
    const text = [...LANES.slice(0, 4), 'Who would not want a safer ride to school?', ...LANES.slice(4)].join(' ');
    const { summary } = await analyzeEssay(text, arguing);
    expect(summary.join(' ')).not.toMatch(/could not be read/u);
  });
});

describe('a question quoted from a story', () => {
  it('is still a quotation when a speaker is named asking it', async () => {
    const text = [
      'The story shows how lonely the keeper has become.',
      'When the supply boat finally arrives, the keeper asks the sailor "did anyone in the village ask after me this winter?" and the sailor only shakes his head.',
      'This shows that the keeper feels forgotten by the people he protects.',
    ].join(' ');
    const { summary } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'After reading the story, explain how the lighthouse keeper feels about his work.',
    });
    expect(summary.join(' ')).toMatch(/1 quotation/u);
  });
});

describe('the conventions score of a short clean answer', () => {
  it('reads the one error the checks may have missed in a paragraph’s length, not in a few words', async () => {
    const { grammarAndStyle } = await analyzeEssay(LANES.slice(0, 3).join(' '), arguing);
    expect(grammarAndStyle.grammarIssues + grammarAndStyle.spellingIssues).toBe(0);
    expect(grammarAndStyle.score).toBeGreaterThanOrEqual(80);
    expect(grammarAndStyle.score).toBeLessThan(100);
  });
});
