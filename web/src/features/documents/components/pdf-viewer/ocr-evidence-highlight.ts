import type { OcrWordBox } from '@doclens/api';
import { EVIDENCE_HIGHLIGHT_CLASS } from './evidence-highlight';
import { matchQuoteInTextItems } from './quote-match';

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * Marks a quote on a scanned page, which has no text layer to wrap: one box over each word (or
 * the quoted part of it) that OCR read, placed from the word's position on the page. The boxes go
 * into `layer`, which covers the page; returns them in reading order (empty when the page's words
 * do not hold the quote).
 */
export function highlightOcrWords(layer: HTMLElement, words: readonly OcrWordBox[], quote: string): HTMLElement[] {
  const marks = matchQuoteInTextItems(
    words.map((word) => word.text),
    quote,
  ).flatMap(({ item, start, end }) => {
    const word = words[item];
    if (!word) return [];
    const [left, top, right, bottom] = word.box;
    // Characters are taken as equally wide: close enough for a quote starting or ending mid-word.
    const share = (right - left) / Math.max(1, word.text.length);
    const mark = document.createElement('span');
    mark.className = EVIDENCE_HIGHLIGHT_CLASS;
    mark.dataset.evidenceHighlight = '';
    mark.style.left = percent(left + share * start);
    mark.style.top = percent(top);
    mark.style.width = percent(share * (end - start));
    mark.style.height = percent(bottom - top);
    return [mark];
  });
  layer.replaceChildren(...marks);
  return marks;
}
