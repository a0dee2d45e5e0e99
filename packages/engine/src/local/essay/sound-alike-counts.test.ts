import { describe, expect, it } from 'vitest';
import { styleIssueIn } from '../../../test/style-issue';
import { prepareDocumentText } from '../../text/document-text';
import type { Sentence } from '../../text/sentences';
import { errorsFoundNote, withUnflaggedErrors } from './error-count-note';
import { layoutOfEssay } from './essay-layout';
import { analyzeGrammarAndStyle } from './grammar-and-style';

/**
 * A word the writer put for one that sounds the same ("then" for "than", "their" for "there") is a
 * wrong word a teacher marks as spelling: the page's spelling count holds it and says so, and
 * "none flagged" is never shown beside such a correction. The sentences are written for this test.
 */
describe('sound-alike words counted as spelling', () => {
  const text = prepareDocumentText([
    {
      pageNumber: 1,
      text: 'My brother runs faster then me every morning. Their is a small park behind our school gate. We walk home together after the last bell.',
    },
  ]);
  const [faster, park] = text.sentences as [Sentence, Sentence];
  const layout = layoutOfEssay(text);
  const issues = [styleIssueIn(faster, 'grammar', 'then', 'than'), styleIssueIn(park, 'grammar', 'Their', 'There')];

  it('counts "then" for "than" and "Their" for "There" as spelling errors, not grammar', () => {
    const result = withUnflaggedErrors(analyzeGrammarAndStyle(issues, text.sentences, layout), issues, text.sentences);
    expect(result.spellingIssues).toBe(2);
    expect(result.grammarIssues).toBe(0);
  });

  it('names what the spelling count holds', () => {
    const note = errorsFoundNote(issues, 2, text.sentences);
    expect(note).toMatch(/2 spelling errors \(counting 2 words written for ones that sound alike: “then” for “than”/u);
    expect(note).not.toMatch(/\d grammar errors?/u);
  });

  it('keeps a grammar fix that is no sound-alike as grammar', () => {
    const agreement = [styleIssueIn(park, 'grammar', 'is', 'are')];
    const result = withUnflaggedErrors(
      analyzeGrammarAndStyle(agreement, text.sentences, layout),
      agreement,
      text.sentences,
    );
    expect(result.spellingIssues).toBe(0);
    expect(result.grammarIssues).toBe(1);
  });
});
