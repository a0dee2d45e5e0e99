/**
 * PDF readers accept a file whose `%PDF-` header starts anywhere in its first 1024 bytes (some
 * producers put junk before it), so the upload check looks there too, not only at byte 0.
 */
export const PDF_SIGNATURE_WINDOW_BYTES = 1024;

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

export function hasPdfSignature(head: Buffer): boolean {
  return head.subarray(0, PDF_SIGNATURE_WINDOW_BYTES).includes(PDF_SIGNATURE);
}
