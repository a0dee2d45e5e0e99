import { describe, expect, it } from 'vitest';
import { pickDistinct, rankSentences } from './extractive-summary';
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

/** The summary as the engine builds it: the ranking, then the best distinct sentences in document order. */
function summaryOf(sentences: Parameters<typeof rankSentences>[0], count: number) {
  return pickDistinct(rankSentences(sentences, { minWords: 5 }), count);
}

describe('extractive summary', () => {
  const sentences = splitSentences([{ pageNumber: 1, text: report }]);

  it('picks the sentences about the main topic, in document order', () => {
    const summary = summaryOf(sentences, 2);
    expect(summary).toHaveLength(2);
    expect(summary.every((sentence) => /park/iu.test(sentence.text))).toBe(true);
    expect(summary[0]?.index).toBeLessThan(summary[1]?.index ?? -1);
  });

  it('gives the same answer every time', () => {
    expect(summaryOf(sentences, 3)).toEqual(summaryOf(sentences, 3));
  });
});

describe('TextRank', () => {
  const hub = [
    'Volcanic eruptions release ash clouds that ground flights across whole regions.',
    'Ash clouds damage jet engines, so airlines ground flights when ash is reported.',
    'Forecasters track ash clouds with satellites to warn airlines early.',
    'Airlines lose money when volcanic ash clouds ground flights for days.',
    'My cousin enjoys painting watercolour landscapes during quiet summer holidays.',
  ].join(' ');
  const sentences = splitSentences([{ pageNumber: 1, text: hub }]);

  it('ranks the sentences the others keep coming back to above an unrelated one, wherever it stands', () => {
    const ranked = rankSentences(sentences, { minWords: 5 });
    expect(ranked.at(-1)?.sentence.text).toMatch(/^My cousin/u);
    expect(ranked.reduce((sum, item) => sum + item.rank, 0)).toBeCloseTo(1, 6);
  });

  it('does not pick the same point twice', () => {
    const twice = splitSentences([
      { pageNumber: 1, text: `${hub} Volcanic eruptions release ash clouds that ground flights across whole regions.` },
    ]);
    const texts = summaryOf(twice, 3).map((sentence) => sentence.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('keywords', () => {
  it('ranks repeated topic words and phrases first and leaves out function words', () => {
    const keywords = extractKeywords([report], 3).map((keyword) => keyword.term);
    expect(keywords).toContain('parks budget');
    expect(keywords).not.toContain('the');
  });
});
