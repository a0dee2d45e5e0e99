import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/text/grammar-checks';
import { splitSentences } from '../src/text/sentences';

async function errorsIn(text: string) {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues
    .filter((issue) => issue.kind !== 'style')
    .map(({ kind, error, correction }) => ({ kind, error, correction }));
}

describe('grammar and spelling checks', () => {
  it('catches errors our own rules miss, with the correction', async () => {
    expect(await errorsIn('She is a excellent student and their going to the library.')).toEqual([
      { kind: 'grammar', error: 'a excellent', correction: 'an excellent' },
      // Beyond our own rules: found by harper.js.
      { kind: 'grammar', error: 'their', correction: "they're" },
    ]);
    expect(await errorsIn('This is an exemple of bad grammer.')).toEqual([
      { kind: 'spelling', error: 'exemple', correction: 'example' },
      { kind: 'spelling', error: 'grammer', correction: 'grammar' },
    ]);
  });

  it('leaves correct sentences alone', async () => {
    expect(
      await errorsIn(
        'The committee approved the new budget on Friday. Their decision surprised everyone, but the mayor welcomed it.',
      ),
    ).toEqual([]);
  });

  it('does not flag names, anonymised placeholders or garbled characters as misspellings', async () => {
    expect(
      await errorsIn('Yesterday @PERSON1 met Zbigniew at the @ORGANIZATION2 office. He didn\uFFFDt stay long.'),
    ).toEqual([]);
  });

  it('points each finding at the exact words of its sentence', async () => {
    const text = 'Dear editor,\n\nI could of gone to the the store yesterday.';
    const sentences = splitSentences([{ pageNumber: 1, text }]);
    const issues = await checkLanguage(sentences, () => text);
    expect(issues.map((issue) => issue.sentence.text.slice(issue.focus, issue.focus + issue.error.length))).toEqual(
      issues.map((issue) => issue.error),
    );
    expect(issues.map((issue) => issue.error)).toEqual(['could of', 'the the']);
  });
});
