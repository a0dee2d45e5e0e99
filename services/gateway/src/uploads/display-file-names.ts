/** File names as the client sent them are shown to users, never used as paths or keys. */

const MAX_ORIGINAL_NAME_LENGTH = 255;
const MAX_DISPLAY_STEM_LENGTH = 120;
const FALLBACK_NAME = 'document.pdf';

// Control characters, plus the bidirectional overrides that make "invoice\u202Efdp.exe" read as a PDF.
const INVISIBLE_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const OUTSIDE_DISPLAY_ALPHABET = /[^\p{L}\p{N}._\- ]+/gu;
const PDF_EXTENSION = /\.pdf$/i;

/** The client's name for the file, kept for display: without invisible characters, at most 255 long. */
export function originalNameOf(clientName: string): string {
  const cleaned = clientName.replace(INVISIBLE_CHARACTERS, '').trim();
  return Array.from(cleaned).slice(0, MAX_ORIGINAL_NAME_LENGTH).join('') || FALLBACK_NAME;
}

/**
 * A name safe to show anywhere and to offer as a download name: only letters, digits, dots,
 * dashes, underscores and spaces, no leading dots, no path, and always ending in `.pdf`.
 */
export function safeDisplayNameOf(clientName: string): string {
  const lastSegment = clientName.split(/[\\/]/).pop() ?? '';
  const stem = lastSegment
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(PDF_EXTENSION, '')
    .replace(OUTSIDE_DISPLAY_ALPHABET, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_]+|[.\s]+$/g, '');
  const shortStem = Array.from(stem).slice(0, MAX_DISPLAY_STEM_LENGTH).join('').trimEnd();
  return shortStem ? `${shortStem}.pdf` : FALLBACK_NAME;
}
