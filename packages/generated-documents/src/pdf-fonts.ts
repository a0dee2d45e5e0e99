import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as readFont } from 'fontkit';
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

let loaded: Record<PdfFontName, PDFKit.Mixins.PDFFontSource> | undefined;

/**
 * The export's fonts, unwrapped from WOFF and read once per process (or task thread) and shared by
 * every export after the first: each document still embeds its own subset of the glyphs it uses.
 */
export function pdfFonts(): Readonly<Record<PdfFontName, PDFKit.Mixins.PDFFontSource>> {
  loaded ??= {
    regular: fontFrom(FONT_FILES.regular),
    bold: fontFrom(FONT_FILES.bold),
    italic: fontFrom(FONT_FILES.italic),
    boldItalic: fontFrom(FONT_FILES.boldItalic),
  };
  return loaded;
}

/**
 * pdfkit takes a font it has not read itself (anything with `layout`, pdfkit's own check), which
 * its types do not say; so the one cast is here.
 */
function fontFrom(woffFile: string): PDFKit.Mixins.PDFFontSource {
  return readFont(woffToSfnt(readFileSync(woffFile))) as unknown as PDFKit.Mixins.PDFFontSource;
}
