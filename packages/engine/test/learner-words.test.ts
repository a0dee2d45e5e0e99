import { describe, expect, it } from 'vitest';
import { checkStyle } from '../src/grammar/check-language';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** Our own learner checks only (no harper.js), as error → correction pairs. */
function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('mid-position adverbs and the subject of an indirect question', () => {
  it('moves the adverb or the subject', () => {
    expect(fixes('My uncle has also a small boat.')).toEqual(['has also a → also has a']);
    expect(fixes('We also have visited the old castle.')).toEqual(['We also have visited → We have also visited']);
    expect(fixes('This also is a good reason to stay.')).toEqual(['This also is → This is also']);
    expect(fixes('The new library will be also busy on Sundays.')).toEqual(['will be also → will also be']);
    expect(fixes('Nobody told me where should I go.')).toEqual(['told me where should I → told me where I should']);
    expect(fixes('But it is true?')).toEqual(['But it is → But is it']);
    expect(fixes('We can visit the old town tomorrow?')).toEqual(['We can → Can we']);
    expect(fixes('I wonder what job will she find.')).toEqual(['wonder what job will she → wonder what job she will']);
  });

  it('leaves the usual order, inversions and direct questions alone', () => {
    expect(fixes('Never have I seen such a storm.')).toEqual([]);
    expect(fixes('We always take the train, and we never drive.')).toEqual([]);
    expect(fixes('He has always been late, as he always was.')).toEqual([]);
    expect(fixes('You would have to also bring a towel.')).toEqual([]);
    expect(fixes('I asked him: where should I go?')).toEqual([]);
    expect(fixes('It is true, isn’t it?')).toEqual([]);
    expect(fixes('Is it true?')).toEqual([]);
    expect(fixes('I know how much is it?')).toEqual([]);
    expect(fixes('Nobody told me where I should go.')).toEqual([]);
  });
});

describe('words written as one or as two', () => {
  it('joins or splits them', () => {
    expect(fixes('We took the bus in stead of the train.')).toEqual(['in stead → instead']);
    expect(fixes('Some times I walk to work.')).toEqual(['Some times → Sometimes']);
    expect(fixes('The garden its self is small.')).toEqual(['its self → itself']);
  });

  it('leaves the two-word uses alone', () => {
    expect(fixes('The road is closed at some times of the year.')).toEqual([]);
    expect(fixes('She has low self esteem and her self-image suffers.')).toEqual([]);
    expect(fixes('It may be true, and maybe it is.')).toEqual([]);
    expect(fixes('There is no body of water near the town.')).toEqual([]);
  });
});

describe('the preposition a word takes, and prepositions of time', () => {
  it('corrects the preposition', () => {
    expect(fixes('The lake is full with fish.')).toEqual(['full with → full of']);
    expect(fixes('This model is superior than the old one.')).toEqual(['superior than → superior to']);
    expect(fixes('Everyone can contribute for the project.')).toEqual(['contribute for → contribute to']);
    expect(fixes('Exactly in that moment the phone rang.')).toEqual(['in that moment → at that moment']);
    expect(fixes('On the same year, she moved to Leeds.')).toEqual(['On the same year → In the same year']);
    expect(fixes('My grandparents live at countryside.')).toEqual(['at countryside → in the countryside']);
  });

  it('leaves the right preposition alone', () => {
    expect(fixes('The lake is full of fish and rich in minerals.')).toEqual([]);
    expect(fixes('The room is full of people who are satisfied with it.')).toEqual([]);
    expect(fixes('Live in the moment, and in that day of days, smile.')).toEqual([]);
    expect(fixes('In the same year and on that day, she moved.')).toEqual([]);
  });
});

describe('word choice and usage', () => {
  it('corrects the word', () => {
    expect(fixes('People tell that the castle is haunted.')).toEqual(['tell that → say that']);
    expect(fixes('I make sport twice a week.')).toEqual(['make sport → do sport']);
    expect(fixes('Cycling is much popular in my town.')).toEqual(['is much popular → is very popular']);
    expect(fixes('A small car is more economic.')).toEqual(['more economic → more economical']);
    expect(fixes('I have not a car, so I walk.')).toEqual(["I have not a → I don't have a"]);
    expect(fixes('We enjoyed a lot at the party.')).toEqual(['We enjoyed → We enjoyed ourselves']);
    expect(fixes('Music is a big part of my live.')).toEqual(['my live → my life']);
    expect(fixes('The castle is old, and that worth seeing.')).toEqual(['that worth → that is worth']);
    // The space a pattern reads after its last word is no part of the finding.
    expect(fixes('My brother is very good in cooking.')).toEqual(['good in → good at']);
    expect(fixes('We walked instead to take the bus.')).toEqual(['instead to take → instead of taking']);
    expect(fixes('As a conclusion, cars are useful.')).toEqual(['As a conclusion → In conclusion']);
    expect(fixes('At the end, we all went home.')).toEqual(['At the end → In the end']);
  });

  it('leaves the right word alone', () => {
    expect(fixes('I could tell that she was tired, and I was told that too.')).toEqual([]);
    expect(fixes('New parks make sport more popular.')).toEqual([]);
    expect(fixes('It is much better and not much different.')).toEqual([]);
    expect(fixes('The economic crisis hit the town.')).toEqual([]);
    expect(fixes('I have not seen a car here.')).toEqual([]);
    expect(fixes('We enjoyed the film and enjoyed ourselves.')).toEqual([]);
    expect(fixes('Let your children live their own lives.')).toEqual([]);
    expect(fixes('It is worth a visit.')).toEqual([]);
    // "it" is the object of "makes": the verb is there.
    expect(fixes('The view from the top makes it worth the long climb.')).toEqual([]);
    expect(fixes('At the end of the day, we went home.')).toEqual([]);
  });
});
