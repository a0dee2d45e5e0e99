import { constants, deflateRawSync, deflateSync } from 'node:zlib';

const MB = 1_048_576;
/** Compressed once per stream: the expanded content never exists in memory at once. */
const SPACES = Buffer.alloc(4 * MB, 0x20);

/**
 * How each content stream is encoded. `flate` is what the decoded-size pre-scan reads; the others
 * get past it, as a hostile file may: `flate-twice` is Flate applied twice (the pre-scan inflates
 * only the outer layer, a few kilobytes that expand to the inner 2 MB), `hex-flate` is the Flate
 * data written as ASCIIHex (not zlib data at all to the pre-scan). pdf.js decodes all of them.
 */
export type BombEncoding = 'flate' | 'flate-twice' | 'hex-flate';

export interface BombOptions {
  /** The page's content is split into this many streams, each expanding to the same size. */
  streams?: number;
  encoding?: BombEncoding;
}

const FILTERS: Record<BombEncoding, string> = {
  flate: '/FlateDecode',
  'flate-twice': '[/FlateDecode /FlateDecode]',
  'hex-flate': '[/ASCIIHexDecode /FlateDecode]',
};

/**
 * A "decompression bomb": one page whose content streams each expand to `megabytesPerStream` MB
 * of spaces (about 1,000 times their Flate-compressed size). Every object's offset is computed,
 * so pdf.js reads it as a valid PDF and decodes every stream. The issue's file is
 * `buildBombPdf(2_000)`: about 2 MB on disk.
 */
export function buildBombPdf(megabytesPerStream: number, options: BombOptions = {}): Uint8Array {
  const { streams = 1, encoding = 'flate' } = options;
  const compressed = encoded(deflatedSpaces(megabytesPerStream * MB), encoding);
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
    push(`${offsets.length} 0 obj\n<< /Length ${compressed.length} /Filter ${FILTERS[encoding]} >>\nstream\n`);
    push(compressed);
    push('\nendstream\nendobj\n');
  }
  const xrefOffset = length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

/** The stream data for `encoding`, given the spaces compressed once; filters apply first to last. */
function encoded(deflated: Buffer, encoding: BombEncoding): Buffer {
  switch (encoding) {
    case 'flate':
      return deflated;
    case 'flate-twice':
      return deflateSync(deflated, { level: 9 });
    case 'hex-flate':
      return Buffer.from(`${deflated.toString('hex')}>`, 'latin1');
  }
}

/**
 * `bytes` spaces as one zlib stream, built without compressing them all: after a full flush the
 * compressor forgets what came before, so every 4 MB of spaces compresses to the same block, and
 * the stream is that block repeated. Compressing a gigabyte would cost the test seconds of a core.
 */
function deflatedSpaces(bytes: number): Buffer {
  const fullBlocks = Math.floor(bytes / SPACES.length);
  const rest = bytes % SPACES.length;
  const flushed = (length: number) =>
    deflateRawSync(SPACES.subarray(0, length), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(SPACES.length);
  return Buffer.concat([
    ZLIB_HEADER,
    ...Array.from({ length: fullBlocks }, () => block),
    ...(rest > 0 ? [flushed(rest)] : []),
    EMPTY_FINAL_BLOCK,
    adler32OfSpaces(bytes),
  ]);
}

/** zlib's header for a 32 KB window at the highest compression level. */
const ZLIB_HEADER = Buffer.from([0x78, 0xda]);
/** A final fixed-Huffman block with no data: ends the deflate stream. */
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** zlib's trailer, the Adler-32 checksum of `count` spaces (0x20 each), in closed form. */
function adler32OfSpaces(count: number): Buffer {
  const modulus = 65_521n;
  const n = BigInt(count);
  const low = (1n + 0x20n * n) % modulus;
  // The sum over i = 1..n of (1 + 0x20 * i).
  const high = (n + (0x20n * n * (n + 1n)) / 2n) % modulus;
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(Number((high << 16n) | low));
  return trailer;
}
