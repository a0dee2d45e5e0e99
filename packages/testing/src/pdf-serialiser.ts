/**
 * Numbers the objects from 1 in the order given and writes them with a cross-reference table of
 * computed byte offsets, so pdf.js needs no repair. Binary stream data goes in as Latin-1 strings.
 */
export function serialisePdf(objects: readonly string[]): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  // Latin-1 keeps one byte per character, so the offsets above are byte offsets.
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
