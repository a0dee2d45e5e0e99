/**
 * A summary, key-terms table or cover sheet that the contract itself says does not bind ("The summary
 * below is for convenience only and is not legally binding"). Its lines restate terms in short; the
 * operative sentence is the one in the terms, so a finding quotes that one whenever the terms state it.
 */

// What the contract calls the summary: a summary, overview, key terms, a term sheet or a cover sheet.
const SUMMARY = /\b(?:summary|overview|key\s+terms|term\s+sheet|cover\s+(?:page|sheet)|highlights)\b/iu;
// The usual boilerplate on headings ("headings and the table of contents are for convenience only") is no summary.
const HEADINGS = /\b(?:headings?|captions?|titles?|table\s+of\s+contents)\b/iu;
// What it says of it: for convenience only, not (legally) binding, of no legal effect, not part of the agreement.
const NOT_BINDING =
  /\bfor\s+(?:the\s+)?convenience\s+(?:of\s+reference\s+)?only\b|\bnot\s+(?:legally\s+|contractually\s+)?binding\b|\bno\s+(?:legal|contractual)\s+(?:effect|force)\b|\bdoes\s+not\s+form\s+(?:a\s+)?part\s+of\s+(?:this|the)\s+agreement\b/iu;
// Where the summary sits: "above" points back, "below" or "following" (or nothing) forward.
const POINTS_BACK = /\b(?:above|preceding|foregoing)\b/iu;
// The terms open with a numbered or headed section: "1.", "1.1", "Section 2", "Article IV".
const SECTION_OPENS = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|(?:section|article|clause)\s+[\dIVX]+\.?)\s+\p{Lu}/iu;
// A summary is short: it never runs on for more lines than this.
const LONGEST_SUMMARY = 40;

/** The indexes of the sentences in a summary the contract says does not bind. */
export function nonBindingSummaryLines(sentences: readonly { index: number; text: string }[]): ReadonlySet<number> {
  const lines = new Set<number>();
  sentences.forEach((sentence, at) => {
    if (!SUMMARY.test(sentence.text) || !NOT_BINDING.test(sentence.text) || HEADINGS.test(sentence.text)) return;
    lines.add(sentence.index);
    const around = POINTS_BACK.test(sentence.text)
      ? sentences.slice(Math.max(0, at - LONGEST_SUMMARY), at).reverse()
      : sentences.slice(at + 1, at + 1 + LONGEST_SUMMARY);
    for (const line of around) {
      if (SECTION_OPENS.test(line.text)) break;
      lines.add(line.index);
    }
  });
  return lines;
}

/** The candidates outside a non-binding summary, or all of them when the summary alone states the clause. */
export function bindingFirst<T extends { sentence: { index: number } }>(
  candidates: readonly T[],
  summaryLines: ReadonlySet<number>,
): readonly T[] {
  if (summaryLines.size === 0) return candidates;
  const binding = candidates.filter((candidate) => !summaryLines.has(candidate.sentence.index));
  return binding.length > 0 ? binding : candidates;
}

/** The sentences outside a non-binding summary: the terms a fact is read from first. */
export function outsideSummary<T extends { index: number; text: string }>(sentences: readonly T[]): readonly T[] {
  const lines = nonBindingSummaryLines(sentences);
  return lines.size === 0 ? sentences : sentences.filter((sentence) => !lines.has(sentence.index));
}
