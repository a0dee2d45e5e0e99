import { describe, expect, it } from 'vitest';
import { missingWords } from '../src/grammar/checks/missing-words';
import { splitSentences } from '../src/text/sentences';

function fixes(text: string): string[] {
  return splitSentences([{ pageNumber: 1, text }])
    .flatMap((sentence) => missingWords(sentence, text))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('words a clause cannot do without', () => {
  it('gives a statement that opens with "is" or "was" its subject "it"', () => {
    expect(fixes('Is not easy to learn a new language.')).toEqual(['Is → It is']);
    expect(fixes('Was very cold in the mountains that week.')).toEqual(['Was → It was']);
    expect(fixes('Is a city with many parks and museums.')).toEqual(['Is → It is']);
  });

  it('leaves questions and names alone', () => {
    expect(fixes('Is this the right way to the station?')).toEqual([]);
    expect(fixes('Is it cold outside? I forgot my coat.')).toEqual([]);
    expect(fixes('Isabel was late again.')).toEqual([]);
  });

  it('puts "be" between a subject pronoun and an adjective', () => {
    expect(fixes('My parents never call when they busy.')).toEqual(['they busy → they are busy']);
    expect(fixes('I very happy with my new job.')).toEqual(['I very happy → I am very happy']);
    expect(fixes('She afraid of the dark.')).toEqual(['She afraid → She is afraid']);
  });

  it('leaves verbs, adverbs and pronoun phrases that need no "be" alone', () => {
    expect(fixes('I live in a small town near the sea.')).toEqual([]);
    expect(fixes('He closed the door and left.')).toEqual([]);
    expect(fixes('We soon realised that the shop was closed.')).toEqual([]);
    expect(fixes('They alone knew the answer.')).toEqual([]);
    expect(fixes('We both agreed to stay.')).toEqual([]);
    expect(fixes('I kindly ask you to reply.')).toEqual([]);
    // A pronoun inside a clause, where the writer slipped, is no subject wanting "be".
    expect(fixes('My aunt has sent I little presents.')).toEqual([]);
  });
});

describe('"be" between a subject and a word that is not its adjective', () => {
  it('leaves a negative without its apostrophe, "kind of" and an adjective before its noun alone', () => {
    expect(fixes('My aunts lived abroad but they werent happy there.')).toEqual([]);
    expect(fixes('Do I like it? I kind of do.')).toEqual([]);
    expect(fixes('At the weekend they different games to play.')).toEqual([]);
    expect(fixes('I wondered was she angry with me.')).toEqual([]);
    expect(fixes('Later I new that he was right.')).toEqual([]);
    expect(fixes('Soon I new I had to leave.')).toEqual([]);
    expect(fixes('My brother moved away but he still phones us.')).toEqual([]);
    expect(fixes('They other than that did nothing.')).toEqual([]);
    expect(fixes('When they busy, they do not answer.')).toEqual(['they busy → they are busy']);
  });

  it('leaves "sad" written for "said" alone', () => {
    expect(fixes('Then he sad that the shop was closed.')).toEqual([]);
    expect(fixes('When I lost the game, I sad.')).toEqual(['I sad → I am sad']);
  });
});
