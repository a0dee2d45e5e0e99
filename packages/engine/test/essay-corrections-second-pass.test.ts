import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "rule: error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

const byRule = (findings: readonly string[], rule: string) => findings.filter((finding) => finding.startsWith(rule));

describe('a misspelling is split into a two-word name only where the essay knows that name', () => {
  it('does not make two capitalised words of an ordinary misspelling', async () => {
    const found = await findingsIn('Sleep is an importian part of growing up for every child.');
    expect(found.filter((finding) => finding.includes('Import Ian'))).toEqual([]);
  });

  it('splits the name the essay writes elsewhere with its capitals', async () => {
    const found = await findingsIn('My uncle lives in New York. Every winter we fly to newyork to see him.');
    expect(found.filter((finding) => finding.includes('newyork'))).toEqual(['harper.SpellCheck: newyork → New York']);
  });
});

describe('a full stop before a lower-case word still ends a sentence for its length', () => {
  it('counts two sentences, the second opened in lower case, separately', async () => {
    const text =
      'My brother and I grew up in the same small house by the river with the same parents and the same dog but we are very different. ' +
      'she likes to read quiet books in her room all day while I would rather run outside and play football with my friends until dark.';
    expect(byRule(await findingsIn(text), 'style.long-sentence')).toEqual([]);
  });
});

describe('marks of a transcriber are not corrected as the writer’s words', () => {
  it('leaves a word cut short by question marks that stand for unreadable letters', async () => {
    const found = await findingsIn('We were tired becau??? the game was long and cold.');
    expect(found.filter((finding) => finding.includes('becau'))).toEqual([]);
  });
});

describe('a stray short non-word before a word', () => {
  it('is not joined to a word in capitals', async () => {
    const found = await findingsIn('Most of th US states have a capital city.');
    expect(found.filter((finding) => finding.includes('thUS'))).toEqual([]);
  });

  it('reads "th" as "the"', async () => {
    expect(byRule(await findingsIn('We walked to th park after lunch.'), 'spelling.split-word')).toEqual([
      'spelling.split-word: th → the',
    ]);
  });
});

describe('the subjunctive "were" after "if" and "wish"', () => {
  it('is left alone after a singular subject', async () => {
    for (const text of [
      'If the city were to close the park, children would have nowhere to play.',
      'I wish my brother were here with us.',
    ])
      expect(byRule(await findingsIn(text), 'tagged.singular-noun-with-plural-verb'), text).toEqual([]);
  });

  it('is still corrected where no condition or wish opens the clause', async () => {
    expect(byRule(await findingsIn('The city were quiet all night.'), 'tagged.singular-noun-with-plural-verb')).toEqual(
      ['tagged.singular-noun-with-plural-verb: city were → city was'],
    );
  });
});

describe('"there" after a word of direction is a place, not a subject', () => {
  it('leaves "out there" and "over there" before "was hard for"', async () => {
    for (const text of ['Life out there was hard for the old man.', 'The camp over there is easy to find.'])
      expect(byRule(await findingsIn(text), 'structure.before-adjective-subject-easier-go'), text).toEqual([]);
  });

  it('still asks for "it" where "there" opens the clause', async () => {
    expect(byRule(await findingsIn('There is easy to get lost in the woods.'), 'structure.')).toEqual([
      'structure.before-adjective-subject-easier-go: There is easy to → It is easy to',
    ]);
  });
});

describe('of two pronouns in a row, the one the next word needs is kept', () => {
  it('keeps "you" before a verb', async () => {
    expect(
      byRule(await findingsIn('I hope your you will come to the party.'), 'harper.MultipleSequentialPronouns'),
    ).toEqual(['harper.MultipleSequentialPronouns: your you → you']);
  });

  it('keeps "your" before a noun', async () => {
    expect(byRule(await findingsIn('Thank you for your you kindness.'), 'harper.MultipleSequentialPronouns')).toEqual([
      'harper.MultipleSequentialPronouns: your you → your',
    ]);
  });
});

describe('misspellings whose word is plain once the writer’s ending and sounds are kept', () => {
  it('keeps the -s the writer wrote rather than a key beside it', async () => {
    expect(byRule(await findingsIn('Heavy fishing deplets the sea of its fish.'), 'harper.SpellCheck')).toEqual([
      'harper.SpellCheck: deplets → depletes',
    ]);
  });

  it('reads a long word spelt by its sounds, every consonant in place', async () => {
    expect(byRule(await findingsIn('This is a hipotheticle question about the future.'), 'harper.SpellCheck')).toEqual([
      'harper.SpellCheck: hipotheticle → hypothetical',
    ]);
  });
});
