import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

async function splicesIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.ruleId === 'commas.comma-splice').map((issue) => issue.correction);
}

describe('a noun and the clause that describes it, set beside a date or a time', () => {
  it('is no comma splice', async () => {
    expect(await splicesIn('We moved on a cold morning in March, the day my sister was born.')).toEqual([]);
    expect(await splicesIn('It happened in the spring of 1999, the year our town was flooded.')).toEqual([]);
    expect(await splicesIn('I still think of that long summer, the summer we were all together.')).toEqual([]);
  });

  it('leaves two clauses joined by a comma a splice', async () => {
    expect(await splicesIn('The film was very long, the ending was sad.')).toEqual(['. The ending']);
    expect(await splicesIn('We ate our dinner early, my brother was hungry.')).toEqual(['. My brother']);
  });
});
