import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every correction shown on the text, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a negative contraction typed without its apostrophe and one letter', () => {
  it('is given back as the contraction', async () => {
    expect(await shown('My little brother dosnt like green beans.')).toContain('dosnt → doesn’t');
    expect(await shown('We coudnt find the key anywhere.')).toContain('coudnt → couldn’t');
  });
});
