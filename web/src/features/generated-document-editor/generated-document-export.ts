import { escapeHtml, generatedHtmlToText } from '@doclens/api';
import { htmlFileBlob } from '../../lib/file-download';

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

/** The standalone HTML page as a file to download. */
export function standaloneHtmlFile(title: string, bodyHtml: string): Blob {
  return htmlFileBlob(standaloneHtml(title, bodyHtml));
}

export function plainText(bodyHtml: string): string {
  return `${generatedHtmlToText(bodyHtml)}\n`;
}

export function pdfBlobOf(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}
