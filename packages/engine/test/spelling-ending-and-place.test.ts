import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('the ending the writer typed is kept', () => {
  it('keeps an adjective in -y rather than the noun it comes from', async () => {
    expect(await spellingIn('It was a brizy afternoon by the sea.')).toEqual(['brizy → breezy']);
  });

  it('keeps the "-er" of a doer rather than a past tense one letter away', async () => {
    expect(await spellingIn('The old sailer told us a long story.')).toEqual(['sailer → sailor']);
  });

  it('keeps a final -r rather than dropping it for a shorter word', async () => {
    expect(await spellingIn('My uncle works as an enginer at the port.')).toEqual(['enginer → engineer']);
  });
});

describe('two doubled letters written single', () => {
  it('restores both doublings in one word', async () => {
    expect(await spellingIn('It was embarasing to fall over on the stage.')).toEqual(['embarasing → embarrassing']);
  });
});

describe('the word the place in the sentence wants', () => {
  it('offers no conjunction right after an article', async () => {
    const found = await spellingIn('The wether was cold and grey all week.');
    expect(found).toEqual(['wether → weather']);
  });
});

describe('"f" written for the "ph" that spells the same sound', () => {
  it('offers the word spelled with "ph"', async () => {
    expect(await spellingIn('We saw a baby elefant at the zoo.')).toEqual(['elefant → elephant']);
    expect(await spellingIn('In biology we learned about fotosynthesis.')).toEqual(['fotosynthesis → photosynthesis']);
  });

  it('offers no fix when a swap of letters makes another word as likely', async () => {
    const found = await spellingIn('I took a foto of the lake at sunset.');
    expect(found.filter((finding) => finding.includes('foot'))).toEqual([]);
  });
});
