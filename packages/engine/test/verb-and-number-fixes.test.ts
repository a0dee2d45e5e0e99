import { describe, expect, it } from 'vitest';
import { checkStyle } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** The findings of one rule (or of the rules whose id starts so) on a text, as the user reads them: "error → correction". */
function fixesOf(ruleId: string, text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text)
    .filter((issue) => issue.ruleId.startsWith(ruleId))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

const PLURAL_RULE = 'noun-number.this-noun-already-plural-has';

describe('"childrens" and "peoples": the plural or the possessive, read from the words after', () => {
  it('gives the possessive before a noun the group owns, also after "the"', () => {
    expect(fixesOf(PLURAL_RULE, 'I worry about the peoples safety on that road.')).toEqual(["peoples → people's"]);
    expect(fixesOf(PLURAL_RULE, 'Many peoples view of the game is unkind.')).toEqual(["peoples → people's"]);
    expect(fixesOf(PLURAL_RULE, 'Their childrens future depends on it.')).toEqual(["childrens → children's"]);
  });

  it('gives the plural where the group does something', () => {
    expect(fixesOf(PLURAL_RULE, 'After lunch the childrens play a game.')).toEqual(['childrens → children']);
    expect(fixesOf(PLURAL_RULE, 'Some peoples think it is too late.')).toEqual(['peoples → people']);
  });

  it('shows both when the next words read either way, rather than choosing one', () => {
    expect(fixesOf(PLURAL_RULE, 'Most peoples need quiet places.')).toEqual([
      'peoples → Check which was meant: “people” (the plural) or “people’s” (what they own).',
    ]);
  });

  it('leaves "the peoples of" (nations) alone', () => {
    expect(fixesOf(PLURAL_RULE, 'The peoples of the north trade in furs.')).toEqual([]);
  });
});

describe('a past tense after a modal that may stand for another verb', () => {
  // Two rules read a modal's verb: one for any verb, one for the irregular past forms.
  const rule = 'verb-form.';

  it('offers both verbs when the past form is also a letter away from a common verb', () => {
    expect(fixesOf(rule, 'After a long nap I would fell much better.')).toEqual([
      'would fell → Check which verb was meant: “would fall” or “would feel”.',
    ]);
  });

  it('still gives the base form when no other verb is near', () => {
    expect(fixesOf(rule, 'We could went home early.')).toEqual(['could went → could go']);
    expect(fixesOf(rule, 'She will wrote to her aunt.')).toEqual(['will wrote → will write']);
  });
});

describe('"to" after a modal that ends a comparison', () => {
  it('is left alone: the modal stands for its verb and "to" opens a purpose', () => {
    expect(fixesOf('verb-form.after-can-could-should-must', 'She ran as fast as she could to catch the bus.')).toEqual(
      [],
    );
    expect(fixesOf('verb-form.after-can-could-should-must', 'You can to swim here.')).toEqual([
      'can to swim → can swim',
    ]);
  });
});

describe('"there were" before a list', () => {
  it('keeps the plural verb when several things follow, one by one', () => {
    expect(fixesOf('tagged.there-agreement', 'There were a cup, a plate and two forks.')).toEqual([]);
  });

  it('still asks for "was" before one thing', () => {
    expect(fixesOf('tagged.there-agreement', 'There were a lamp.')).toEqual(['There were a lamp → There was a lamp']);
  });
});

describe('a number before a hyphenated word', () => {
  it('does not make a plural of the first half of the word', () => {
    expect(fixesOf('tagged.singular-after-number', 'It left two un-opened letters.')).toEqual([]);
    expect(fixesOf('tagged.singular-after-number', 'We saw many sea-side towns.')).toEqual([]);
  });
});

describe('the length of a long sentence', () => {
  const lengthOf = (text: string) => fixesOf('style.long-sentence', text)[0]?.split(' → ')[0];
  const words = (count: number) => Array.from({ length: count }, (_, index) => (index % 2 ? 'cat' : 'dog')).join(' ');

  it('counts a word with an odd apostrophe as one word', () => {
    expect(lengthOf(`${words(40)} don‘t.`)).toBe('A sentence of 41 words');
    expect(lengthOf(`${words(40)} don\uFFFDt.`)).toBe('A sentence of 41 words');
    expect(lengthOf(`${words(40)} donï¿½t.`)).toBe('A sentence of 41 words');
  });

  it('does not read two odd apostrophes as a quotation to leave out', () => {
    expect(lengthOf(`I don\uFFFDt think ${words(38)} it\uFFFDs so.`)).toBe('A sentence of 43 words');
  });
});
