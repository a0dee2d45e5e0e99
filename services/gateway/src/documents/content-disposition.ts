/** The kinds of file the gateway offers for download, each named with its own extension. */
export type DownloadExtension = 'pdf' | 'csv' | 'xlsx';

const MAX_NAME_LENGTH = 180;
// Control characters, quotes and backslashes, plus the Unicode line separators and bidirectional
// overrides that can make a name display as something else ("invoice<U+202E>fdp.exe").
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point: they are removed.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"\\\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// Half of a surrogate pair is not text, and encodeURIComponent throws on it.
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `Content-Disposition: attachment` for a user's file name (RFC 6266 with RFC 5987): a plain
 * ASCII `filename` for old clients and the exact UTF-8 name in `filename*`. The name is the
 * uploader's, so it is reduced to one safe segment: no path, no quotes, no line breaks. It ends in
 * the extension of what is sent (a bulk export is a spreadsheet, not a PDF).
 */
export function attachmentDisposition(originalName: string, extension: DownloadExtension = 'pdf'): string {
  const name = safeFileName(originalName, extension);
  return `attachment; filename="${asciiFallbackOf(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

export function safeFileName(originalName: string, extension: DownloadExtension = 'pdf'): string {
  const suffix = `.${extension}`;
  const hasSuffix = (name: string) => name.toLowerCase().endsWith(suffix);
  const lastSegment = originalName.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(LONE_SURROGATES, '')
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '' || cleaned.toLowerCase() === extension) return `document${suffix}`;
  const withExtension = hasSuffix(cleaned) ? cleaned : `${cleaned}${suffix}`;
  const characters = Array.from(withExtension);
  if (characters.length <= MAX_NAME_LENGTH) return withExtension;
  // Cut by code points, never inside a surrogate pair.
  return `${characters
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}

/** Accents dropped, anything else outside printable ASCII replaced, so old clients get a readable name. */
function asciiFallbackOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[%;]/g, '_');
}

/** RFC 5987 percent-encoding: encodeURIComponent leaves a few characters that the grammar forbids. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
