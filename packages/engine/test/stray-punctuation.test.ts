import { describe, expect, it } from 'vitest';
import { strayPunctuation } from '../src/grammar/punctuation/stray-punctuation';
import { splitSentences } from '../src/text/sentences';

function stray(text: string): string[] {
  return splitSentences([{ pageNumber: 1, text }])
    .flatMap((sentence) => strayPunctuation(sentence, text))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('stray punctuation', () => {
  it('takes out a comma between a verb of saying or thinking and its "that" clause', () => {
    expect(stray('My neighbour said, that the shop would close early.')).toEqual(['said, that → said that']);
    expect(stray('I am sure, that you will enjoy the trip.')).toEqual(['sure, that → sure that']);
  });

  it('takes out a comma between a verb of saying or thinking and its clause without "that"', () => {
    expect(stray('Most of the guests said, they would come back next year.')).toEqual(['said, → said']);
    expect(stray('As I said, the trip was too long.')).toEqual([]);
    expect(stray('You should rest more, like my parents say, the body needs sleep.')).toEqual([]);
    expect(stray('As my teacher said, the exam is hard.')).toEqual([]);
  });

  it('leaves "that is" as an aside and a comma after other words alone', () => {
    expect(stray('We need one thing, that is, more time.')).toEqual([]);
    expect(stray('I know, that is true.')).toEqual([]);
    expect(stray('We bought the house, that the old man had sold.')).toEqual([]);
  });

  it('asks for one full stop instead of two, and leaves an ellipsis alone', () => {
    expect(stray('We waited for the bus for an hour..')).toEqual(['.. → .']);
    expect(stray('We knocked and knocked... and then the door opened.')).toEqual([]);
  });
});

describe('stray commas after a conjunction or before a "that" clause', () => {
  it('takes out a comma between a verb of claiming, a noun of opinion or "the reason is" and its "that" clause', () => {
    expect(stray('Some critics argued, that the film was too long.')).toEqual(['argued, that → argued that']);
    expect(stray('The main problem is, that the buses are always full.')).toEqual([
      'problem is, that → problem is that',
    ]);
    expect(stray('I share the opinion, that homework should be shorter.')).toEqual(['opinion, that → opinion that']);
  });

  it('takes out a comma straight after a conjunction that opens the sentence', () => {
    expect(stray('Although, the hotel was small, the rooms were comfortable.')).toEqual(['Although, → Although']);
    expect(stray('Even if, the tickets are expensive, we should go.')).toEqual(['Even if, → Even if']);
  });

  it('leaves a linking adverb, an aside after the conjunction and a relative "that" alone', () => {
    expect(stray('However, the hotel was small.')).toEqual([]);
    expect(stray('Although, of course, the hotel was small, we liked it.')).toEqual([]);
    expect(stray('The main problem is the noise, that nobody can stop.')).toEqual([]);
  });
});

describe('a direct question closed by a full stop', () => {
  it('asks for a question mark after a question with the auxiliary before its subject', () => {
    expect(stray('How long will the new bridge take to build.')).toEqual(['build. → build?']);
    expect(stray('Do you remember the name of that hotel.')).toEqual(['hotel. → hotel?']);
  });

  it('leaves statements that open with a question word, polite requests and ellipses alone', () => {
    expect(stray('What I liked most was the music.')).toEqual([]);
    expect(stray('How you do it is up to you.')).toEqual([]);
    expect(stray('Could you please send me the timetable.')).toEqual([]);
    expect(stray('Why did we ever leave...')).toEqual([]);
    // The question may end at the comma, and what follows answers it.
    expect(stray('What do you do on a rainy day, stay in bed and read.')).toEqual([]);
  });
});

describe('a full stop after an imperative or an inverted condition', () => {
  it('is no question', () => {
    expect(stray('Do the exercises on page ten before Monday.')).toEqual([]);
    expect(stray('Do it yourself if nobody helps.')).toEqual([]);
    expect(stray('Were it not for my teacher I would have given up.')).toEqual([]);
  });
});

describe('a comma before the object clause of "sure" or "don\'t think"', () => {
  it('takes the comma out', () => {
    expect(stray("I'm sure, you will like the new flat.")).toEqual(['sure, → sure']);
    expect(stray("We don't think, it is worth the money.")).toEqual(["don't think, → don't think"]);
  });

  it('leaves an aside and other verbs alone', () => {
    expect(stray("I'm not sure, to be honest.")).toEqual([]);
    expect(stray('As you know, we meet every Friday.')).toEqual([]);
    expect(stray('It was, for sure, the best trip of the year.')).toEqual([]);
  });
});
