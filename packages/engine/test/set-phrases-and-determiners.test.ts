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

describe('set phrases that take no article', () => {
  it('keeps "in due course", "in good faith", "in plain sight" and "in broad daylight" as they are', () => {
    for (const text of [
      'The results will arrive in due course.',
      'The seeds will sprout in due season.',
      'Both sides signed the deal in good faith.',
      'The key was hidden in plain sight.',
      'The thief walked out in broad daylight.',
    ])
      expect(fixes(text).filter((fix) => / an? /u.test(fix))).toEqual([]);
  });

  it('still asks for the article before an ordinary described noun', () => {
    expect(fixes('We live in small village near the coast.')).toContain('in small village → in a small village');
  });
});

describe('"this" before a plural noun', () => {
  it('prefers the singular noun where "this" and the noun make a set phrase ("this way", "this year")', () => {
    expect(fixes('She ends her letter this ways.')).toEqual(['this ways → this way']);
    expect(fixes('We travelled a lot this years.')).toEqual(['this years → this year']);
  });

  it('still offers "these" before other plural nouns', () => {
    expect(fixes('I like this shoes very much.')).toEqual(['this shoes → these shoes']);
  });
});

describe('two words written as one', () => {
  it('drops the word the writer had already typed before the run-together pair', () => {
    expect(fixes('The bus stop is in infront of our house.')).toEqual(['in infront → in front']);
    expect(fixes('The bus stop is infront of our house.')).toEqual(['infront → in front']);
    expect(fixes('The twins helped eachother with homework.')).toEqual(['eachother → each other']);
  });
});

describe('a capital inside a sentence', () => {
  it('does not lower-case "And" or "She" that opens a sentence whose full stop was left out', () => {
    expect(fixes('We ran across the wide field And then we hid behind the barn.')).not.toContain('And → and');
    expect(fixes('My aunt baked bread every morning She sold it at the market.')).not.toContain('She → she');
  });

  it('still lower-cases a stray capital where no sentence can end', () => {
    expect(fixes('I think that The weather will change.')).toContain('The → the');
  });
});

describe('a preposition and a bare noun that make a set phrase', () => {
  it('adds no article inside "in person", "in question", "in concert", "in company" or "at table"', () => {
    for (const text of [
      'I met him in person and we shook hands.',
      'The rule in question, which few people read, was changed.',
      'The two groups worked in concert with the mayor.',
      'She travelled in company with her aunt.',
      'The family sat at table for an hour.',
    ])
      expect(fixes(text).filter((fix) => / an? /u.test(fix))).toEqual([]);
  });

  it('still asks for an article before a counted thing after a preposition', () => {
    expect(fixes('We waited in car and listened to the radio.')).toContain('in car → in a car');
  });
});

describe('a noun used for a mass or a kind of thing', () => {
  it('adds no "a" before a mass noun after "is" or "from"', () => {
    for (const text of [
      'It is offensive material for young readers.',
      'They keep children from violent content on the web.',
      'The shop was full of cheap clothing from abroad.',
    ])
      expect(fixes(text).filter((fix) => / an? /u.test(fix))).toEqual([]);
  });

  it('adds no "a" before a noun that names something in general after "there is" or "it is"', () => {
    for (const text of [
      'There is concern that prices will rise again.',
      'It is language that hurts people most.',
      'There was activity in the old house at night.',
      'There is opportunity for everyone in this town.',
      'It is tradition to eat fish on that day.',
    ])
      expect(fixes(text).filter((fix) => / an? /u.test(fix))).toEqual([]);
  });

  it('still asks for "a" before a place or a thing that is counted', () => {
    expect(fixes('It is place where people meet after work.')).toContain('is place → is a place');
  });
});

describe('"the nature"', () => {
  it('keeps "the" where a phrase or clause after it says which nature is meant', () => {
    for (const text of [
      'We went out to enjoy the nature around the lake.',
      'Most of all I love the nature that we have up here.',
      'They want to protect the nature near their village.',
    ])
      expect(fixes(text).filter((fix) => /nature/u.test(fix))).toEqual([]);
  });

  it('still drops "the" before the natural world in general', () => {
    expect(fixes('We love spending our weekends in the nature.').join(' ')).toMatch(/the nature → (?:in )?nature/u);
  });
});

describe('"can" or "could" left elliptical before an infinitive of purpose', () => {
  it('keeps "to" after "everything we can", "all they could" and "the best I can"', () => {
    for (const text of [
      'We did everything we can to help the family.',
      'They tried all they could to save the old trees.',
      'I will do the best I can to finish on time.',
    ])
      expect(fixes(text).filter((fix) => /can|could/u.test(fix))).toEqual([]);
  });

  it('still drops "to" after a modal that has its verb after it', () => {
    expect(fixes('We can to go there tomorrow.')).toContain('can to go → can go');
  });
});

describe('a singular pronoun that is the object of the verb before it', () => {
  it('asks for no agreement where "do" opens a question after the pronoun', () => {
    expect(fixes('Some people spend the weekend doing nothing do you think that is fine?').join(' ')).not.toMatch(
      /nothing does/u,
    );
  });

  it('still asks for "does" after a singular pronoun subject', () => {
    expect(fixes('Everyone do their homework after dinner.')).toContain('Everyone do → Everyone does');
  });
});

describe('"a whole people", "an entire people": a nation, which takes the article', () => {
  it('keeps the article before "whole" or "entire" and "people"', () => {
    expect(fixes('The war drove out an entire people from the valley.').join(' ')).not.toMatch(/entire people →/u);
    expect(fixes('The famine left a whole people without homes.').join(' ')).not.toMatch(/whole people →/u);
  });

  it('still drops "a" before an adjective and "people"', () => {
    expect(fixes('We met a friendly people at the market.')).toContain('a friendly people → friendly people');
  });
});
