import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { layoutOfEssay } from './essay-layout';
import { JUDGEMENT } from './stance-reading';
import { withStanceWordsRead } from './stance-word-spellings';
import { findThesis } from './thesis';

function thesisOf(...paragraphs: string[]): string | undefined {
  const pages = [{ pageNumber: 1, text: paragraphs.join('\n\n') }];
  return findThesis(layoutOfEssay({ pages, sentences: splitSentences(pages) }))?.text;
}

describe('a stance word the writer misspelled', () => {
  it.each([
    ['Television has many negitive effects on young children.', 'negative'],
    ['Video games have a posative effect on how fast we think.', 'positive'],
    ['Longer school days benifit students who need extra help.', 'benefit'],
    ['Owning a pet is benefical for lonely people.', 'beneficial'],
  ])('is read as the word meant: %s', (sentence, meant) => {
    expect(withStanceWordsRead(sentence).text).toContain(meant);
    expect(JUDGEMENT.test(sentence)).toBe(true);
  });

  it('is matched where the writer wrote it', () => {
    const sentence = 'Sadly, phones have possitive effects only for a few.';
    const match = JUDGEMENT.exec(sentence);
    expect(match?.[0]).toBe('have possitive effects');
    expect(match?.index).toBe(sentence.indexOf('have'));
  });

  it('leaves words a dictionary holds and words near no stance word as they are', () => {
    const sentence = 'The native plants grow in relative shade near the hutt.';
    expect(withStanceWordsRead(sentence).text).toBe(sentence);
  });

  it('still lets the introduction state the position', () => {
    const thesis = thesisOf(
      'Most families own a television. Children watch it after school and at weekends. Television has many negitive effects on the children who watch it.',
      'First, children who watch for hours sleep less, because the screen keeps them awake at night.',
      'Second, they play outside less, so they grow less fit than their parents did.',
    );
    expect(thesis).toContain('negitive effects');
  });
});
