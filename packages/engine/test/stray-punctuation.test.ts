import { describe, expect, it } from 'vitest';
import { splitSentences } from '../src/text/sentences';
import { strayPunctuation } from '../src/text/stray-punctuation';

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

  it('leaves "that is" as an aside and a comma after other words alone', () => {
    expect(stray('We need one thing, that is, more time.')).toEqual([]);
    expect(stray('I know, that is true.')).toEqual([]);
    expect(stray('We bought the house, that the old man had sold.')).toEqual([]);
  });

  it('asks for one full stop instead of two, and leaves an ellipsis alone', () => {
    expect(stray('We waited for the bus for an hour..')).toEqual(['.. → .']);
    expect(stray('We waited and waited... and then it came.')).toEqual([]);
  });
});
