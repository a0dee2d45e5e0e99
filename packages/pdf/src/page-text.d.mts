/** The fields of a pdf.js `getTextContent()` item that page text is made from. */
export interface PdfjsTextItem {
  str: string;
  /** [a, b, c, d, x, y]: x and y are the start of the item's baseline, in page units. */
  transform: readonly number[];
  width: number;
  /** Font height; zero for pdf.js' own whitespace items. */
  height: number;
  /** pdf.js detected the end of a line after this item. */
  hasEOL: boolean;
}

/** A marked-content marker: no string, passed over. */
export interface PdfjsMarkedContent {
  type: string;
}

export function pageTextFromItems(items: Iterable<PdfjsTextItem | PdfjsMarkedContent>): string;
