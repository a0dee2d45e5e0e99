import { describe, expect, it } from 'vitest';
import { flaggedIssue } from '../../../test/style-issues';
import type { Sentence } from '../../text/sentences';
import { writerTypedErrors } from './writer-typed-errors';

function sentencesOf(...texts: string[]): Sentence[] {
  let start = 0;
  return texts.map((text, index) => {
    const sentence = { text, page: 1, start, end: start + text.length, index };
    start += text.length + 1;
    return sentence;
  });
}

describe('errors counted are the ones the writer typed', () => {
  it('keeps a plain misspelling and a grammar slip', () => {
    const [sentence] = sentencesOf('We recieved the letters and they was happy.') as [Sentence];
    const issues = [
      flaggedIssue(sentence, 'spelling', 'recieved', 'received'),
      flaggedIssue(sentence, 'grammar', 'they was', 'they were'),
    ];
    expect(writerTypedErrors(issues, [sentence])).toHaveLength(2);
  });

  it('does not count a standard abbreviation written without its full stop as a misspelling', () => {
    const [sentence] = sentencesOf('Bring pens, paper, rulers etc and compare prices vs quality.') as [Sentence];
    const issues = [
      flaggedIssue(sentence, 'spelling', 'etc', 'Check the spelling of “etc”.'),
      flaggedIssue(sentence, 'spelling', 'vs', 'Check the spelling of “vs”.'),
      flaggedIssue(sentence, 'spelling', 'ect', 'etc.'),
    ];
    expect(writerTypedErrors(issues, [sentence]).map((issue) => issue.error)).toEqual(['ect']);
  });

  it('does not count characters garbled by a wrong text encoding', () => {
    const [sentence] = sentencesOf('We met at the cafÃ© and I didnï¿½t stay long, itâ€™s too loud, donât go.') as [
      Sentence,
    ];
    const issues = [
      flaggedIssue(sentence, 'spelling', 'cafÃ©', 'café'),
      flaggedIssue(sentence, 'spelling', 'donât', 'donate'),
      flaggedIssue(sentence, 'spelling', 'didnï¿½t', 'didn’t'),
      flaggedIssue(sentence, 'grammar', 'itâ€™s', 'its'),
      flaggedIssue(sentence, 'grammar', 'stay long,', 'stay long;'),
    ];
    expect(writerTypedErrors(issues, [sentence]).map((issue) => issue.error)).toEqual(['stay long,']);
  });

  it('does not count anonymisation placeholders as words', () => {
    const [sentence] = sentencesOf('My friend @CAPS1 and I went to @LOCATION2 on a Saturday.') as [Sentence];
    const issues = [
      flaggedIssue(sentence, 'spelling', '@CAPS1', 'CAPS'),
      flaggedIssue(sentence, 'grammar', 'to @LOCATION2', 'to the @LOCATION2'),
    ];
    expect(writerTypedErrors(issues, [sentence])).toEqual([]);
  });

  it('does not count a name the text writes with a capital elsewhere as a misspelling', () => {
    const sentences = sentencesOf(
      'In the story the boy Tavik waits for his father.',
      'tavik is patient because he trusts him.',
    );
    const [, second] = sentences as [Sentence, Sentence];
    const issues = [flaggedIssue(second, 'spelling', 'tavik', 'tactic')];
    const kept = writerTypedErrors(issues, sentences);
    expect(kept.filter((issue) => issue.kind === 'spelling')).toEqual([]);
  });

  it('corrects a name written in small letters as a capital left out, not a misspelling', () => {
    const sentences = sentencesOf(
      'In the story the boy Tavik waits for his father.',
      'tavik is patient because he trusts him.',
    );
    const [, second] = sentences as [Sentence, Sentence];
    const [kept] = writerTypedErrors([flaggedIssue(second, 'spelling', 'tavik', 'tactic')], sentences);
    expect(kept).toMatchObject({ kind: 'grammar', category: 'Capitalisation', error: 'tavik', correction: 'Tavik' });
  });

  it('takes a name the assignment writes with a capital for a name, however the essay writes it', () => {
    const sentences = sentencesOf('The boy orlan waits for his father.', 'orlan is patient because he trusts him.');
    const [first] = sentences as [Sentence, Sentence];
    const [kept] = writerTypedErrors(
      [flaggedIssue(first, 'spelling', 'orlan', 'orphan')],
      sentences,
      'Explain how the boy Orlan changes in the story.',
    );
    expect(kept).toMatchObject({ kind: 'grammar', correction: 'Orlan' });
  });

  it('still counts a misspelt word that is never written as a name', () => {
    const sentences = sentencesOf('The boy waits for his father.', 'He is pacient because he trusts him.');
    const [, second] = sentences as [Sentence, Sentence];
    const issues = [flaggedIssue(second, 'spelling', 'pacient', 'patient')];
    expect(writerTypedErrors(issues, sentences)).toHaveLength(1);
  });
});
