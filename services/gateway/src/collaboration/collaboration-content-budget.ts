import { GENERATION_LIMITS } from '@doclens/api';

/**
 * How much HTML a shared document may still grow by, so it never grows past the content cap
 * every other way of saving has (GENERATION_LIMITS.contentChars). The exact length is known
 * each time the document is stored; between two stores, each admitted update adds the most HTML
 * it can become. Removals are not subtracted until the next store, so the count only errs on
 * the side of the cap.
 */
export class ContentBudget {
  private pendingChars = 0;

  constructor(private storedChars: number) {}

  /** Counts an update in, or refuses it when it could take the document past the cap. */
  admit(maxAddedChars: number): boolean {
    // An update that adds nothing (a deletion) is always let in: it is how a document comes back under.
    if (maxAddedChars === 0) return true;
    if (this.storedChars + this.pendingChars + maxAddedChars > GENERATION_LIMITS.contentChars) return false;
    this.pendingChars += maxAddedChars;
    return true;
  }

  /** The exact length of the HTML just made from the document; everything before it is in it. */
  measured(htmlChars: number): void {
    this.storedChars = htmlChars;
    this.pendingChars = 0;
  }
}

export function isOverContentCap(html: string): boolean {
  return html.length > GENERATION_LIMITS.contentChars;
}
