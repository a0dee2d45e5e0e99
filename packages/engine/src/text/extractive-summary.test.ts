import { describe, expect, it } from 'vitest';
import { extractiveSummary } from './extractive-summary';
import { extractKeywords } from './keywords';
import { splitSentences } from './sentences';

const report = [
  'The city council approved a new budget for public parks this spring.',
  'Parks budget increases will pay for new playgrounds and park maintenance staff.',
  'The weather was pleasant on the day of the meeting.',
  'Council members said the parks budget reflects strong public support for green space.',
  'Several residents spoke about parks in their neighbourhoods during the council meeting.',
  'Lunch was served afterwards.',
].join(' ');

describe('extractive summary', () => {
  const sentences = splitSentences([{ pageNumber: 1, text: report }]);

  it('picks the sentences about the main topic, in document order', () => {
    const summary = extractiveSummary(sentences, { count: 2, minWords: 5 });
    expect(summary).toHaveLength(2);
    expect(summary.every((sentence) => /park/iu.test(sentence.text))).toBe(true);
    expect(summary[0]?.index).toBeLessThan(summary[1]?.index ?? -1);
  });

  it('gives the same answer every time', () => {
    expect(extractiveSummary(sentences, { count: 3, minWords: 5 })).toEqual(
      extractiveSummary(sentences, { count: 3, minWords: 5 }),
    );
  });
});

describe('keywords', () => {
  it('ranks repeated topic words and phrases first and leaves out function words', () => {
    const keywords = extractKeywords([report], 3).map((keyword) => keyword.term);
    expect(keywords).toContain('parks budget');
    expect(keywords).not.toContain('the');
  });
});
