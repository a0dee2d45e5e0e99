import { describe, expect, it } from 'vitest';
import { commaSplices } from '../src/text/comma-splices';
import { splitSentences } from '../src/text/sentences';

function splices(text: string): string[] {
  return splitSentences([{ pageNumber: 1, text }])
    .flatMap((sentence) => commaSplices(sentence, text))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('comma splices', () => {
  it('asks for a full stop between two main clauses joined by a comma alone', () => {
    expect(splices('My brother loves the sea, he swims every morning.')).toEqual([', he → . He']);
    expect(splices('The museum was closed on Monday, we went back on Tuesday.')).toEqual([', we → . We']);
    expect(splices('Our teacher gave us a test, I was not ready for it.')).toEqual([', I → . I']);
  });

  it('leaves an opening subordinate clause or phrase and its main clause alone', () => {
    expect(splices('If the weather is fine tomorrow, we will walk to the lake.')).toEqual([]);
    expect(splices('Because the bus was late again, I missed the start.')).toEqual([]);
    expect(splices('In the end of the long summer, we moved away.')).toEqual([]);
  });

  it('leaves asides, reported speech and short comments alone', () => {
    expect(splices('The film is the best of the year, I think.')).toEqual([]);
    expect(splices('We will never give up, she said to the crowd.')).toEqual([]);
    expect(splices('I must say, he looks much older now.')).toEqual([]);
    expect(splices('My sister bought a new car and after a week, she sold it.')).toEqual([]);
  });
});

describe('comma splices with "that is why"', () => {
  it('asks for a full stop before "that is why" or "this is because" after a comma', () => {
    expect(splices('Our flat is near the station, that is why we chose it.')).toEqual([', that → . That']);
    expect(splices('The roads are quiet in August, this is because everyone leaves.')).toEqual([', this → . This']);
    expect(splices('The reason, that is the one he gave, was odd.')).toEqual([]);
  });
});

describe('comma splices before a noun subject', () => {
  it('asks for a full stop before a noun phrase and its verb that start a new sentence', () => {
    expect(splices('We stayed at a small hotel near the beach, the rooms were clean and quiet.')).toEqual([
      ', the rooms → . The rooms',
    ]);
  });

  it('leaves comparisons of "the more … the more" and a relative "of which" alone', () => {
    expect(splices('We visit the old town every summer, the more we go the more we like it.')).toEqual([]);
    expect(splices('They held a big concert last year, the money from which went to a school.')).toEqual([]);
  });
});
