import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text touching spelling, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind === 'spelling').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('the word plainly meant by a misspelling', () => {
  it('offers the word one dropped letter away, not a possessive two slips away', async () => {
    expect(await shown('The river currets were too strong for the small boat.')).toEqual([
      'currets → currents',
    ]);
  });

  it('offers "than" after a comparative', async () => {
    expect(await shown('My sister is much taller tham my brother.')).toEqual(['tham → than']);
  });

  it('prefers one vowel for another over an unlike letter far away on the keyboard', async () => {
    expect(await shown('Everyone waited a year for the sequal to the film.')).toEqual(['sequal → sequel']);
  });

  it('splits a place name run together into its capitalised words', async () => {
    expect(await shown('Last summer my aunt flew to newyork for a week.')).toEqual(['newyork → New York']);
  });
});

describe('no unrelated word for a word the writer spelt their own way', () => {
  it('leaves a closed compound of two everyday words alone', async () => {
    expect(await shown('The children loved the waterslides at the new pool.')).toEqual([]);
  });

  it('offers no word whose vowels make another syllable', async () => {
    const found = await shown('The old horman walked along the road every morning.');
    expect(found.filter((finding) => finding.includes('hormone'))).toEqual([]);
  });
});
