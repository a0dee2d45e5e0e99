import type { Locator, Page } from 'playwright-core';

/** One highlighted piece of a quote in the PDF viewer. */
export interface EvidenceMark {
  text: string;
  /** The number of the viewer page it is drawn on, as the page's `data-page-number` holds it. */
  page: string | null | undefined;
  /** Styled as a highlight the user sees, not only tagged as evidence. */
  isHighlight: boolean;
}

/** The viewer's evidence highlights, once the first is drawn, with what each one covers. */
export async function evidenceHighlights(page: Page): Promise<{ highlights: Locator; marks: EvidenceMark[] }> {
  const highlights = page.locator('[data-evidence-highlight]');
  await highlights.first().waitFor();
  const marks = await highlights.evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? '',
      page: element.closest('[data-page-number]')?.getAttribute('data-page-number'),
      isHighlight: element.classList.contains('evidence-highlight'),
    })),
  );
  return { highlights, marks };
}

/** A quote's text without its white space: the text layer breaks lines and spaces words its own way. */
export function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}
