/** Object URLs are released after 10 s (spec part 2 §9), long after the browser has taken the file. */
const OBJECT_URL_LIFETIME_MS = 10_000;

const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\p{Cc}]+/gu;

/** 'Acme / Beta NDA' → 'Acme - Beta NDA': the name without characters file systems refuse, never empty. */
export function safeFileName(name: string): string {
  return name.replace(UNSAFE_FILE_NAME_CHARACTERS, '-').trim() || 'document';
}

export function htmlFileBlob(html: string): Blob {
  return new Blob([html], { type: 'text/html;charset=utf-8' });
}

export function textFileBlob(text: string): Blob {
  return new Blob([text], { type: 'text/plain;charset=utf-8' });
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
