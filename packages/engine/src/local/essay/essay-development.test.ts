import { describe, expect, it } from 'vitest';
import { prepareDocumentText } from '../../text/document-text';
import { essayDevelopment, gradedDevelopment } from './essay-development';
import { LEVEL_EXPECTATIONS } from './essay-expectations';

const SENTENCES = [
  'Our street floods every spring when the drain behind the bakery fills with leaves.',
  'Neighbours carry sandbags from the depot, and children float paper boats along the kerb.',
  'The council promised a wider pipe, yet the workers have not arrived.',
  'Shopkeepers sweep brown water out of their doorways each morning before opening.',
  'A retired plumber offered to clear the grate himself if someone lent him a ladder.',
];

function developmentOf(words: number) {
  const text: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index += 1) {
    const sentence = SENTENCES[index % SENTENCES.length] ?? '';
    text.push(sentence);
    count += sentence.split(/\s+/u).length;
  }
  const sentences = prepareDocumentText([{ pageNumber: 1, text: text.join(' ') }]).sentences;
  return essayDevelopment(sentences, LEVEL_EXPECTATIONS['high-school'], 'argument');
}

describe('development by length', () => {
  // One paragraph where the five-paragraph essay has five develops nothing yet.
  it('counts nothing as developed at a fifth of the expected length', () => {
    const fifth = developmentOf(95);
    expect(fifth.words).toBeLessThanOrEqual(100);
    expect(fifth.score).toBe(0);
  });

  it('develops a piece by length alone up to half its expected length', () => {
    const half = developmentOf(240);
    expect(half.score).toBeGreaterThan(50);
    expect(gradedDevelopment({ score: half.score, varietyScore: 0 })).toBe(half.score);
  });
});
