import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';
import { GENERAL_NOTICE, howSoon, toldWithNotice } from '../src/local/contract/notice-wording';

/**
 * How soon an end may come is read with the rest of the clause, and the rule's general words ("at short
 * notice") are told from that reading when a finding is composed. Sentences written for these tests.
 */
function soon(sentence: string): string {
  return howSoon(readClause(sentence, []).noticeTerms);
}

describe('the notice a clause reading finds', () => {
  it('reads an end with no notice at all', () => {
    expect(readClause('The Host may end this Agreement without prior written notice.', []).noticeTerms).toEqual({
      kind: 'none',
    });
    expect(soon('The Host may end this Agreement without any notice to the Guest.')).toBe('without notice');
  });

  it('reads an end whenever the holder likes, with no notice named, as at any time', () => {
    expect(soon('The Host may end this Agreement at any time for any reason.')).toBe('at any time');
    expect(soon('The Host may end this Agreement without cause.')).toBe('at any time');
  });

  it('tells a notice of a month or less as short, and a longer one by its length', () => {
    expect(soon('The Host may end this Agreement on fourteen (14) days’ written notice.')).toBe(GENERAL_NOTICE);
    expect(soon('The Host may end this Agreement on ninety (90) days’ prior written notice.')).toBe(
      'on 90 days’ notice',
    );
    expect(soon('The Host may end this Agreement on one (1) year’s notice to the Guest.')).toBe('on 1 year’s notice');
  });

  it('reads notice whose length the sentence does not set', () => {
    expect(soon('The Host may end this Agreement on written notice to the Guest.')).toBe('on the notice it states');
  });

  it('keeps the general words where the sentence says nothing of notice or of acting at will', () => {
    expect(soon('The Host may end this Agreement if the Guest is insolvent.')).toBe(GENERAL_NOTICE);
  });
});

describe('a rule line composed with the reading', () => {
  it('tells every place the rule speaks of how soon an end comes, and leaves other lines alone', () => {
    const terms = readClause('The Host may end this Agreement at any time, without notice.', []).noticeTerms;
    expect(toldWithNotice(`What you rely on can stop ${GENERAL_NOTICE}, for no reason.`, terms)).toBe(
      'What you rely on can stop without notice, for no reason.',
    );
    expect(toldWithNotice('It applies to both parties alike.', terms)).toBe('It applies to both parties alike.');
  });
});
