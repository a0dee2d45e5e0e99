import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "rule: error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

const byRule = (findings: readonly string[], rule: string) => findings.filter((finding) => finding.startsWith(rule));

describe('harper findings kept only where the words are wrong in their place', () => {
  it('reads "It\'s" before a noun and a comma as "it is", and still corrects it before a noun and its verb', async () => {
    expect(byRule(await findingsIn("It's respect, we learned that early."), 'harper.ItsPossessive')).toEqual([]);
    expect(byRule(await findingsIn("It's roof was broken in the storm."), 'harper.ItsPossessive')).toEqual([
      "harper.ItsPossessive: It's → Its",
    ]);
  });

  it('does not delete one of two different forms of "be", where either may be a misspelled word', async () => {
    expect(byRule(await findingsIn('Were are late for the bus again.'), 'harper.SingleBe')).toEqual([]);
    expect(await findingsIn('He is is happy today.')).toContain('harper.RepeatedWords: is is → is');
  });

  it('does not make "childs" a plural before the noun it owns, and still does before a verb', async () => {
    expect(
      byRule(await findingsIn('Parents should take part in their childs life.'), 'harper.RegularIrregulars'),
    ).toEqual([]);
    expect(await findingsIn('The childs were playing outside.')).toContain(
      'harper.RegularIrregulars: childs → children',
    );
  });

  it('never shows a guess at a missing preposition that names none, on phrases that miss none', async () => {
    expect(
      byRule(await findingsIn("If she doesn't want to go, she can simple say, 'Stop!'"), 'harper.MissingPreposition'),
    ).toEqual([]);
    expect(byRule(await findingsIn('Our town has many parks and many trees.'), 'harper.MissingPreposition')).toEqual(
      [],
    );
  });

  it('asks for no capital after a paragraph break inside a sentence, and still does after a full stop', async () => {
    expect(
      byRule(await findingsIn('The town where\n\nno one would visit was quiet.'), 'harper.SentenceCapitalization'),
    ).toEqual([]);
    expect(await findingsIn('We went home.\n\nit was late.')).toContain('capitals.sentence-start: it → It');
  });
});

describe('capitals asked only where a sentence starts', () => {
  it('asks no capital after question marks that stand alone in place of lost characters', async () => {
    expect(byRule(await findingsIn('We looked at the old map ?? and then we walked on.'), 'capitals.')).toEqual([]);
    expect(byRule(await findingsIn('She shouted ??stop?? and ran to the door.'), 'capitals.')).toEqual([]);
    expect(
      byRule(await findingsIn('She shouted ??stop?? and ran to the door.'), 'harper.SentenceCapitalization'),
    ).toEqual([]);
    expect(await findingsIn('We left early. the park was closed.')).toContain(
      'capitals.new-sentence-starts-with-capital: the → The',
    );
  });

  it('never turns a lone letter into a capital that is no word', async () => {
    expect(byRule(await findingsIn('We walked home. l was tired after the long day.'), 'capitals.')).toEqual([]);
  });

  it('leaves the capital of a letter that opens after its greeting, and still lowers one inside a sentence', async () => {
    expect(byRule(await findingsIn('Mr Brown, In my view the new park is a good idea.'), 'capitals.')).toEqual([]);
    expect(await findingsIn('We went to the beach and In the evening we swam.')).toContain(
      'capitals.word-inside-sentence-starts-with: In → in',
    );
  });
});

describe('no harper fix on words that are right where a learner wrote them', () => {
  it('leaves a demonstrative "that" before its noun after "how much worse", and still corrects "more that"', async () => {
    expect(byRule(await findingsIn('I never knew how much harder that exam would be.'), 'harper.ThatThan')).toEqual([]);
    expect(await findingsIn('She is taller that her brother.')).toContain('harper.ThatThan: that → than');
  });

  it('adds no "In" where "this day and age" is the subject of its verb', async () => {
    expect(byRule(await findingsIn('This day and age has changed how we talk.'), 'harper.DayAndAge')).toEqual([]);
  });

  it('keeps a plural in -s after a verb as a plural, not a possessive', async () => {
    expect(byRule(await findingsIn('Authors resent censorships of every kind.'), 'harper.SplitWords')).toEqual([]);
  });

  it('does not turn the verb after "you did" into a bare form across the clause boundary', async () => {
    expect(byRule(await findingsIn('All the effort you did made no difference.'), 'harper.DidPast')).toEqual([]);
    expect(byRule(await findingsIn('All that patience you did got you nowhere.'), 'harper.DidPast')).toEqual([]);
  });

  it('leaves the bare verb after "why\'d" (why would)', async () => {
    const findings = await findingsIn("Why'd anyone want to live there? Why'd someone have to do such a thing?");
    expect(findings.filter((finding) => /want →|have →/u.test(finding))).toEqual([]);
  });
});

describe('no harper fix on a range or a contraction with a garbled apostrophe', () => {
  it('keeps "to" in a range "from X to Y", and still corrects "to" before an adjective elsewhere', async () => {
    expect(byRule(await findingsIn('Everything went from calm to chaotic.'), 'harper.ToTwoToo')).toEqual([]);
    expect(byRule(await findingsIn('It grew from small to big in a year.'), 'harper.ToTwoToo')).toEqual([]);
    expect(byRule(await findingsIn('He ate to much.'), 'harper.ToTwoToo')).toHaveLength(1);
  });

  it('does not respell the first half of a contraction whose apostrophe was garbled', async () => {
    const findings = await findingsIn("They weren' t happy with it.");
    expect(findings.filter((finding) => finding.includes('weren →'))).toEqual([]);
  });
});

describe('a capital asked only for a word that truly starts a sentence', () => {
  /** Findings on a text set over pages, as a PDF would give it. */
  async function findingsOnPages(pages: readonly string[]): Promise<string[]> {
    const issues = await checkLanguage(
      splitSentences(pages.map((text, index) => ({ pageNumber: index + 1, text }))),
      (page) => pages[page - 1] ?? '',
    );
    return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
  }

  it('asks no capital for a word that goes on a sentence from the page before', async () => {
    const findings = await findingsOnPages(['We always felt a quiet sense of', 'comfort and trust in our old home.']);
    expect(byRule(findings, 'harper.SentenceCapitalization')).toEqual([]);
  });

  it('asks no capital after an abbreviation that ends with a full stop', async () => {
    expect(
      byRule(await findingsIn('We met Mr. jones at the station on Monday.'), 'harper.SentenceCapitalization'),
    ).toEqual([]);
  });

  it('still asks a capital after a full stop with no space after it', async () => {
    expect(await findingsIn('We loved our childhood.the days were long.')).toContain(
      'harper.SentenceCapitalization: the → The',
    );
  });
});

describe('a doubled verb, which may be meant for emphasis', () => {
  /** The explanation of the repeated-word finding on the text. */
  async function repeatExplanation(text: string): Promise<string | undefined> {
    const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
    return issues.find((issue) => issue.ruleId === 'basic.repeated-word')?.explanation;
  }

  it('offers "and" between the two copies of a verb as well as deleting one', async () => {
    expect(await repeatExplanation('We waited waited for the last bus home.')).toBe(
      'The same word is written twice in a row: delete one, or join them with “and” (“waited and waited”) if you meant emphasis.',
    );
  });

  it('only asks to delete one copy of a word that is no verb', async () => {
    expect(await repeatExplanation('We crossed the the bridge at noon.')).toBe(
      'The same word is written twice in a row.',
    );
  });
});
