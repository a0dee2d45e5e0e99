import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

// Sentences written for these tests: each is right as written, or its fault is not the one a rule would name.

/** Every correction shown on the text, as "ruleId: error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

describe('a misspelling is corrected to the word the writer meant', () => {
  it('reads "ie" written as "ei" as the swap, even when the word is mostly written with a capital', async () => {
    const found = await shown('The fire cheif told us to leave the building.');
    expect(found).not.toContain('harper.SpellCheck: cheif → chef');
    expect(found).toContain('harper.SpellCheck: cheif → chief');
  });

  it('does not split a word into an article and an interjection', async () => {
    const found = await shown('My uncle aya told me a story.');
    expect(found.filter((finding) => finding.endsWith('→ a ya'))).toEqual([]);
  });

  it('still splits an article run into its noun', async () => {
    expect(await shown('We waited acouple of hours.')).toContain('harper.SplitWords: acouple → a couple');
  });
});

describe('"too" after "you" that opens a clause means "also"', () => {
  it('keeps "you too" after a verb of hoping or thinking', async () => {
    const found = await shown('I hope you too enjoy the trip.');
    expect(found.filter((finding) => finding.startsWith('harper.ToTwoToo'))).toEqual([]);
  });

  it('still corrects "too" after "you" as the object of "want"', async () => {
    expect(await shown('I want you too come with me.')).toContain('harper.ToTwoToo: too → to');
  });
});

describe('"did" that ends a clause leaves the past tense of the next clause alone', () => {
  it('keeps the past form after "when he finally did"', async () => {
    const found = await shown('When she finally did we walked to the park.');
    expect(found.filter((finding) => finding.startsWith('harper.DidPast'))).toEqual([]);
  });

  it('still gives the bare verb in a question with "did"', async () => {
    expect(await shown('Why did you went there?')).toContain('harper.DidPast: went → go');
  });
});

describe('"be broke" is the adjective: without money', () => {
  it('keeps "be broke" and "was broke"', async () => {
    const found = await shown('If we buy that car we will be broke. Last winter I was broke.');
    expect(found.filter((finding) => finding.includes('broke'))).toEqual([]);
  });

  it('does not turn a passive with "by" into an active past ("was wrote by" is not "wrote by")', async () => {
    const found = await shown('The letter was wrote by my aunt.');
    expect(found).not.toContain('verb-form.past-tense-stands-on-its: was wrote → wrote');
  });

  it('still asks for "broken" after a thing', async () => {
    expect(await shown('The window was broke by the ball.')).toContain(
      'harper.SimplePastToPastParticiple: broke → broken',
    );
  });

  it('still drops "be" before a past tense that is no adjective', async () => {
    expect(await shown('Yesterday I was went to the shop.')).toContain(
      'verb-form.past-tense-stands-on-its: was went → went',
    );
  });
});

describe('"the people" that points back at people already named keeps its article', () => {
  it('keeps "the people" when the sentence has named those people before', async () => {
    const found = await shown('Some people like the new park, and if the people want more benches they should ask.');
    expect(found.filter((finding) => finding.startsWith('determiner.people-in-general-takes-no'))).toEqual([]);
  });

  it('still drops "the" from people in general', async () => {
    expect(await shown('Nowadays the people use phones for everything.')).toContain(
      'determiner.people-in-general-takes-no: the people → people',
    );
  });
});

describe('"who" after a phrase of place belongs to the people before it', () => {
  it('keeps the plural verb when "who" follows "people around the world"', async () => {
    const found = await shown('There are many people across the country who speak two languages.');
    expect(found.filter((finding) => finding.startsWith('agreement.in-person-who-verb-agrees'))).toEqual([]);
  });

  it('still makes the verb agree with a singular person', async () => {
    expect(await shown('She is a teacher who like music.')).toContain(
      'agreement.in-person-who-verb-agrees: a teacher who like → a teacher who likes',
    );
  });
});

describe('"and also" before a clause is accepted English', () => {
  it('leaves "and also we swam" alone', async () => {
    const found = await shown('We went to the beach and also we swam in the sea.');
    expect(found.filter((finding) => finding.startsWith('word-order.also-goes-after-subject-in'))).toEqual([]);
  });

  it('still moves "also" after the subject where no "and" joins the clauses', async () => {
    expect(await shown('I like this phone because also it is cheap.')).toContain(
      'word-order.also-goes-after-subject-in: also it is → it is also',
    );
  });
});

describe('a linking phrase that goes on as a longer phrase takes no comma after its first words', () => {
  it('leaves "After all the rain" and "After that game" alone', async () => {
    const found = await shown('After all the rain we had, the river was high. After that game we went home.');
    expect(found.filter((finding) => finding.startsWith('commas.transition-comma'))).toEqual([]);
  });

  it('still puts a comma after "After all" and "After that" standing alone', async () => {
    const found = await shown('After all it was only a game. After that we went home.');
    expect(found).toContain('commas.transition-comma: After all → After all,');
    expect(found).toContain('commas.transition-comma: After that → After that,');
  });
});

describe('existential "there" before "needs to be" is not "their"', () => {
  it('keeps "There needs to be"', async () => {
    const found = await shown('There needs to be a fence around the pool.');
    expect(found.filter((finding) => finding.startsWith('harper.ThereToTheir'))).toEqual([]);
  });
});

describe('"no such thing" is the idiom', () => {
  it('does not ask for "such a thing" after "no"', async () => {
    const found = await shown('There is no such thing as a free lunch.');
    expect(found.filter((finding) => finding.startsWith('determiner.such-before-one-countable-thing'))).toEqual([]);
  });

  it('still asks for "a" after "such" before one countable thing', async () => {
    expect(await shown('He told such story that we laughed.')).toContain(
      'determiner.such-before-one-countable-thing: such story → such a story',
    );
  });
});

describe('"based on" after an infinitive left unsaid is a participle phrase', () => {
  it('leaves "want to based on" alone', async () => {
    const found = await shown('They can choose whatever they want to based on the list.');
    expect(found.filter((finding) => finding.startsWith('verb-form.after-verb-in-its-base'))).toEqual([]);
  });
});
