/** Object URLs are released after 10 s (spec part 2 §9), long after the browser has taken the file. */
const OBJECT_URL_LIFETIME_MS = 10_000;

const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\p{Cc}]+/gu;

/** 'Lease 2026.pdf' → 'Lease 2026-analysis.html', without characters file systems refuse. */
export function reportFileName(originalName: string): string {
  const base = originalName
    .replace(/\.pdf$/i, '')
    .replace(UNSAFE_FILE_NAME_CHARACTERS, '-')
    .trim();
  return `${base || 'document'}-analysis.html`;
}

/** Saves the HTML as a file through the browser's download, without leaving the page. */
export function downloadHtmlFile(fileName: string, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
