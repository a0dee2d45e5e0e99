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
  it('says nothing about the optional comma before "such as", "including" or "especially"', () => {
    // An essay lists every finding among its corrections, so optional advice there reads as a fix.
    for (const text of [
      'I sorted routine tasks such as filing and booking rooms.',
      'She coached every player including the two new goalkeepers.',
      'Our team liked the new rota especially the weekend shifts.',
      'We tried many hobbies such as: chess, tennis and baking.',
      'The shop sold many fruits such as, apples and pears.',
    ])
      expect(findingsOn(text)).toEqual([]);
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
