import type { DocumentPage } from '../analysis-engine';

/** A rough count that needs no tokenizer: English text averages about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Consecutive pages grouped so each group's text stays under `tokenBudget`. A page too long on its
 * own is cut into parts on whitespace; each part keeps its page number, so a quote from a part is
 * still a quote from that page.
 */
export function chunkPages(pages: readonly DocumentPage[], tokenBudget: number): DocumentPage[][] {
  const chunks: DocumentPage[][] = [];
  let current: DocumentPage[] = [];
  let currentTokens = 0;
  for (const part of pages.flatMap((page) => splitLongPage(page, tokenBudget))) {
    const tokens = estimateTokens(part.text);
    if (current.length > 0 && currentTokens + tokens > tokenBudget) {
      chunks.push(current);
      current = [];
      currentTokens = 0;
    }
    current.push(part);
    currentTokens += tokens;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function splitLongPage(page: DocumentPage, tokenBudget: number): DocumentPage[] {
  const maxChars = tokenBudget * 4;
  const parts: DocumentPage[] = [];
  let rest = page.text;
  while (rest.length > maxChars) {
    const lastSpace = rest.lastIndexOf(' ', maxChars);
    const cut = lastSpace > maxChars / 2 ? lastSpace : maxChars;
    parts.push({ pageNumber: page.pageNumber, text: rest.slice(0, cut) });
    rest = rest.slice(cut);
  }
  parts.push({ pageNumber: page.pageNumber, text: rest });
  return parts;
}
