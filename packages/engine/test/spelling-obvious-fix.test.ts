import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** The spelling findings of a text as "error → correction", with their explanations. */
async function spellingIn(text: string) {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind === 'spelling');
}

const shown = async (text: string) => (await spellingIn(text)).map((issue) => `${issue.error} → ${issue.correction}`);

describe('a misspelling whose meant word is plain to any reader', () => {
  it('offers the word when a doubled letter and a swap are the only slips', async () => {
    expect(await shown('Shouting in the hall was innapropiate for the guests.')).toEqual([
      'innapropiate → inappropriate',
    ]);
  });

  it('offers the word when one letter is doubled by mistake', async () => {
    expect(await shown('The birds were slowly adappting to the cold.')).toEqual(['adappting → adapting']);
  });

  it('offers a contraction whose apostrophe became a letter', async () => {
    expect(await shown('My brother isent coming home tonight.')).toEqual(["isent → isn't"]);
  });

  it('never says no word is clearly meant while offering one', async () => {
    for (const issue of await spellingIn('Shouting in the hall was innapropiate for the guests.'))
      expect(issue.explanation).not.toContain('no one word is clearly');
  });
});

describe('two words run together', () => {
  it('splits them rather than choosing a near single word', async () => {
    expect(await shown('We both laughed at the sametime as the clown fell.')).toEqual(['sametime → same time']);
  });
});
