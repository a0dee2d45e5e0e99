import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** The findings of a text as the user reads them: "rule: error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error} → ${issue.correction}`);
}

describe('idioms and accepted informal words are left as written', () => {
  it('keeps "find out" before "for yourself", a question word or the end of the clause', async () => {
    expect(await findingsIn('You should find out for yourself.')).toEqual([]);
    expect(await findingsIn('We wanted to find out what happened to the old house.')).toEqual([]);
    expect(await findingsIn('Ask the guide and find out when the boat leaves.')).toEqual([]);
  });

  it('keeps "ahold" in "get ahold of" and "grab ahold of"', async () => {
    expect(await findingsIn('We had to grab ahold of the rope.')).toEqual([]);
    expect(await findingsIn('I could not get ahold of my sister all week.')).toEqual([]);
    expect(await findingsIn('She took ahold of the railing and climbed.')).toEqual([]);
  });
});

describe('"a people": a nation or a community, which takes the article', () => {
  it('keeps "a" after a form of "be" or before a clause that describes the people', async () => {
    expect(await findingsIn('They are a proud people with a long history.')).toEqual([]);
    expect(await findingsIn('The villagers were a peaceful people.')).toEqual([]);
    expect(await findingsIn('It tells of a wandering people who crossed the mountains.')).toEqual([]);
  });

  it('still drops "a" before a plural "people" that counts persons', async () => {
    expect(await findingsIn('I met a nice people at the party.')).toEqual([
      'determiner.people-children-plural-no-before: a nice people → nice people',
    ]);
    expect(await findingsIn('We saw a young children in the park.')).toEqual([
      'determiner.people-children-plural-no-before: a young children → young children',
    ]);
  });
});

describe('"will" as a noun after a possessive', () => {
  it('leaves "their will to" as a possessive and its noun', async () => {
    expect(await findingsIn('Their will to win was strong.')).toEqual([]);
    expect(await findingsIn('Our will to keep going surprised the coach.')).toEqual([]);
  });

  it('still corrects "their" where "there" or "they" was meant before "will"', async () => {
    const found = await findingsIn('Their will be a party on Friday.');
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('a name split in two is joined with the capital the text gives it', () => {
  it('capitalises the joined name as the writer did before', async () => {
    expect(await findingsIn('The Hindenburg was a huge airship. Later the hinden burg caught fire.')).toEqual([
      'harper.MergeWords: hinden burg → Hindenburg',
    ]);
  });

  it('keeps an everyday word lower-case', async () => {
    expect(await findingsIn('He was care ful with the glass.')).toEqual(['harper.MergeWords: care ful → careful']);
  });
});

describe('"will" as a noun after a possessive and its adjective', () => {
  it('is not a modal wanting its "to" dropped', async () => {
    expect(await findingsIn('They lost their strong will to fight.')).toEqual([]);
    expect(await findingsIn('Her stubborn will to win carried the team.')).toEqual([]);
    expect(await findingsIn('It takes a fierce will to finish a marathon.')).toEqual([]);
  });

  it('is a noun after a possessive the writer misspelled', async () => {
    expect(await findingsIn('He thanks his parents for thier will to give him a good life.')).toEqual([
      'spelling.common-misspelling: thier → their',
    ]);
  });

  it('still drops "to" after the modal', async () => {
    expect(await findingsIn('Tomorrow we will to visit our grandmother.')).toEqual([
      'verb-form.after-can-could-should-must: will to visit → will visit',
    ]);
  });
});

describe('harper.js rules judged wrong at least as often as right are not shown', () => {
  it('keeps "everyday" before a noun and "no" as an answer', async () => {
    expect(await findingsIn('They talk about everyday situations at school.')).toEqual([]);
    expect(await findingsIn('They said no in a loud voice.')).toEqual([]);
  });

  it('still splits "everyday" used as an adverb of time', async () => {
    expect((await findingsIn('We walk to the park everyday.')).join(' ')).toMatch(/everyday → every day/u);
  });
});
