import { MAX_QUOTE_LENGTH } from '@doclens/api';
import type { TextSpan } from '../text/text-span';

/** Room the quote keeps after the point that answers (as `quoteOf` keeps it). */
const ROOM_AFTER_FOCUS = 120;

/**
 * Where a new statement may open inside a run-on passage: after a full stop, semicolon or colon
 * before a capital, a section number or a list marker ("…as follows: 1.1 The Licensor grants"),
 * and at a section number standing in the running text ("… Licence 1.1 The Licensor grants").
 */
const STATEMENT_START =
  /(?<=[.;:])\s+(?=\p{Lu}|\d{1,2}(?:\.\d{1,2})*\.?\s|\([a-z\d]{1,4}\)\s)|\s(?=\d{1,2}(?:\.\d{1,2})+\.?\s+\p{Lu})/gu;

/**
 * The part of a passage to quote when the point that answers lies beyond the quote's reach from its
 * opening: from the last statement starting before that point. A scan that lost its line breaks
 * runs recitals and whole sections into one passage, and a quote of its opening ("WHEREAS, …")
 * shows the user none of the words that answer. The part is a slice of the page text, so the quote
 * stays verbatim.
 */
export function focusedSpan(span: TextSpan, focus: number): TextSpan {
  if (span.text.length <= MAX_QUOTE_LENGTH || focus + ROOM_AFTER_FOCUS <= MAX_QUOTE_LENGTH) return span;
  let from = 0;
  for (const match of span.text.matchAll(STATEMENT_START)) {
    const start = match.index + match[0].length;
    if (start > focus) break;
    from = start;
  }
  if (from === 0) return span;
  return { text: span.text.slice(from), page: span.page, start: span.start + from, end: span.end };
}
