import { createDeflate } from 'node:zlib';

const MB = 1_048_576;
/** Written to the compressor again and again, so the expanded content never exists in memory at once. */
const SPACES = Buffer.alloc(4 * MB, 0x20);

/**
 * A "decompression bomb": one page whose content is split into `streams` Flate streams, each
 * expanding to `megabytesPerStream` MB of spaces (about 1,000 times its compressed size). Every
 * object's offset is computed, so pdf.js reads it as a valid PDF and decodes every stream. The
 * issue's file is `buildBombPdf(2_000)`: about 2 MB on disk.
 */
export async function buildBombPdf(megabytesPerStream: number, streams = 1): Promise<Uint8Array> {
  const compressed = await deflatedSpaces(megabytesPerStream * MB);
  const contentIds = Array.from({ length: streams }, (_, index) => 4 + index);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (body: string) => {
    offsets.push(length);
    push(`${offsets.length} 0 obj\n${body}\nendobj\n`);
  };

  push('%PDF-1.4\n');
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contentIds.map((id) => `${id} 0 R`).join(' ')}] >>`,
  );
  for (const _ of contentIds) {
    offsets.push(length);
    push(`${offsets.length} 0 obj\n<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`);
    push(compressed);
    push('\nendstream\nendobj\n');
  }
  const xrefOffset = length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

async function deflatedSpaces(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  for (let written = 0; written < bytes; written += SPACES.length) {
    const piece = SPACES.subarray(0, Math.min(SPACES.length, bytes - written));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}
