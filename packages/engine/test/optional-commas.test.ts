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

describe('commas after a short opening phrase, which style guides leave to the writer', () => {
  it('asks for no comma after an opening phrase of four words or fewer', () => {
    // Chicago Manual of Style 6.36: a brief introductory phrase needs no comma.
    expect(corrections('In winter we go skiing in the mountains.')).toEqual([]);
    expect(corrections('At one point I nearly left the party early.')).toEqual([]);
    expect(corrections('Before phones and tablets we wrote letters by hand to friends.')).toEqual([]);
    expect(corrections('These days you hardly need a car in the city.')).toEqual([]);
  });

  it('still asks for the comma after a longer phrase or an opening clause', () => {
    expect(corrections('In the middle of the long winter we stayed at home.')).toEqual(['winter → winter,']);
    expect(corrections('When my sister finished her exams she moved to Leeds.')).toEqual(['exams → exams,']);
  });

  it('asks for no comma where a time phrase may close either clause', () => {
    // "While I was at school, every day I …" or "While I was at school every day, I …": the place is the writer's.
    expect(corrections('While I was at primary school every day I took a sandwich with me.')).toEqual([]);
  });
});

describe('"so" meaning "so that"', () => {
  it('asks for no comma before "so" and a subject with a negative modal', () => {
    expect(corrections('They tied the tent down so it wouldnt blow away in the storm.')).toEqual([]);
    expect(corrections("They tied the tent down so it won't blow away in the storm.")).toEqual([]);
  });
});
