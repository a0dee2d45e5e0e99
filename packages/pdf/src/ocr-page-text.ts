import { normaliseWhitespace, withoutControlCharacters } from './text-cleanup.mjs';

/** One word read by OCR and where it sits: [left, top, right, bottom] as fractions of the page, from its top-left corner. */
export interface OcrWord {
  text: string;
  box: [number, number, number, number];
}

/** What `page-ocr.mjs` sends for a page: its words by paragraph, then by line, in reading order. */
export interface OcrReading {
  paragraphs: OcrWord[][][];
}

/** A page's OCR text (words joined by spaces, lines by line breaks, paragraphs by a blank line) and its words in that order. */
export function ocrPageText(reading: OcrReading): { text: string; words: OcrWord[] } {
  const words: OcrWord[] = [];
  const paragraphs = reading.paragraphs.map((lines) =>
    lines
      .map((line) => {
        const clean = line.map((word) => ({ ...word, text: withoutControlCharacters(word.text) }));
        words.push(...clean);
        return clean.map((word) => word.text).join(' ');
      })
      .join('\n'),
  );
  return { text: normaliseWhitespace(paragraphs.join('\n\n')), words };
}
