import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every correction a writer reads for the text, as "error → correction". */
async function corrections(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a capitalised determiner after a whole clause', () => {
  it('is left as the start of a sentence whose full stop is missing', async () => {
    expect(
      await corrections('The storm changed the town in many ways The people who stayed had to rebuild their homes.'),
    ).not.toContain('The → the');
    expect(await corrections('The castle was meant to be grand The biggest one in the land.')).not.toContain(
      'The → the',
    );
  });

  it('is still lowered after a verb that takes it as its object', async () => {
    expect(await corrections('We saw The dog in the park.')).toContain('The → the');
  });
});

describe('a small letter after a full stop', () => {
  it('gets no capital when the words after the stop are no sentence of their own', async () => {
    const found = await corrections(
      'The builders faced many problems. in trying to land the airships there. He bought a gift. for his mother and his sister.',
    );
    expect(found.filter((finding) => finding.includes('→ In') || finding.includes('→ For'))).toEqual([]);
  });

  it('still gets one when a sentence or a sentence opener follows', async () => {
    expect(await corrections('It was a long day. the sun went down at last.')).toContain('the → The');
    expect(await corrections('They wanted to keep us safe. but why hide the truth from us?')).toContain('but → But');
  });
});
