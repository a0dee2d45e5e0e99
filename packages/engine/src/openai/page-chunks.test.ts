import { describe, expect, it } from 'vitest';
import { chunkPages } from './page-chunks';

describe('chunkPages', () => {
  it('keeps a short document in one chunk', () => {
    const pages = [
      { pageNumber: 1, text: 'a'.repeat(400) },
      { pageNumber: 2, text: 'b'.repeat(400) },
    ];
    expect(chunkPages(pages, 1000)).toEqual([pages]);
  });

  it('groups consecutive pages under the budget (four characters a token)', () => {
    const pages = [1, 2, 3].map((pageNumber) => ({ pageNumber, text: 'x'.repeat(300) }));
    const chunks = chunkPages(pages, 160);
    expect(chunks.map((chunk) => chunk.map((page) => page.pageNumber))).toEqual([[1, 2], [3]]);
  });

  it('cuts a page longer than the budget on spaces, each part keeping its page number', () => {
    const text = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
    const chunks = chunkPages([{ pageNumber: 7, text }], 50);
    expect(chunks.length).toBeGreaterThan(1);
    for (const [part] of chunks) {
      expect(part?.pageNumber).toBe(7);
      expect(text).toContain(part?.text ?? 'missing');
      expect(part?.text.length).toBeLessThanOrEqual(200);
    }
    expect(chunks.map(([part]) => part?.text).join('')).toBe(text);
  });
});
