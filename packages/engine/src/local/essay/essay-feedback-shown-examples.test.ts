import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { analyzeCriticalThinking } from './critical-thinking';
import { craftStrengths, reflectionStrength } from './essay-strengths';
import { everydayLinkWords } from './transitions';

/**
 * What the feedback quotes as a strength or as "explains why" shows it: the writer's own sentence
 * linking a claim to a reason, never a line of the source, a scene set up, a summary, a stock
 * phrase or a fragment. The essays are written for these tests.
 */
const sentencesOf = (text: string) => splitSentences([{ pageNumber: 1, text }]);
const ferry = 'Should the island ferry run on Sundays?';
const plain = [
  'The island has one small harbour.',
  'The ferry is painted white and red.',
  'Many families live near the old pier.',
];
const noteOf = (lines: readonly string[], question = ferry) =>
  analyzeCriticalThinking(sentencesOf(lines.join(' ')), 'argument', question).result.feedback;

describe('the sentence quoted as “explains why” is the writer’s own reasoning', () => {
  it.each([
    'Nurses would reach the hospital on time because the Sunday bus does not meet the early boat.',
    'The ferry should run on Sundays, so that shop owners on the island can restock before Monday.',
    'A Sunday crossing would fill every seat, which means the tickets would pay for the crew.',
  ])('quotes a claim linked to a reason: %s', (reason) => {
    const note = noteOf(['The ferry should run on Sundays.', reason, ...plain]);
    // One reason is a reason given, not a habit of explaining.
    expect(note).toContain(`gives a reason, as in “${reason.split(' ').slice(0, 5).join(' ')}`);
  });

  it.each([
    // The end of a quotation begun in the sentence before: the source's words, not the writer's.
    [
      'The harbour report puts it plainly: "Boats leave at six. Because the tide turns at noon, no crossing is safe in the afternoon" (p. 4).',
      'Because the tide turns at noon',
    ],
    // A passage the writer attributes to the author.
    ['The author says the harbour emptied on Sundays because the fishermen stayed home.', 'The author says'],
    ['According to the article, crossings stopped because the engine failed twice.', 'According to the article'],
    // A scene set up for the reader.
    ['Imagine you are standing on the pier at dawn, so the whole town is still asleep.', 'Imagine you are'],
    ['Picture this if you will; a nurse waits on the pier with her bag.', 'Picture this'],
    // A summary of reasons already given.
    ['In conclusion, the ferry should run on Sundays because it helps nurses, shoppers and students.', 'In conclusion'],
    ['Based on all this, the ferry should run on Sundays because it helps the whole island.', 'Based on all'],
    // A stock phrase that only says the position again.
    ['That is why I think the ferry should run on Sundays and holidays.', 'That is why'],
    // A fragment: a clause with no sentence around it.
    ['That it was windy, and the ferry kind of stayed in the harbour.', 'That it was windy'],
    ['Which is why the captain keeps the ferry tied up in the harbour.', 'Which is why'],
    // A resigned aside.
    ["So that's just something the islanders have to live with.", "So that's"],
  ])('never quotes %s', (line, start) => {
    const note = noteOf(['The ferry should run on Sundays.', line, ...plain]);
    expect(note).not.toContain(`as in “${start}`);
  });
});

describe('the critical-thinking score reads specifics and interpretation', () => {
  const mood = 'Describe the mood the author creates in the story about the lighthouse keeper.';
  it('keeps a response low that lists points with generic reasons and no detail of the text', () => {
    const text = [
      'The story has many moods.',
      'Some parts are happy because people are together.',
      'Other parts are sad because life is hard sometimes.',
      'There are calm parts because things are peaceful for a while.',
      'There are tense parts because of the problems they have.',
    ].join(' ');
    const { result } = analyzeCriticalThinking(sentencesOf(text), 'source-response', mood);
    expect(result.score).toBeLessThanOrEqual(60);
  });

  it('scores higher a response whose reasons carry details of the text', () => {
    const text = [
      'The mood of the story is lonely but hopeful.',
      'The keeper eats alone every night, so the reader feels how empty the tower is.',
      'When he writes "the lamp is my only friend," it shows that he has nobody to talk to.',
      'For example, he counts the ships that pass, which means he longs for company.',
      'At the end a girl rows out with bread, so the mood turns warm.',
    ].join(' ');
    const { result } = analyzeCriticalThinking(sentencesOf(text), 'source-response', mood);
    expect(result.score).toBeGreaterThan(60);
  });

  const ending = 'Explain why the author ends the story with Ivo rowing out at dawn.';
  const retold = [
    'Ivo loses his boat in a storm in the autumn.',
    'He mends nets for other fishermen all winter.',
    'In the spring he buys an old rowing boat and paints it blue.',
  ];
  it.each([
    'The ending shows Ivo’s hope and determination.',
    'This lets the reader know that Ivo will never give up on the sea.',
    'The author ends the story this way as a way to say that hard times pass.',
  ])('credits a retelling that then says what the ending shows: %s', (reading) => {
    const { result } = analyzeCriticalThinking(sentencesOf([...retold, reading].join(' ')), 'source-response', ending);
    expect(result.score).toBeGreaterThan(0);
  });

  it.each([
    'Ivo shows his son the new boat.',
    'The last scene shows the harbour at dawn.',
    'Ivo rows out at dawn while the gulls circle.',
  ])('does not read a retold act or scene as a reading: %s', (line) => {
    const { result } = analyzeCriticalThinking(sentencesOf([...retold, line].join(' ')), 'source-response', ending);
    expect(result.score).toBe(0);
  });

  it.each([
    'If a family keeps bees, it can save money on honey.',
    'If the hives are placed well, the bees may never bother the neighbours.',
    'Bees could help the school garden if the hives are kept far from the classrooms.',
  ])('reads a claim held to a condition as qualified: %s', (line) => {
    const text = ['Every school should keep bees.', line, 'Bees make honey and wax.'].join(' ');
    const { result } = analyzeCriticalThinking(sentencesOf(text), 'argument', 'Should schools keep bees?');
    expect(result.feedback).toContain('qualifies some claims');
  });

  it.each([
    'Picture a hive if you will, full of bees.',
    'I wonder if the bees can find the flowers.',
    'If it rains, the bees stay inside the hive.',
  ])('does not read a figure of speech, an indirect question or a plain condition as qualifying: %s', (line) => {
    const text = ['Every school should keep bees.', line, 'Bees make honey and wax.'].join(' ');
    const { result } = analyzeCriticalThinking(sentencesOf(text), 'argument', 'Should schools keep bees?');
    expect(result.feedback).not.toMatch(/qualifies (?:some|no) claim/u);
  });
});

describe('a story’s strengths', () => {
  const anecdote = [
    'Last July my cousin Tamsin and I entered the kite festival at Harrow Beach.',
    'Our kite was a green dragon with a tail twelve metres long.',
    'The wind dropped just as the judges walked past our spot.',
    'Tamsin ran along the sand with the string while I held the tail up.',
    'The dragon climbed over the pier and the crowd cheered.',
    'We won third prize, a tin of toffees that we ate on the bus home.',
  ];
  it('names a story told in concrete detail, with the sentence that shows it', () => {
    expect(craftStrengths(sentencesOf(anecdote.join(' ')), 'narrative').join(' ')).toMatch(
      /Tells what happened with details a reader can picture, as in “/u,
    );
  });

  it.each([
    [
      'Patience is a good thing to have.',
      'You need it when you wait for something.',
      'People who are patient are calmer.',
      'Everyone should try to be patient every day.',
      'It makes life easier for you and others.',
    ],
    ['I was at a place.', 'It was fun.', 'We did stuff.', 'Then it was over.'],
    ['My dog is brown.', 'He likes to run.', 'He eats a lot.', 'He sleeps on my bed.'],
  ])('does not name it for a piece that tells no incident in detail', (...lines) => {
    expect(craftStrengths(sentencesOf(lines.join(' ')), 'narrative').join(' ')).not.toMatch(/concrete detail/u);
  });

  it.each([
    'We had to come back next time because the gates were shut.',
    'I paused for a second and looked at the sea.',
    'My first day at the new school was long.',
  ])('does not take a time phrase for a word that orders events: %s', (line) => {
    const text = [line, 'The bus was late.', 'We waited at the stop.', 'It started to rain.'].join(' ');
    expect(craftStrengths(sentencesOf(text), 'narrative').join(' ')).not.toMatch(/Tells its events in order/u);
  });

  it.each([
    'The afternoon dragged on, and I was glad when the ferry docked.',
    'I was proud when the bus finally came.',
    'I was happy when we got home.',
    'When we reached the stop, I noticed the lights of the bus were off.',
    'I wondered where my umbrella had gone.',
  ])('does not quote a remark on a moment as reflection: %s', (line) => {
    const text = ['We waited for the bus in the rain.', line, 'We ate soup for dinner.'].join(' ');
    expect(reflectionStrength(sentencesOf(text))).toBeUndefined();
  });

  it.each([
    'I was glad that I had waited, because the view from the top was worth it.',
    'I learned that waiting calmly makes a long day shorter.',
    'Looking back, the rain made that trip the one we still talk about.',
  ])('quotes a reflection on what the events meant: %s', (line) => {
    const text = ['We waited for the bus in the rain.', 'We ate soup for dinner.', line].join(' ');
    expect(reflectionStrength(sentencesOf(text))).toMatch(/Reflects on what the events meant/u);
  });
});

describe('the words named as linking words link ideas', () => {
  it.each([
    'It was so funny all these jokes he told us on the bus.',
    'She laughed at all those faces in the window.',
    'We carried all these boxes up the stairs.',
  ])('does not name “all these” inside a clause: %s', (line) => {
    expect(everydayLinkWords(line)).not.toContain('all these');
    expect(everydayLinkWords(line)).not.toContain('all those');
  });

  it.each([
    'All these problems made the trip longer.',
    'The boat leaked, and all these troubles kept us ashore.',
    'All of these reasons point the same way.',
  ])('names “all these” where it gathers what came before: %s', (line) => {
    expect(everydayLinkWords(line).some((word) => /^all (?:of )?these/u.test(word))).toBe(true);
  });
});
