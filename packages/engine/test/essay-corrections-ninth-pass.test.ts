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

describe('the comma after an opening clause is not put inside a clause that describes a noun', () => {
  it('puts no comma after "whom" before the subject of its own clause', async () => {
    const found = await shown(
      'Once I had learned that the friend whom I always trusted was lying to me I stopped talking to her.',
    );
    expect(found).not.toContain('commas.after-opening-clause: whom → whom,');
  });

  it('puts no comma between "the reason" and the clause describing it, but after that clause', async () => {
    const found = await shown('When you find the reason I left you will understand.');
    expect(byRule(found, 'commas.after-opening-clause')).toEqual(['commas.after-opening-clause: left → left,']);
  });

  it('puts no comma between "any way" and the clause describing it', async () => {
    const found = await shown('Because people know what they like they will find it any way they can.');
    expect(found).not.toContain('commas.after-opening-clause: way → way,');
  });
});

describe('"so" after "make it" says what is brought about and takes no comma', () => {
  it('asks for no comma in "make it so you have to"', async () => {
    const found = await shown('They should make it so you have to be sixteen to drive.');
    expect(byRule(found, 'commas.conjunction-comma')).toEqual([]);
  });

  it('still asks for the comma before "so" joining two sentences', async () => {
    expect(await shown('The bus was late so we walked home together.')).toContain(
      'commas.conjunction-comma: late → late,',
    );
  });
});

describe('"how" before a subject and its verb opens a clause', () => {
  it('does not ask for "how to" in "shows how people think"', async () => {
    const found = await shown('The picture shows how people think about their town.');
    expect(byRule(found, 'harper.HowTo')).toEqual([]);
  });

  it('still asks for "how to" before a bare verb', async () => {
    expect(await shown('She taught me how swim last summer.')).toContain('harper.HowTo: how → how to');
  });
});

describe('"affect" after an article and a graded adjective is a noun', () => {
  it('does not drop "on" from "a more negative affect on"', async () => {
    const found = await shown('The storm had a more negative affect on the town than we thought.');
    expect(byRule(found, 'preposition.this-verb-takes-its-object-3')).toEqual([]);
  });

  it('still drops "on" after the verb', async () => {
    expect(await shown('The rain did not affect on the harvest.')).toContain(
      'preposition.this-verb-takes-its-object-3: affect on → affect',
    );
  });
});

describe('an -ing phrase that opens the sentence is its singular subject', () => {
  it('keeps the verb in -s after a list of plural objects', async () => {
    const found = await shown('Adding rough roads, broken water pumps, and not so friendly dogs adds to the danger.');
    expect(byRule(found, 'tagged.plural-noun-with-verb-in-s')).toEqual([]);
  });

  it('still corrects a plural subject with a verb in -s', async () => {
    expect(await shown('The dogs barks every night.')).toContain(
      'tagged.plural-noun-with-verb-in-s: dogs barks → dogs bark',
    );
  });
});
