import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../text/sentences';
import { isCheckable } from './checkable-words';
import type { GrammarLint } from './grammar-linter';

/** A spelling lint on the given words of a sentence, as harper reports one. */
function spellingLintOn(text: string, error: string): { lint: GrammarLint; sentence: Sentence; focus: number } {
  const focus = text.indexOf(error);
  const lint = { kind: 'Spelling', rule: 'SpellCheck', start: focus, end: focus + error.length } as GrammarLint;
  return { lint, sentence: { text, start: 0, index: 0, page: 1 } as Sentence, focus };
}

describe('the words a spelling check may flag', () => {
  it('leave out a word taken with the dots of an ellipsis after it', () => {
    for (const [text, error] of [
      ['She called the storm a......rude word and went in.', 'a.'],
      ['We waited and waited...then the bus came.', 'waited.'],
      ['He said it was fine.....but it was not.', 'fine..'],
    ] as const) {
      const { lint, sentence, focus } = spellingLintOn(text, error);
      expect(isCheckable(lint, error, sentence, focus)).toBe(false);
    }
  });

  it('still check a misspelled word, with or without dots after it', () => {
    for (const [text, error] of [
      ['We waitd...then the bus came.', 'waitd.'],
      ['The bus was verry late.', 'verry'],
    ] as const) {
      const { lint, sentence, focus } = spellingLintOn(text, error);
      expect(isCheckable(lint, error, sentence, focus)).toBe(true);
    }
  });
});
