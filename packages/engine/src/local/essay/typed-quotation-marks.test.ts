import { describe, expect, it } from 'vitest';
import { quotationsIn, withoutQuotations } from './quotations';

describe('two apostrophes typed for a quotation mark', () => {
  it.each([
    [
      'each side of the quoted words',
      "My coach told us ''keep your eyes on the ball'' before every game.",
      'keep your eyes on the ball',
    ],
    ['opening a passage never closed', "The sign by the gate read ''no swimming after dark.", 'no swimming after dark'],
    [
      'closing a passage opened by a straight mark',
      "She yelled \"come back here right now!'' and ran after him.",
      'come back here right now!',
    ],
    [
      'standing apart from the words they close',
      "He always says ''take your time '' when we rush our work.",
      'take your time',
    ],
  ])('are read as a quotation %s', (_shape, text, quoted) => {
    expect(quotationsIn(text).map((passage) => passage.trim())).toEqual([quoted]);
  });

  it.each([
    ['doubled inside a word', "Isn''t it strange how fast a long summer goes by for us?"],
    ['after a plural that owns the noun', "My grandparents'' farm had three old horses and a pond full of frogs."],
    [
      'closing nothing that was opened',
      "The hill felt like it would never end''. We kept pushing the bikes up the road anyway.",
    ],
    [
      'after a word set off by them alone',
      "The dog waited by the door all day''; then he slept on the mat until dinner.",
    ],
  ])('are not a quotation when %s', (_shape, text) => {
    expect(quotationsIn(text)).toEqual([]);
    expect(withoutQuotations(text).trim().split(/\s+/u).length).toBe(text.trim().split(/\s+/u).length);
  });
});
