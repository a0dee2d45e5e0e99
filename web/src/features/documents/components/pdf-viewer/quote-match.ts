/** The part of one text item that belongs to a matched quote: item index and character offsets. */
export interface TextItemRange {
  item: number;
  start: number;
  end: number;
}

/** Where a folded character came from: its item, and the offset and length of the source character. */
interface FoldedCharacter {
  item: number;
  offset: number;
  length: number;
}

/**
 * Quotes come from the server's extraction of the same page, which joins pdf.js' text items with
 * spaces and line breaks where the text layer has separate spans. Comparing only the visible
 * characters (whitespace dropped, case and compatibility forms folded) makes both sides agree.
 */
function foldCharacter(character: string): string {
  return character.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

function foldQuote(quote: string): string {
  return [...quote].map(foldCharacter).join('');
}

function foldItems(items: readonly string[]): { text: string; sources: FoldedCharacter[] } {
  let text = '';
  const sources: FoldedCharacter[] = [];
  items.forEach((itemText, item) => {
    let offset = 0;
    for (const character of itemText) {
      // A ligature folds to several characters; each maps back to the whole source character.
      for (const part of foldCharacter(character)) {
        text += part;
        sources.push({ item, offset, length: character.length });
      }
      offset += character.length;
    }
  });
  return { text, sources };
}

/** Groups consecutive matched characters by item, each range ending after its last character. */
function rangesOf(matched: readonly FoldedCharacter[]): TextItemRange[] {
  const ranges: TextItemRange[] = [];
  for (const { item, offset, length } of matched) {
    const last = ranges.at(-1);
    if (last && last.item === item) last.end = Math.max(last.end, offset + length);
    else ranges.push({ item, start: offset, end: offset + length });
  }
  return ranges;
}

/**
 * Where `quote` sits in a page's text items (the strings of the text layer's spans, in order):
 * one range per item it covers, or an empty list when the page does not hold it.
 */
export function matchQuoteInTextItems(items: readonly string[], quote: string): TextItemRange[] {
  const wanted = foldQuote(quote);
  if (!wanted) return [];
  const { text, sources } = foldItems(items);
  const start = text.indexOf(wanted);
  if (start < 0) return [];
  return rangesOf(sources.slice(start, start + wanted.length));
}
