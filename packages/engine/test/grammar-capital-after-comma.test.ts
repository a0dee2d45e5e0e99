import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every correction shown on the text, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a capital after a comma that opens a new sentence is not lowered', () => {
  it('keeps the capital after a greeting in small letters ("Dear friends,")', async () => {
    expect(await shown('Dear friends, Many people think phones are bad for us.')).not.toContain('Many → many');
  });

  it('keeps the capital of a subject or sentence adverb after a finished clause', async () => {
    expect(await shown('I walked home in the heavy rain, Those wet shoes took days to dry.')).not.toContain(
      'Those → those',
    );
    expect(await shown('We waited at the old station for an hour, Sometimes the trains are late.')).not.toContain(
      'Sometimes → sometimes',
    );
  });

  it('still lowers a capital in the middle of a clause', async () => {
    expect(await shown('My friend and I went to see The film together.')).toContain('The → the');
  });
});

describe('a number and a half takes the plural', () => {
  it('leaves "two and a half hours" alone', async () => {
    const found = await shown('We waited for two and a half hours at the airport.');
    expect(found.filter((finding) => finding.includes('half'))).toEqual([]);
  });
});
