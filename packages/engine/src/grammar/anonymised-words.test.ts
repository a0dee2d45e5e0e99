import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/sentences';
import { readsAnonymisedWord } from './anonymised-words';
import type { IssueKind, StyleIssue } from './finding';

// Sentences written for these tests; the tokens stand for words an anonymised text hid.

function issueOn(text: string, error: string, correction: string, ruleId: string, kind: IssueKind): StyleIssue {
  const [sentence] = splitSentences([{ pageNumber: 1, text }]);
  if (!sentence) throw new Error('no sentence');
  return {
    ruleId,
    kind,
    category: kind === 'spelling' ? 'Spelling' : 'Grammar',
    severity: 'minor',
    sentence,
    focus: sentence.text.indexOf(error),
    error,
    correction,
    explanation: '',
  };
}

describe('a correction never reads an anonymisation token as a word', () => {
  it('drops an article fix before a token', () => {
    expect(
      readsAnonymisedWord(issueOn('We went to a @CAPS3 fair.', 'a', 'an', 'determiner.an-before-vowel', 'grammar')),
    ).toBe(true);
  });

  it('drops a capital or agreement fix right after a token', () => {
    expect(
      readsAnonymisedWord(issueOn('We saw @CAPS1 Park at noon.', 'Park', 'park', 'capitals.word-inside', 'grammar')),
    ).toBe(true);
    expect(readsAnonymisedWord(issueOn('Then @PERSON1 go home.', 'go', 'goes', 'agreement.x', 'grammar'))).toBe(true);
  });

  it('drops a spelling fix of the token itself', () => {
    expect(
      readsAnonymisedWord(issueOn('I met @CAPS1s friend.', '@CAPS1s', 'caps', 'harper.SpellCheck', 'spelling')),
    ).toBe(true);
  });

  it('keeps a spelling fix of a word of its own and "i" → "I" beside a token', () => {
    expect(
      readsAnonymisedWord(issueOn('On @DATE1 freinds came.', 'freinds', 'friends', 'harper.SpellCheck', 'spelling')),
    ).toBe(false);
    expect(readsAnonymisedWord(issueOn('On @DATE1 i left.', 'i', 'I', 'capitals.pronoun-i', 'grammar'))).toBe(false);
  });

  it('keeps a grammar fix with no token beside it', () => {
    expect(
      readsAnonymisedWord(issueOn('On @DATE1 the dogs was loud.', 'dogs was', 'dogs were', 'agreement.x', 'grammar')),
    ).toBe(false);
  });
});
