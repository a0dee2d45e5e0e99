import { describe, expect, it } from 'vitest';
import { checkStyle } from '../src/grammar/check-language';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** Our own learner checks only (no harper.js), as error → correction pairs. */
function fixes(text: string): string[] {
  return checkStyle(splitSentences([{ pageNumber: 1, text }]), () => text, GRAMMAR_CHECKS)
    .filter((issue) => issue.kind !== 'style')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('corrections that would impose a structure the writer did not mean', () => {
  it('keeps "regard X as more than" — "as" before a comparative is not a broken "as … as"', () => {
    expect(fixes('My grandmother saw her garden as more than a hobby.').filter((fix) => /as/u.test(fix))).toEqual([]);
    expect(fixes('The coach treated the match as better than a win.').filter((fix) => /as/u.test(fix))).toEqual([]);
    expect(fixes('This bag is as big than mine.')).toContain('as big than → as big as');
  });

  it('does not turn "had see to" into "had seen to" when the writer meant "had to see"', () => {
    expect(fixes('We had visit to the dentist on Monday.').filter((fix) => /visit/u.test(fix))).toEqual([]);
    expect(fixes('I had see to my little brother after school.').filter((fix) => /see/u.test(fix))).toEqual([]);
    expect(fixes('I have see the new film twice.')).toContain('have see → have seen');
  });
});
