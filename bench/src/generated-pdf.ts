/**
 * A minimal PDF writer for benchmark inputs of any size: Helvetica text lines on US Letter pages
 * and, when asked, an uncompressed greyscale image per page to give the file bulk (as scans and
 * photos do in real documents). Cross-reference offsets are computed, so readers need no repair.
 */
export interface GeneratedPdfOptions {
  /** Bytes of image data added to every page, rounded down to whole rows (0: text only). Each page gets its own image. */
  imageBytesPerPage?: number;
  /** Seed of the image noise, so the same call writes the same file. */
  seed?: number;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const FONT_SIZE = 10;
const LEADING = 13;
const TOP_BASELINE = 740;
const LEFT_MARGIN = 60;
const IMAGE_WIDTH = 256;
/** About 90 Helvetica characters at 10 pt fit between the margins. */
export const CHARACTERS_PER_LINE = 90;
export const LINES_PER_PAGE = 52;

export function buildGeneratedPdf(pages: readonly (readonly string[])[], options: GeneratedPdfOptions = {}): Buffer {
  const writer = new PdfObjectWriter();
  const imageBytes = options.imageBytesPerPage ?? 0;
  const noise = seededNoise(options.seed ?? 1);
  // Objects 1-3: catalog, page tree, font. Then per page: the page, its content and maybe its image.
  const objectsPerPage = imageBytes > 0 ? 3 : 2;
  const pageIdOf = (index: number) => 4 + index * objectsPerPage;

  writer.add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = pages.map((_, index) => `${pageIdOf(index)} 0 R`).join(' ');
  writer.add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  writer.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');

  for (const [index, lines] of pages.entries()) {
    const contentId = pageIdOf(index) + 1;
    const imageId = contentId + 1;
    const xObjects = imageBytes > 0 ? ` /XObject << /Im1 ${imageId} 0 R >>` : '';
    writer.add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >>${xObjects} >> /Contents ${contentId} 0 R >>`,
    );
    writer.addStream('', Buffer.from(pageContent(lines, imageBytes > 0), 'latin1'));
    if (imageBytes > 0) {
      // Whole rows only, so a page never carries more image bytes than asked for.
      const height = Math.max(1, Math.floor(imageBytes / IMAGE_WIDTH));
      writer.addStream(
        `/Type /XObject /Subtype /Image /Width ${IMAGE_WIDTH} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8`,
        noise(IMAGE_WIDTH * height),
      );
    }
  }
  return writer.finish();
}

/** Cuts text into pages of wrapped lines; the text starts over when it runs out before `pageCount`. */
export function pagesOfText(text: string, pageCount: number): string[][] {
  const words = text.split(/\s+/u).filter((word) => word.length > 0);
  if (words.length === 0) throw new Error('no text to lay out');
  const pages: string[][] = [];
  let wordIndex = 0;
  while (pages.length < pageCount) {
    const lines: string[] = [];
    while (lines.length < LINES_PER_PAGE) {
      let line = '';
      for (;;) {
        const word = words[wordIndex % words.length] ?? '';
        if (line.length > 0 && line.length + 1 + word.length > CHARACTERS_PER_LINE) break;
        line = line.length > 0 ? `${line} ${word}` : word.slice(0, CHARACTERS_PER_LINE);
        wordIndex++;
      }
      lines.push(line);
    }
    pages.push(lines);
  }
  return pages;
}

function pageContent(lines: readonly string[], withImage: boolean): string {
  // The image sits in the bottom margin, under the text, as a small figure would.
  const image = withImage ? `q 160 0 0 24 ${LEFT_MARGIN} 20 cm /Im1 Do Q ` : '';
  const text = lines.map((line) => `(${pdfStringBody(line)}) Tj T*`).join(' ');
  return `${image}BT /F1 ${FONT_SIZE} Tf ${LEADING} TL ${LEFT_MARGIN} ${TOP_BASELINE} Td ${text} ET`;
}

/** Unicode punctuation that WinAnsiEncoding holds, by its byte in that encoding. */
const WIN_ANSI_BYTES: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  '‰': 0x89,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** A literal string's body in WinAnsi (one char per byte, for latin1 output); others become '?'. */
function pdfStringBody(text: string): string {
  let body = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f;
    if (character === '\\' || character === '(' || character === ')') body += `\\${character}`;
    else if (code >= 0x20 && code < 0x7f) body += character;
    else if (code >= 0xa0 && code <= 0xff) body += character;
    else if (WIN_ANSI_BYTES[character] !== undefined) body += String.fromCharCode(WIN_ANSI_BYTES[character]);
    else if (code >= 0x20) body += '?';
  }
  return body;
}

/** xorshift32 bytes: incompressible like real image data, and the same for the same seed. */
function seededNoise(seed: number): (length: number) => Buffer {
  let state = seed >>> 0 || 1;
  return (length) => {
    const bytes = Buffer.allocUnsafe(length);
    for (let index = 0; index < length; index++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      bytes[index] = state & 0xff;
    }
    return bytes;
  };
}

/** Numbers objects from 1 in the order they are added and records where each starts. */
class PdfObjectWriter {
  private readonly chunks: Buffer[] = [];
  private readonly offsets: number[] = [];
  private length = 0;

  constructor() {
    // The binary-marker comment tells transfer tools that the file holds binary data.
    this.write(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
  }

  add(dictionary: string): void {
    this.startObject();
    this.write(Buffer.from(`${dictionary}\nendobj\n`, 'latin1'));
  }

  addStream(dictionaryEntries: string, data: Buffer): void {
    this.startObject();
    const entries = dictionaryEntries ? `${dictionaryEntries} ` : '';
    this.write(Buffer.from(`<< ${entries}/Length ${data.length} >>\nstream\n`, 'latin1'));
    this.write(data);
    this.write(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }

  finish(): Buffer {
    const count = this.offsets.length + 1;
    const xrefOffset = this.length;
    const entries = this.offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    this.write(
      Buffer.from(
        `xref\n0 ${count}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
        'latin1',
      ),
    );
    return Buffer.concat(this.chunks, this.length);
  }

  private startObject(): void {
    this.offsets.push(this.length);
    this.write(Buffer.from(`${this.offsets.length} 0 obj\n`, 'latin1'));
  }

  private write(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
}
