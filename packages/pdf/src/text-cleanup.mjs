// Plain JavaScript: the extraction child (pdf-worker.mjs) cleans each page's text before sending
// it, and the parent cleans OCR words with the same rules. Types in text-cleanup.d.mts.

// Postgres refuses NUL in text and jsonb, and other C0/C1 controls are never meant as text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Tabs and the Unicode spaces (no-break, thin, ideographic…) read as one ordinary space.
const SPACE_LIKE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const LINE_SEPARATORS = /\r\n?|\u2028|\u2029/g;

/** Removes characters that cannot be stored or shown; keeps everything else as it is. */
export function withoutControlCharacters(text) {
  return text.replace(CONTROL_CHARACTERS, '');
}

/**
 * Light whitespace normalisation: line breaks are kept (at most one blank line in a row), runs of
 * spaces become one, and lines lose their leading and trailing spaces.
 */
export function normaliseWhitespace(text) {
  return withoutControlCharacters(text.replace(LINE_SEPARATORS, '\n'))
    .replace(SPACE_LIKE, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
