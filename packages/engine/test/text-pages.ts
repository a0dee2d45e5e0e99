import type { DocumentPage } from '../src/analysis-engine';

const PAGE_SIZE = 3000;

/**
 * Plain text as pages: split at form feeds when the text has them, otherwise about every 3,000
 * characters at a line break or space, so that no word is cut in two.
 */
export function pagesOfText(text: string): DocumentPage[] {
  const chunks = text.includes('\f') ? text.split('\f') : chunksOf(text);
  return chunks.map((chunk, index) => ({ pageNumber: index + 1, text: chunk }));
}

function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + PAGE_SIZE);
    if (end < text.length) {
      const lineBreak = text.lastIndexOf('\n', end);
      const space = text.lastIndexOf(' ', end);
      const cut = lineBreak > start + PAGE_SIZE / 2 ? lineBreak : space;
      if (cut > start) end = cut;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}
