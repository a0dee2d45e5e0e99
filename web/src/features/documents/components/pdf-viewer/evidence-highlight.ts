import { matchQuoteInTextItems } from './quote-match';

export const EVIDENCE_HIGHLIGHT_CLASS = 'evidence-highlight';

/** The text of each highlighted span before it was split, so clearing restores it exactly. */
const originalTexts = new WeakMap<HTMLElement, string>();

/** Removes every evidence highlight inside `container`, putting the spans' text back as it was. */
export function clearEvidenceHighlights(container: HTMLElement): void {
  for (const mark of container.querySelectorAll<HTMLElement>('[data-evidence-highlight]')) {
    const textDiv = mark.parentElement;
    if (!textDiv) continue;
    const original = originalTexts.get(textDiv);
    if (original !== undefined) textDiv.textContent = original;
  }
}

function highlightMark(text: string): HTMLElement {
  const mark = document.createElement('span');
  mark.className = EVIDENCE_HIGHLIGHT_CLASS;
  mark.dataset.evidenceHighlight = '';
  mark.textContent = text;
  return mark;
}

/**
 * Marks the quoted text in a page's text layer: only the quoted characters of each span are
 * wrapped, so a quote starting mid-line does not light up the whole line. Returns the marks, in
 * reading order (empty when the page does not hold the quote).
 */
export function highlightEvidence(textDivs: readonly HTMLElement[], quote: string): HTMLElement[] {
  const texts = textDivs.map((div) => originalTexts.get(div) ?? div.textContent ?? '');
  const marks: HTMLElement[] = [];
  for (const { item, start, end } of matchQuoteInTextItems(texts, quote)) {
    const textDiv = textDivs[item];
    const text = texts[item];
    if (!textDiv || text === undefined) continue;
    originalTexts.set(textDiv, text);
    const mark = highlightMark(text.slice(start, end));
    textDiv.replaceChildren(text.slice(0, start), mark, text.slice(end));
    marks.push(mark);
  }
  return marks;
}
