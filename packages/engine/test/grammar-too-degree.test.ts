import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every correction shown on the text, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('"to" written for "too" before a word of degree after "be"', () => {
  it('asks for "too" where the sentence says there is more than enough', async () => {
    expect(await shown('The test was to hard for most of us.')).toContain('was to hard → was too hard');
    expect(await shown('By then it was to late to call.')).toContain('was to late → was too late');
    expect(await shown('There is to much noise in the city.')).toContain('is to much → is too much');
    expect(await shown('I felt to tired and went to bed.')).toContain('felt to tired → felt too tired');
  });

  it('leaves "to" that opens an infinitive or a phrase after "be"', async () => {
    expect(await shown('The plan was to free the animals.')).toEqual([]);
    expect(await shown('Our aim is to clean and paint the hall.')).toEqual([]);
    expect(await shown('The prize was to many people a surprise.')).toEqual([]);
  });

  it('leaves "amount to much" and "come to much" as they are', async () => {
    expect(await shown('His plans did not amount to much.')).toEqual([]);
    expect(await shown('I doubt the idea will come to much.')).toEqual([]);
  });
});
