import { describe, expect, it } from 'vitest';
import { PUNCTUATION_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** The punctuation findings on one sentence. */
function findingsOn(text: string) {
  return splitSentences([{ pageNumber: 1, text }]).flatMap((sentence) =>
    PUNCTUATION_CHECKS.flatMap((check) => check(sentence, text)),
  );
}

/** Findings given as corrections (not style advice), as error → correction pairs. */
function corrections(text: string): string[] {
  return findingsOn(text)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('commas a writer may leave out', () => {
  it('offers the comma before "such as", "including" or "especially" as optional advice, never as a correction', () => {
    for (const text of [
      'I sorted routine tasks such as filing and booking rooms.',
      'She coached every player including the two new goalkeepers.',
      'Our team liked the new rota especially the weekend shifts.',
    ]) {
      expect(corrections(text)).toEqual([]);
      const advice = findingsOn(text).filter((issue) => issue.kind === 'style');
      expect(advice).toHaveLength(1);
      expect(advice[0]?.explanation).toMatch(/optional/u);
    }
  });

  it('asks for no comma after "Also" that opens a line with no subject', () => {
    expect(corrections('Also trained new staff on the till.')).toEqual([]);
    expect(corrections('Also responsible for the weekly stock count.')).toEqual([]);
    expect(corrections('Also we visited the old harbour.')).toEqual(['Also → Also,']);
  });

  it('asks for no comma before "where" after a capitalised common noun', () => {
    expect(corrections('I joined the Sales Department where I handled refunds.')).toEqual([]);
    expect(corrections('She worked at the Central Library Office where she kept the records.')).toEqual([]);
    expect(corrections('Last spring we moved to Porto where my cousin lives.')).toEqual(['Porto → Porto,']);
  });
});
