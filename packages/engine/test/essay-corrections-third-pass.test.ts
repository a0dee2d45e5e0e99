import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.error.trim()} → ${issue.correction}`);
}

const touching = (findings: readonly string[], word: string) => findings.filter((finding) => finding.includes(word));

describe('a long misspelling two slips off is given the word plainly meant', () => {
  it('reads "d" written as "t" as one sound slip', async () => {
    expect(touching(await findingsIn('She never intented to upset her sister.'), 'intented')).toEqual([
      'intented → intended',
    ]);
  });

  it('reads a silent final "e" for a vowel pair as the same sound', async () => {
    expect(touching(await findingsIn('Many guests complane about the noise at night.'), 'complane')).toEqual([
      'complane → complain',
    ]);
  });

  it('gives the noun of the same stem when -ness stands for -ment', async () => {
    expect(touching(await findingsIn('His quiet contentness with farm life surprised us.'), 'contentness')).toEqual([
      'contentness → contentment',
    ]);
  });

  it('keeps the writer’s -s ending and reads "ea" as the sound of "e"', async () => {
    expect(touching(await findingsIn('Fishing every day depleats the lake quickly.'), 'depleats')).toEqual([
      'depleats → depletes',
    ]);
  });
});

describe('the nearest word is not offered when it is not the one meant', () => {
  it('does not turn a noun into a plural by dropping the writer’s last letter', async () => {
    const found = touching(await findingsIn('The young cyclest rode past the school.'), 'cyclest');
    expect(found.filter((finding) => finding.endsWith('cycles'))).toEqual([]);
  });

  it('does not offer a word two letters shorter as a vowel slip', async () => {
    const found = touching(await findingsIn('We ran up the steair to the roof.'), 'steair');
    expect(found.filter((finding) => finding.endsWith('→ star'))).toEqual([]);
  });

  it('reads "An" before "then" as "And", not as an article', async () => {
    const found = await findingsIn('An then the bus came around the corner.');
    expect(found.filter((finding) => finding.startsWith('An then'))).toEqual(['An then → And then']);
  });
});

describe('agreement is judged with the head of the subject', () => {
  it('takes the noun before "on" as the subject, not the pronoun after it', async () => {
    expect(touching(await findingsIn('Her opinions on something are worth hearing.'), 'something')).toEqual([]);
  });

  it('reads "’d" as "would", which takes the bare verb', async () => {
    expect(touching(await findingsIn('Why’d anybody have a reason to lie about it?'), 'anybody')).toEqual([]);
    expect(touching(await findingsIn("Why'd anybody have a reason to lie about it?"), 'anybody')).toEqual([]);
  });

  it('does not read the "did" that ends a relative clause as an auxiliary', async () => {
    expect(touching(await findingsIn('All the work you did got us a prize at the fair.'), 'did got')).toEqual([]);
  });

  it('still corrects "did" before a past form where it is the auxiliary', async () => {
    expect(touching(await findingsIn('We did got there on time.'), 'did got')).toEqual(['did got → did get']);
  });
});

describe('a bare verb after "he" or "she" follows the tense of the verbs around it', () => {
  it('offers the past form in a sentence told in the past', async () => {
    expect(
      touching(await findingsIn('Yesterday my cousin came round and he show me his new kite.'), 'he show'),
    ).toEqual(['he show → he showed']);
  });

  it('offers the -s form in a sentence told in the present', async () => {
    expect(touching(await findingsIn('Every day my cousin comes round and he show me his kite.'), 'he show')).toEqual([
      'he show → he shows',
    ]);
  });
});

describe('a sentence end before a lower-case word is found behind quotation or garbled marks', () => {
  const first =
    'On the first warm day of spring my cousins and I carried our bikes down to the old bridge to watch the boats go past again';
  const second =
    'the next morning we rode back there with a basket of apples and some bread for the ducks that live under it';

  it('counts two sentences where a closing quotation mark stands between them', async () => {
    expect(touching(await findingsIn(`${first}." ${second}.`), 'A sentence of')).toEqual([]);
  });

  it('counts two sentences where question marks hold the place of a lost mark', async () => {
    expect(touching(await findingsIn(`${first}.?? ${second}.`), 'A sentence of')).toEqual([]);
  });
});

describe('a long sentence that is half quotation is not called long', () => {
  const quoted =
    'we must all leave the old harbour town before the winter storms close the roads and the river rises over the low fields where the sheep graze in the long dry summer months';
  const own = 'In the last chapter the captain tells the crew plainly that';

  it('leaves out a quotation between mismatched marks', async () => {
    expect(touching(await findingsIn(`${own} “${quoted}." Nobody argues.`), 'A sentence of')).toEqual([]);
  });

  it('leaves out a quotation whose marks a wrong encoding garbled', async () => {
    expect(touching(await findingsIn(`${own} \uFFFD${quoted}\uFFFD Nobody argues.`), 'A sentence of')).toEqual([]);
  });

  it('still calls a long sentence of the writer’s own words long', async () => {
    expect(touching(await findingsIn(`${own} ${quoted} and that the crew must go now.`), 'A sentence of')).toHaveLength(
      1,
    );
  });
});

describe('"there" after a noun is a place, not the subject "it" stands for', () => {
  it('leaves "farm life there was hard" alone', async () => {
    expect(touching(await findingsIn('Farm life there was hard for the old farmers.'), 'there was')).toEqual([]);
  });

  it('still asks for "it" where "there" opens the clause', async () => {
    expect(touching(await findingsIn('I think that there is easier to go by train.'), 'there is')).toEqual([
      'there is easier to → it is easier to',
    ]);
    expect(touching(await findingsIn('In my small town there is easier to walk.'), 'there is')).toEqual([
      'there is easier to → it is easier to',
    ]);
  });
});
