import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "rule: error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

/** The explanation of every finding on the text. */
async function explanationsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => issue.explanation);
}

const byRule = (findings: readonly string[], rule: string) => findings.filter((finding) => finding.startsWith(rule));

describe('a capital that opens a clause after a finished clause is a missing full stop, not a slip', () => {
  it('does not lower "You" or "Also" after a clause that may end there', async () => {
    const run = await findingsIn('We waited for the bus all morning You could see the rain over the hills.');
    expect(byRule(run, 'capitals.word-inside-sentence-starts-with')).toEqual([]);
    const also = await findingsIn('The workers fixed the old roof of the barn Also they painted the walls.');
    expect(byRule(also, 'capitals.word-inside-sentence-starts-with')).toEqual([]);
  });

  it('still lowers them after a word no sentence ends with', async () => {
    expect(await findingsIn('If the shop is shut then You can order it online.')).toContain(
      'capitals.word-inside-sentence-starts-with: You → you',
    );
  });
});

describe('"you" in "thank you" before a noun is no subject', () => {
  it('takes no -s off the noun after "thank you"', async () => {
    const found = await findingsIn('They bought three thank you cards for the teachers.');
    expect(found.filter((finding) => finding.endsWith('card'))).toEqual([]);
  });

  it('still asks for the bare verb after a subject "you"', async () => {
    expect(await findingsIn('Every morning you walks to the station.')).toContain(
      'agreement.with-i-we-they-you: you walks → you walk',
    );
  });
});

describe('"too" after a subject pronoun means "also"', () => {
  it('does not turn it into "to" before the verb', async () => {
    expect(byRule(await findingsIn('She is tired, and I too need a rest.'), 'harper.ToTwoToo')).toEqual([]);
    expect(byRule(await findingsIn('We too want a bigger garden for the dogs.'), 'harper.ToTwoToo')).toEqual([]);
  });
});

describe('a verb that ends a clause describing a noun needs no "to"', () => {
  it('adds no "to" to "needs" before a modal or a form of "be"', async () => {
    expect(byRule(await findingsIn('The books everyone needs should be in the library.'), 'harper.MissingTo')).toEqual(
      [],
    );
    expect(byRule(await findingsIn('The help she needs is on its way.'), 'harper.MissingTo')).toEqual([]);
  });
});

describe('"wont" before a bare verb is "won\'t" with its apostrophe lost', () => {
  it('offers "won\'t", not "want"', async () => {
    const found = await findingsIn('If you finish early you wont have to wait for us.');
    expect(found).toContain("harper.NominalWants: wont → won't");
    expect(await explanationsIn('If you finish early you wont have to wait for us.')).not.toContain(
      'Did you mean “want”?',
    );
    expect(await findingsIn('She wont go to the party without her sister.')).toContain(
      "harper.NominalWants: wont → won't",
    );
  });
});

describe('a comma after "is that" is a stray comma, not a splice', () => {
  it('does not split "is that, it …" into two sentences', async () => {
    expect(
      byRule(await findingsIn('My view on the new park is that, it makes the town nicer.'), 'commas.comma-splice'),
    ).toEqual([]);
  });
});

describe('a noun in -ence or -ance offered where an adjective stands', () => {
  it('offers no noun after "was" when its adjective in -ent is as near a reading', async () => {
    const found = await findingsIn('That day I was paticene with my sister.');
    expect(found.filter((finding) => finding.endsWith('→ patience'))).toEqual([]);
  });

  it('still offers the noun where a noun stands', async () => {
    expect(await findingsIn('We need more patiance in class.')).toContain('harper.SpellCheck: patiance → patience');
  });
});

describe('"like" after a verb of seeming carries the opening clause on', () => {
  it('puts no comma after "seems like" when the writer closes the clause later', async () => {
    const found = await findingsIn('Even though it seems like everyone knows the rules, few people follow them.');
    expect(byRule(found, 'commas.after-opening-clause')).toEqual([]);
  });
});

describe('a noun of amount after "with great" or "with little" is uncountable', () => {
  it('adds no "a" to "with great difficulty"', async () => {
    expect(
      byRule(await findingsIn('He climbed the hill with great difficulty and sat down.'), 'tagged.missing-article'),
    ).toEqual([]);
  });

  it('still adds "a" to one countable thing after a verb', async () => {
    expect(await findingsIn('I bought new car yesterday.')).toContain(
      'tagged.missing-article: bought new car → bought a new car',
    );
  });
});

describe('"to to" before a finite verb hides another word', () => {
  it('neither deletes a "to" nor changes the verb after it', async () => {
    const found = await findingsIn('The one thing we have to to is press the green button.');
    expect(found.filter((finding) => /to to → to$|to is → to be$/u.test(finding))).toEqual([]);
  });

  it('still deletes the repeat before a bare verb', async () => {
    expect(await findingsIn('We wanted to to go home early.')).toContain('basic.repeated-word: to to → to');
  });
});

describe('words that belong to another reading of the sentence', () => {
  it('keeps the plural after a modal that asks a question of it ("why can\'t cars.")', async () => {
    const found = await findingsIn("Buses have lanes of their own, so why can't bikes.");
    expect(found.filter((finding) => finding.endsWith("can't bike"))).toEqual([]);
  });

  it('lets "that" belong to a plural noun before a preposition phrase', async () => {
    const found = await findingsIn('In my answer, I will include lines from the poem that support my idea.');
    expect(byRule(found, 'agreement.in-person-who-verb-agrees')).toEqual([]);
  });

  it('reads "let" after its subject as the verb, not "let\'s"', async () => {
    const found = await findingsIn('In the story, the grandparents let neighbours and cousins sleep in the barn.');
    expect(byRule(found, 'harper.LetsConfusion')).toEqual([]);
  });

  it('reads "most" before a comparative and a plural noun as the quantifier', async () => {
    const found = await findingsIn('These games are too hard for most younger players.');
    expect(byRule(found, 'harper.AdjectiveDoubleDegree')).toEqual([]);
  });
});
