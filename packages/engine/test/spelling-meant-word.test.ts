import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('the word plainly meant by a misspelling', () => {
  it('offers the word one dropped letter away, not a possessive two slips away', async () => {
    expect(await spellingIn('The river currets were too strong for the small boat.')).toEqual(['currets → currents']);
  });

  it('offers "than" after a comparative', async () => {
    expect(await spellingIn('My sister is much taller tham my brother.')).toEqual(['tham → than']);
  });

  it('prefers one vowel for another over an unlike letter far away on the keyboard', async () => {
    expect(await spellingIn('Everyone waited a year for the sequal to the film.')).toEqual(['sequal → sequel']);
  });

  it('splits a place name run together into its capitalised words, as the essay writes it elsewhere', async () => {
    expect(await spellingIn('Last summer my aunt flew to newyork for a week. She loved New York.')).toEqual([
      'newyork → New York',
    ]);
  });
});

describe('no unrelated word for a word the writer spelt their own way', () => {
  it('leaves a closed compound of two everyday words alone', async () => {
    expect(await spellingIn('The children loved the waterslides at the new pool.')).toEqual([]);
  });

  it('offers no word whose vowels make another syllable', async () => {
    const found = await spellingIn('The old horman walked along the road every morning.');
    expect(found.filter((finding) => finding.includes('hormone'))).toEqual([]);
  });
});

describe('the meant word in its place in the sentence', () => {
  it('keeps a noun that reads as a verb form where a noun stands', async () => {
    expect(await spellingIn('We walked past a bulding that looked empty.')).toEqual(['bulding → building']);
  });

  it('reads "-tion" and "-sion" as one sound', async () => {
    expect(await spellingIn('We came to the conclution after a long talk.')).toEqual(['conclution → conclusion']);
  });
});

describe('a name the essay writes without its capital', () => {
  it('asks for the capital, not for another word', async () => {
    expect(
      await spellingIn('Mirelda bought a plant at the shop. Later that night mirelda cried in the garden.'),
    ).toEqual(['mirelda → Mirelda']);
  });
});

describe('a misspelling the writer once capitalised', () => {
  it('is still corrected as a word where it is written lower-case more often', async () => {
    const found = await spellingIn('The bell rang and Thenn we ran. The rain came thenn stopped and thenn came back.');
    expect(found.filter((finding) => finding.includes('→ Thenn'))).toEqual([]);
  });
});

describe('a common misspelling that may stand for more than one word', () => {
  it('offers no single word where another common word is as near as the usual fix', async () => {
    expect(await spellingIn('I could not decide wich path to follow.')).toEqual([
      'wich → Check the spelling of “wich”.',
    ]);
  });

  it('still fixes a common misspelling whose only near words are rare or forms of the same word', async () => {
    expect(await spellingIn('We stayed at thier house and it was realy quiet.')).toEqual([
      'thier → their',
      'realy → really',
    ]);
    expect(await spellingIn('Nobody knew what happend next.')).toEqual(['happend → happened']);
  });
});

describe('a misspelt past form', () => {
  it('offers the irregular past of the verb the writer inflected, never a noun made from it', async () => {
    expect(await spellingIn('Have you ever babysitted a child?')).toEqual(['babysitted → babysat']);
  });
});
