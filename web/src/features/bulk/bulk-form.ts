import { BULK_INVALID_FILES_MESSAGE, BULK_LIMITS } from '@doclens/api';

/** Spec part 2 §5: PDF only, at most 50 files; null when the selection may be sent. */
export function checkBulkFiles(files: readonly File[]): string | null {
  if (files.length === 0 || files.length > BULK_LIMITS.maxFiles) return BULK_INVALID_FILES_MESSAGE;
  const allPdf = files.every((file) => file.type.includes('pdf') || file.name.toLowerCase().endsWith('.pdf'));
  return allPdf ? null : BULK_INVALID_FILES_MESSAGE;
}

/** The parameter rows as sent: empty rows dropped (at least one row is always kept on screen). */
export function parametersOf(rows: readonly string[]): string[] {
  return rows.map((row) => row.trim()).filter((row) => row.length > 0);
}

export function withoutRow(rows: readonly string[], index: number): string[] {
  const rest = rows.filter((_, position) => position !== index);
  return rest.length > 0 ? rest : [''];
}
