import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "rule: error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

const byRule = (findings: readonly string[], rule: string) => findings.filter((finding) => finding.startsWith(rule));

describe('comma splices only where two sentences meet', () => {
  it('leaves the comma after an opening phrase inside a that-clause', async () => {
    expect(
      byRule(
        await findingsIn('The trouble was that at such a great height, the ropes would snap.'),
        'commas.comma-splice',
      ),
    ).toEqual([]);
    expect(
      byRule(await findingsIn('We knew the ropes were old, they would snap in the wind.'), 'commas.comma-splice'),
    ).toEqual(['commas.comma-splice: , they → . They']);
  });

  it('starts the clause after a full stop and a closing quotation mark, where a placeholder may open it', async () => {
    expect(
      byRule(
        await findingsIn('She said it was over.\uFFFD @CAPS1 the rain fell all night, we stayed inside.'),
        'commas.comma-splice',
      ),
    ).toEqual([]);
  });
});

describe('agreement judged by the subject, not the noun next to the verb', () => {
  it('takes a plural verb after nouns joined by "and"', async () => {
    expect(
      byRule(await findingsIn('In the end, books, films, and music are ways to learn.'), 'agreement.uncountable'),
    ).toEqual([]);
    expect(await findingsIn('In my view, music are a way to relax.')).toContain(
      'agreement.uncountable-noun-takes-singular-verb: music are → music is',
    );
  });

  it('leaves "people" that is the object of the verb before it', async () => {
    expect(
      byRule(
        await findingsIn('Banning books because they might upset some people is a mistake.'),
        'agreement.plural-subject-takes-plural-verb',
      ),
    ).toEqual([]);
    expect(await findingsIn('I think people is kind here.')).toContain(
      'agreement.plural-subject-takes-plural-verb: people is → people are',
    );
  });
});

describe('harper advice that would make a new error', () => {
  it('puts back the apostrophe of a contraction split by a space rather than merging into a possessive', async () => {
    expect(byRule(await findingsIn('It s far too hot in the summer.'), 'harper.MergeWords')).toEqual([
      "harper.MergeWords: It s → It's",
    ]);
  });
});

describe('long sentences counted sentence by sentence', () => {
  it('does not count sentences the text runs together behind garbled quotation marks or a missing space', async () => {
    const three =
      'We left at dawn and walked for many hours through the quiet green hills.ï¿½ ï¿½Then the rain came down ' +
      'hard and we ran back home as fast as we could with our heavy bags.ï¿½ After that we sat by the warm fire ' +
      'and talked.Then we slept until late.';
    expect(byRule(await findingsIn(three), 'style.long-sentence')).toEqual([]);
    const one =
      'We left at dawn and walked for many hours through the quiet green hills while the rain came down hard ' +
      'and we ran back home as fast as we could with our heavy bags and then we sat by the warm fire and talked.';
    expect(byRule(await findingsIn(one), 'style.long-sentence')).toHaveLength(1);
  });
});

describe("long sentences counted in the writer's own words", () => {
  const quotation =
    '“The water rose over the low fields and the farmers moved their cattle up the hill while the children ' +
    'carried the chickens and the old dog barked at every wave that came closer to the barn door”';

  it('does not count the words of a quotation the writer cites', async () => {
    expect(
      byRule(await findingsIn(`The narrator says ${quotation} to show the danger.`), 'style.long-sentence'),
    ).toEqual([]);
  });

  it("still counts a long sentence of the writer's own around a short quotation", async () => {
    const own =
      'The narrator says “the water rose” and then the farmers moved their cattle up the hill while the children ' +
      'carried the chickens and the old dog barked at every wave that came closer to the barn door all night long until the grey morning finally came.';
    expect(byRule(await findingsIn(own), 'style.long-sentence')).toHaveLength(1);
  });
});

describe('the comma after an opening clause put where the clause ends', () => {
  it('does not end the opening clause between a verb and "you" or "it", which may be its object', async () => {
    expect(
      byRule(await findingsIn('If your dad says he will give you some money, save it.'), 'commas.after-opening-clause'),
    ).toEqual([]);
    expect(await findingsIn('When I arrived they were gone.')).toContain(
      'commas.after-opening-clause: arrived → arrived,',
    );
  });

  it('does not end the opening clause on a form of "be" before a subject, which asks or is misspelled', async () => {
    expect(
      byRule(
        await findingsIn('At that age children are at a stage were they learn fast.'),
        'commas.after-opening-clause',
      ),
    ).toEqual([]);
  });
});

describe('rules that read parts of speech leave misspelled words alone', () => {
  it('does not judge the number of a word no dictionary knows', async () => {
    expect(byRule(await findingsIn('The library has books for young childern to read.'), 'tagged.')).toEqual([]);
    expect(byRule(await findingsIn('The nurse checked if my bracese were tight.'), 'tagged.')).toEqual([]);
  });
});

describe('articles and capitals that mean something else', () => {
  it('reads "A" after "an" as the grade or letter, and "a and" as a garble, not an article to change', async () => {
    const grades = await findingsIn('She got an A and he got a B in the test.');
    expect(grades.filter((finding) => /determiner\.|harper\.(?:AnA|ExpandMemoryShorthands)/u.test(finding))).toEqual(
      [],
    );
    const fragment = await findingsIn('I wrote a and then crossed it out.');
    expect(fragment.filter((finding) => /determiner\.|harper\.AnA/u.test(finding))).toEqual([]);
    expect(await findingsIn('He ate a apple at lunch.')).toContain('determiner.an-before-vowel: a apple → an apple');
  });

  it('keeps the capitals of quoted sign text and of a title after its colon', async () => {
    expect(
      byRule(await findingsIn('The sign on the door said "Staff Only, Do not enter" in red.'), 'capitals.'),
    ).toEqual([]);
    expect(byRule(await findingsIn('We watched "Life After the storm" last night.'), 'capitals.')).toEqual([]);
    expect(byRule(await findingsIn('The book Green Cities: How We live now was long.'), 'capitals.')).toEqual([]);
  });

  it('does not lower the capital that opens a new sentence after a comma splice', async () => {
    const findings = await findingsIn('I was tired after the long walk, We sat down to rest.');
    expect(byRule(findings, 'capitals.word-inside-sentence-starts-with')).toEqual([]);
    expect(findings).toContain('commas.comma-splice: , We → . We');
    const noun = await findingsIn('We waited for hours, The bus never came.');
    expect(byRule(noun, 'capitals.')).toEqual([]);
    expect(noun).toContain('commas.comma-splice: , The bus → . The bus');
    expect(await findingsIn('We went to the beach and In the evening we swam.')).toContain(
      'capitals.word-inside-sentence-starts-with: In → in',
    );
  });
});

describe('adverb positions English allows', () => {
  it('leaves a frequency adverb before a modal verb, which is grammatical', async () => {
    expect(byRule(await findingsIn('They always can help with homework after school.'), 'word-order.')).toEqual([]);
    expect(byRule(await findingsIn('I never can remember his name.'), 'word-order.')).toEqual([]);
  });
});

describe('"the" added only where English needs it', () => {
  it('leaves an abstract noun and its "of" phrase bare after a preposition, where "the" is optional', async () => {
    const findings = await findingsIn('The river is dirty due to pollution of the water.');
    expect(byRule(findings, 'determiner.noun-that-phrase-pins-down')).toEqual([]);
    const talk = await findingsIn('They talked about protection of the environment.');
    expect(byRule(talk, 'determiner.noun-that-phrase-pins-down')).toEqual([]);
  });
});
