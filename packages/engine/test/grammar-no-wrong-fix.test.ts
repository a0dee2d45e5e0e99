import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every correction shown on the text, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a garbled word gets no wrong fix', () => {
  it('offers capitals only for an abbreviation written in capitals in everyday text', async () => {
    expect(await shown('I will call you at six od seven tomorrow.')).not.toContain('od → OD');
    expect(await shown('We watched a film on tv after dinner.')).toContain('tv → TV');
  });

  it('does not join a piece of a word to the whole common word before it into a rare word', async () => {
    const found = await shown('After the match He wer very tired.');
    expect(found.filter((finding) => finding.includes('Hewer'))).toEqual([]);
  });

  it('does not turn a noun after "she" into a verb', async () => {
    expect(await shown('In winter she snow covers the hills.')).not.toContain('she snow → she snows');
    expect(await shown('She play tennis every week.')).toContain('She play → She plays');
  });

  it('does not read a past participle after an opening "To" as an infinitive', async () => {
    const found = await shown('To disappointed, the shop was closed when we arrived.');
    expect(found.filter((finding) => finding.startsWith('To disappointed'))).toEqual([]);
  });
});

describe('a slip of "too" keeps its words', () => {
  it('does not delete the "to" after "to much" where "too much" was meant', async () => {
    const found = await shown('Asking for a whole week off was wy to much to expect.');
    expect(found.filter((finding) => finding.startsWith('to much to'))).toEqual([]);
  });
});

describe('right grammar stays as it is', () => {
  it('leaves a direct question about where someone was born alone', async () => {
    expect(await shown('Where was he born?')).toEqual([]);
    expect(await shown('I asked him, "where was she born?"')).toEqual([]);
    expect(await shown('I born in a small village.')).toContain('I born → I was born');
  });

  it('leaves a noun followed by "faced with", a shortened passive, alone', async () => {
    expect(await shown('Families faced with high rents often move away.')).toEqual([]);
    expect(await shown('We faced with many problems last year.')).toContain('We faced with → We faced');
  });

  it('puts no comma inside a noun clause that follows a preposition', async () => {
    expect(await shown('If you think about in what area you live you will understand.')).not.toContain('area → area,');
  });
});
