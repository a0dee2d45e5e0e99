import { describe, expect, it } from 'vitest';
import { rememberedPerText, rememberingTexts } from './remembered-words';

function countedLength() {
  const seen: string[] = [];
  const length = rememberedPerText((text: string) => {
    seen.push(text);
    return text.length;
  });
  return { seen, length };
}

describe('rememberedPerText', () => {
  it('computes each text once within one document and gives the same answer again', () => {
    const { seen, length } = countedLength();
    const answers = rememberingTexts(() => [
      length('The tide came in.'),
      length('We left early.'),
      length('The tide came in.'),
    ]);
    expect(answers).toEqual([17, 14, 17]);
    expect(seen).toEqual(['The tide came in.', 'We left early.']);
  });

  it('keeps nothing from one document for the next', () => {
    const { seen, length } = countedLength();
    rememberingTexts(() => length('The tide came in.'));
    rememberingTexts(() => length('The tide came in.'));
    expect(seen).toEqual(['The tide came in.', 'The tide came in.']);
  });

  it('keeps the store across the awaits of one document', async () => {
    const { seen, length } = countedLength();
    await rememberingTexts(async () => {
      length('The tide came in.');
      await new Promise((resolve) => setImmediate(resolve));
      length('The tide came in.');
    });
    expect(seen).toEqual(['The tide came in.']);
  });

  it('computes on every call outside a document', () => {
    const { seen, length } = countedLength();
    length('We left early.');
    length('We left early.');
    expect(seen).toHaveLength(2);
  });
});
