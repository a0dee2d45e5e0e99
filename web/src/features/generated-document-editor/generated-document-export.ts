import { generatedHtmlToText } from '@doclens/api';

/** Object URLs are released after 10 s (spec part 2 §9), long after the browser has taken the file. */
const OBJECT_URL_LIFETIME_MS = 10_000;
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\p{Cc}]+/gu;

/** 'Acme / Beta NDA' → 'Acme - Beta NDA', without characters file systems refuse. */
export function exportBaseName(title: string): string {
  return title.replace(UNSAFE_FILE_NAME_CHARACTERS, '-').trim() || 'document';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A standalone HTML file: the body is the editor's HTML, which its schema limits to the
 * allow-list (no script, handler, link or style survives it), and the title is escaped.
 */
export function standaloneHtml(title: string, bodyHtml: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:Roboto,Arial,sans-serif;line-height:1.6;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}h1{font-size:1.75rem}h2{font-size:1.4rem}h3{font-size:1.15rem}</style>
</head>
<body>
${bodyHtml}
</body>
</html>
`;
}

export function plainText(bodyHtml: string): string {
  return `${generatedHtmlToText(bodyHtml)}\n`;
}

export function pdfBlobOf(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves the blob as a file through the browser's download, without leaving the page. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
