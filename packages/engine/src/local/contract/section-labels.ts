import type { DocumentPage } from '../../analysis-engine';
import type { TextSpan } from '../../text/text-span';

const LOOK_BACK = 4000;
/** Room for a number that opens the sentence itself ("12.1 Governing Law. This …"). */
const LOOK_AHEAD = 12;
// A clause number at a line start or after a wide gap, followed by a capitalised heading word.
const NUMBERED_HEADING =
  /(?:^|\n|\s{2,})(?:(?:Section|SECTION|Article|ARTICLE|Clause|CLAUSE)\s+)?(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+(?=\p{Lu})/gu;

/** The clause number a span sits under ("Section 12.1"), or its page when none is found. */
export function sectionLabel(span: TextSpan, pages: readonly DocumentPage[]): string {
  const page = pages.find((candidate) => candidate.pageNumber === span.page);
  if (page) {
    const last = sectionNumberAt(page.text, span.start);
    if (last) return `Section ${last}`;
  }
  return `Page ${span.page}`;
}

/** The number of the clause that text at `at` sits under ("12.1"), when a numbered heading comes before it. */
export function sectionNumberAt(text: string, at: number): string | undefined {
  const window = text.slice(Math.max(0, at - LOOK_BACK), at + LOOK_AHEAD);
  let last: string | undefined;
  for (const match of window.matchAll(NUMBERED_HEADING)) last = match[1];
  return last;
}
