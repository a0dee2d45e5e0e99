import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

// Sentences written for these tests: each is right as written, or its fault is not the one a rule would name.

/** Every correction shown on the text, as "ruleId: error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

const byRule = (found: readonly string[], rule: string): string[] =>
  found.filter((finding) => finding.startsWith(`${rule}:`));

/** The fixes offered for one misspelled word, whatever rule offers them. */
const fixesOf = (found: readonly string[], misspelled: string): string[] =>
  found.filter((finding) => finding.includes(`: ${misspelled} → `)).map((finding) => finding.split(' → ')[1] ?? '');

describe('a spelling fix is the word the writer meant, or none', () => {
  it('offers no adverb in -ly where a noun phrase ends', async () => {
    const found = await shown('We wore helmets for safly and speed.');
    expect(fixesOf(found, 'safly')).not.toContain('safely');
  });

  it('offers no fix one letter away when a more common word keeps every letter typed', async () => {
    const found = await shown('In my opion the rule is fair.');
    expect(fixesOf(found, 'opion')).not.toContain('option');
  });

  it('offers no rare word two slips away when an everyday word is as near', async () => {
    const found = await shown('The kids stood arcuna the old fountain.');
    expect(fixesOf(found, 'arcuna')).not.toContain('arcane');
  });

  it('never offers a plural given another -s ("peoples") as the fix', async () => {
    const found = await shown('He put small pepples in the jar.');
    expect(fixesOf(found, 'pepples')).not.toContain('peoples');
  });

  it('offers no "she\'s" before a verb in -s, nor a plural verb after "shes"', async () => {
    const found = await shown('Then shes says that she will come back.');
    expect(fixesOf(found, 'shes')).not.toContain("she's");
    expect(byRule(found, 'tagged.plural-noun-with-verb-in-s')).toEqual([]);
  });

  it('still corrects the slips whose word is clear', async () => {
    expect(fixesOf(await shown('I finlly finished my essay.'), 'finlly')).toEqual(['finally']);
    expect(fixesOf(await shown('She walked slowley and carefully.'), 'slowley')).toEqual(['slowly']);
    expect(fixesOf(await shown('It is neccesary to sleep.'), 'neccesary')).toEqual(['necessary']);
  });
});

describe('"to" before "is" or "was" is an infinitive only after a word that takes one', () => {
  it('leaves a stranded "to" before the verb of the sentence', async () => {
    const found = await shown('The music being played or listened to is loud.');
    expect(byRule(found, 'verb-form.after-modal-do-not-verb')).toEqual([]);
  });

  it('does not turn a misspelled noun after "to" into "be"', async () => {
    const found = await shown('My uncle had to go off to was last year.');
    expect(byRule(found, 'verb-form.after-modal-do-not-verb')).toEqual([]);
  });

  it('still asks for "to be" after "want to"', async () => {
    expect(await shown('I want to is happy.')).toContain('verb-form.after-modal-do-not-verb: to is → to be');
  });
});

describe('patterns that are right as written are left alone', () => {
  it('reads "stay after to finish" as an adverb and a purpose', async () => {
    const found = await shown('We had to stay after to finish the work.');
    expect(byRule(found, 'verb-form.after-preposition-verb-takes-ing-2')).toEqual([]);
    expect(await shown('She left the room before to eat her lunch.')).toContain(
      'verb-form.after-preposition-verb-takes-ing-2: before to eat → before eating',
    );
  });

  it('reads "can really tell that" as seeing, which needs no person', async () => {
    const found = await shown('You can really tell that she loved the town.');
    expect(byRule(found, 'word-choice.tell-needs-person-after-tell')).toEqual([]);
    expect(await shown('She tells that he is ill.')).toContain(
      'word-choice.tell-needs-person-after-tell: tells that → says that',
    );
  });

  it('does not add a second "the" where a preposition was doubled', async () => {
    const found = await shown('People came from all over the over world.');
    expect(byRule(found, 'determiner.world-takes-in-world-all')).toEqual([]);
    expect(await shown('They came from all over world to see it.')).toContain(
      'determiner.world-takes-in-world-all: all over world → all over the world',
    );
  });

  it('hyphenates no "one way" that a clause describes', async () => {
    const found = await shown('One way schools help students is by giving them time.');
    expect(byRule(found, 'punctuation.compound-hyphens')).toEqual([]);
    expect(await shown('It is a one way street.')).toContain('punctuation.compound-hyphens: one way → one-way');
  });

  it('reads "too much" after a verb as ending its clause', async () => {
    const found = await shown('When phones are used too much people forget to talk.');
    expect(byRule(found, 'noun-number.with-plural-noun-write-many')).toEqual([]);
    expect(await shown('There are too much people in the room.')).toContain(
      'noun-number.with-plural-noun-write-many: much people → many people',
    );
  });

  it('puts no comma after "Also" that opens a phrase with no subject', async () => {
    const found = await shown('Also in charge of the weekly budget.');
    expect(byRule(found, 'commas.transition-comma')).toEqual([]);
    expect(await shown('Also we went home early.')).toContain('commas.transition-comma: Also → Also,');
  });
});

describe('"you" before a subject pronoun', () => {
  it('is not made "your": the pronoun opens a clause of its own', async () => {
    const found = await shown('Sweets are bad for you I think.');
    expect(byRule(found, 'harper.PossessiveYour')).toEqual([]);
  });
});

describe('a compound of an irregular plural after a number', () => {
  it('is plural already ("five salespeople", "two firemen")', async () => {
    expect(byRule(await shown('Five salespeople worked on the late shift.'), 'tagged.singular-after-number')).toEqual(
      [],
    );
    expect(byRule(await shown('We met two firemen at the fair.'), 'tagged.singular-after-number')).toEqual([]);
  });
});

describe('a word said twice for emphasis', () => {
  it("is the writer's voice, not a repeated word to delete", async () => {
    expect(byRule(await shown('The film was really really long.'), 'basic.repeated-word')).toEqual([]);
    expect(await shown('We went to to the shop.')).toContain('basic.repeated-word: to to → to');
  });
});

describe('"their" after "have"', () => {
  it('is the possessive, not "there"', async () => {
    expect(byRule(await shown('Everyone has their on ideas about music.'), 'harper.TheirToThere')).toEqual([]);
    expect(await shown('I put the box their on the table.')).toContain('harper.TheirToThere: their → there');
  });
});
