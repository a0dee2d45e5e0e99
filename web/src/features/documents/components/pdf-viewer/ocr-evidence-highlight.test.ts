import type { OcrWordBox } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { highlightOcrWords } from './ocr-evidence-highlight';

const WORDS: OcrWordBox[] = [
  { text: '12.', box: [0.1, 0.5, 0.13, 0.52] },
  { text: 'Governing', box: [0.14, 0.5, 0.24, 0.52] },
  { text: 'Law.', box: [0.25, 0.5, 0.29, 0.52] },
  { text: 'California', box: [0.1, 0.53, 0.2, 0.55] },
];

describe('highlightOcrWords', () => {
  it('places a box over each quoted word of a scanned page, from the positions OCR read', () => {
    const layer = document.createElement('div');
    const marks = highlightOcrWords(layer, WORDS, 'Governing law. California');

    expect([...layer.children]).toEqual(marks);
    expect(marks.map((mark) => [mark.style.left, mark.style.top, mark.style.width, mark.style.height])).toEqual([
      ['14%', '50%', '10%', '2%'],
      ['25%', '50%', '4%', '2%'],
      ['10%', '53%', '10%', '2%'],
    ]);
    for (const mark of marks) expect(mark).toHaveClass('evidence-highlight');
  });

  it('draws nothing, and clears earlier boxes, when the page does not hold the quote', () => {
    const layer = document.createElement('div');
    highlightOcrWords(layer, WORDS, 'Governing');
    expect(highlightOcrWords(layer, WORDS, 'Termination for convenience')).toEqual([]);
    expect(layer.children).toHaveLength(0);
  });
});
