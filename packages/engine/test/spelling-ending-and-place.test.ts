import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text touching spelling, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind === 'spelling').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('the ending the writer typed is kept', () => {
  it('keeps an adjective in -y rather than the noun it comes from', async () => {
    expect(await shown('It was a brizy afternoon by the sea.')).toEqual(['brizy → breezy']);
  });

  it('keeps the "-er" of a doer rather than a past tense one letter away', async () => {
    expect(await shown('The old sailer told us a long story.')).toEqual(['sailer → sailor']);
  });

  it('keeps a final -r rather than dropping it for a shorter word', async () => {
    expect(await shown('My uncle works as an enginer at the port.')).toEqual(['enginer → engineer']);
  });
});

describe('two doubled letters written single', () => {
  it('restores both doublings in one word', async () => {
    expect(await shown('It was embarasing to fall over on the stage.')).toEqual(['embarasing → embarrassing']);
  });
});

describe('the word the place in the sentence wants', () => {
  it('offers no conjunction right after an article', async () => {
    const found = await shown('The wether was cold and grey all week.');
    expect(found).toEqual(['wether → weather']);
  });
});

describe('"f" written for the "ph" that spells the same sound', () => {
  it('offers the word spelled with "ph"', async () => {
    expect(await shown('We saw a baby elefant at the zoo.')).toEqual(['elefant → elephant']);
    expect(await shown('In biology we learned about fotosynthesis.')).toEqual(['fotosynthesis → photosynthesis']);
  });

  it('offers no fix when a swap of letters makes another word as likely', async () => {
    const found = await shown('I took a foto of the lake at sunset.');
    expect(found.filter((finding) => finding.includes('foot'))).toEqual([]);
  });
});
