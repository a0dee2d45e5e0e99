import { describe, expect, it } from 'vitest';
import type { StyleIssue } from '../src/grammar/finding';
import { analyzeGrammarAndStyle } from '../src/local/essay/grammar-and-style';
import { styleIssueIn } from './style-issue';

const text = 'The zorbly fox ran past the barn and they was tired.';
const sentence = { text, page: 1, start: 0, end: text.length, index: 0 };
const layout = { locationOf: () => 'paragraph 1' } as unknown as Parameters<typeof analyzeGrammarAndStyle>[2];

const issue = (kind: StyleIssue['kind'], error: string, correction: string): StyleIssue =>
  styleIssueIn(sentence, kind, error, correction);

describe('a misspelling no one word fits is named, not shown as a correction', () => {
  const issues = [
    issue('spelling', 'zorbly', 'Check the spelling of “zorbly”.'),
    issue('grammar', 'they was', 'they were'),
  ];
  const result = analyzeGrammarAndStyle(issues, [sentence], layout);

  it('lists only corrections that offer a replacement', () => {
    expect(result.specificCorrections.map((correction) => `${correction.error} → ${correction.correction}`)).toEqual([
      'they was → they were',
    ]);
  });

  it('names the word to check in the feedback and counts it as no error, since it may be a name or a rare word', () => {
    expect(result.spellingIssues).toBe(0);
    expect(result.grammarIssues).toBe(1);
    expect(result.feedback).toContain('“zorbly”');
    expect(result.feedback).toMatch(/At least 1 grammar error: the ones the checks flagged, listed with corrections/u);
    expect(result.feedback).not.toMatch(/spelling error/u);
  });
});

describe('a text whose only flag is a word to check', () => {
  it('is told the checks corrected nothing, not that they flagged nothing', () => {
    const only = analyzeGrammarAndStyle(
      [issue('spelling', 'zorbly', 'Check the spelling of “zorbly”.')],
      [sentence],
      layout,
    );
    expect(only.grammarIssues + only.spellingIssues).toBe(0);
    expect(only.feedback).toMatch(/The checks found no grammar or spelling error they could correct in 11 words/u);
    expect(only.feedback).toContain('“zorbly”');
  });
});

describe('the essay page names a misspelling no one word fits', () => {
  it('keeps the word to check in the grammar feedback of the whole analysis', async () => {
    const { analyzeEssayText } = await import('./result-checks');
    const text = [
      'Our town should keep its library open on Sundays. Families who work all week can only visit then.',
      'The reading room is quiet, and the staff help students with their homework.',
      'Last winter a zorbly storm closed every school, yet the library stayed open for everyone.',
    ].join('\n\n');
    const result = await analyzeEssayText(text, { academicLevel: 'high-school' });
    expect(result.grammarAndStyle.specificCorrections.map((correction) => correction.error)).not.toContain('zorbly');
    expect(result.grammarAndStyle.feedback).toContain('“zorbly”');
  });

  it('does not claim that no word is clearly meant, which a reader can often see from the sentence', () => {
    const issues = [issue('spelling', 'zorbly', 'Check the spelling of “zorbly”.')];
    const { feedback } = analyzeGrammarAndStyle(issues, [sentence], layout);
    expect(feedback).toContain('Check the spelling of “zorbly”');
    expect(feedback).not.toMatch(/clearly the one meant/u);
  });
});
