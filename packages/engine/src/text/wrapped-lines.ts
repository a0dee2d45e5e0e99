import type { DocumentPage } from '../analysis-engine';
import type { TextSpan } from './text-span';

const ENDS_SENTENCE = /[.!?:;]["'”’)]?$/u;
const STARTS_LOWERCASE = /^\p{Ll}/u;

/**
 * Lines re-joined where the layout wrapped one sentence over two: a line that starts in lower
 * case after one that did not end a sentence continues it. The joined span is still the exact
 * text of its page (line break included), so it can be quoted.
 */
export function joinWrappedLines(lines: readonly TextSpan[], pages: readonly DocumentPage[]): TextSpan[] {
  const pageText = new Map(pages.map((page) => [page.pageNumber, page.text]));
  const joined: TextSpan[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const text = pageText.get(line.page);
    if (previous && text !== undefined && continues(previous, line)) {
      joined[joined.length - 1] = { ...previous, end: line.end, text: text.slice(previous.start, line.end) };
    } else {
      joined.push(line);
    }
  }
  return joined;
}

function continues(previous: TextSpan, line: TextSpan): boolean {
  return previous.page === line.page && !ENDS_SENTENCE.test(previous.text) && STARTS_LOWERCASE.test(line.text);
}
