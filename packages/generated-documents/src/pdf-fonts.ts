import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);

/** Roboto from its npm package, so the PDF needs no network and no system font. */
const FONT_FILES = {
  regular: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
  italic: require.resolve('@fontsource/roboto/files/roboto-latin-400-italic.woff'),
  boldItalic: require.resolve('@fontsource/roboto/files/roboto-latin-700-italic.woff'),
} as const;

export type PdfFontName = keyof typeof FONT_FILES;

let loaded: Record<PdfFontName, Buffer> | undefined;

/**
 * The export's fonts, read and unwrapped from WOFF once per process (or task thread) and reused by
 * every export after the first.
 */
export function pdfFonts(): Readonly<Record<PdfFontName, Buffer>> {
  loaded ??= {
    regular: woffToSfnt(readFileSync(FONT_FILES.regular)),
    bold: woffToSfnt(readFileSync(FONT_FILES.bold)),
    italic: woffToSfnt(readFileSync(FONT_FILES.italic)),
    boldItalic: woffToSfnt(readFileSync(FONT_FILES.boldItalic)),
  };
  return loaded;
}
