import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding of a text as "error → correction (kind)": the kind decides which count it joins. */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.error} → ${issue.correction} (${issue.kind})`);
}

describe('words run together or split apart are counted as spelling', () => {
  it('counts two words written as one as a spelling error', async () => {
    expect(await findingsIn('My sister and I hugged eachother after the game.')).toContain(
      'eachother → each other (spelling)',
    );
  });

  it('counts one word broken by a space as a spelling error', async () => {
    expect(await findingsIn('The view from the hill was beauti ful.')).toContain('beauti ful → beautiful (spelling)');
  });

  it('splits a capitalised linking phrase written as one word', async () => {
    expect(await findingsIn('Atleast, the boat was slow.')).toContain('Atleast → At least (spelling)');
  });

  it('does not split a capitalised word into a function word and a short word', async () => {
    expect(await findingsIn('Inman painted the barn red.')).not.toContain('Inman → In man (spelling)');
  });
});

describe('a split against a word one typing slip away', () => {
  it('offers the word with a doubled letter written once, not two words', async () => {
    const found = await findingsIn('She was allmost late for the bus.');
    expect(found).not.toContain('allmost → all most (spelling)');
    expect(found).toContain('allmost → almost (spelling)');
  });

  it('still splits two words when no single word is one slip away', async () => {
    expect(await findingsIn('We both laughed at the sametime as the clown fell.')).toContain(
      'sametime → same time (spelling)',
    );
  });
});

describe('a misspelling with two letter pairs swapped', () => {
  it('offers the word whose letters are all there, two neighbours swapped twice', async () => {
    expect(await findingsIn('Their long freindhsip began at school.')).toContain('freindhsip → friendship (spelling)');
  });
});

describe('a capital inside a sentence after an opening word and its comma', () => {
  it('lowers the capital after a linking word, which is no letter greeting', async () => {
    expect(await findingsIn('However, It rained all day at the fair.')).toContain('It → it (grammar)');
  });

  it('lowers the capital after a linking phrase run together', async () => {
    expect(await findingsIn('The hero wins. Forinstance, It ends on a wedding.')).toContain('It → it (grammar)');
  });

  it('keeps the capital after a letter greeting to a name', async () => {
    expect(await findingsIn('Mrs Jones, It is time we spoke about the library.')).not.toContain('It → it (grammar)');
  });
});

describe('a common noun capitalised after "the" that the writer elsewhere writes in lower case', () => {
  it('lowers the capital the writer did not use for the same noun before', async () => {
    expect(await findingsIn('We planted a tree in the garden. By June the Garden was full of birds.')).toContain(
      'Garden → garden (grammar)',
    );
  });

  it('keeps a capital the writer uses for the noun throughout, as a title or a name', async () => {
    expect(await findingsIn('I read the Hobbit last year and loved every page.')).not.toContain(
      'Hobbit → hobbit (grammar)',
    );
  });
});
