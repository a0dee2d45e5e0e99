// Counts what a PDF's compressed streams expand to, before pdf.js decodes any of them. pdf.js keeps
// a stream's whole decoded content in one growing buffer outside the JavaScript heap, so the
// V8 heap limit never sees it: a 2 MB file of Flate-compressed spaces made it allocate gigabytes.
// Plain JavaScript for the same reason as pdf-worker.mjs, which imports it.
import { createInflate } from 'node:zlib';

const STREAM = Buffer.from('stream');
const END = Buffer.from('end');
const OUTPUT_CHUNK_BYTES = 64 * 1024;

/**
 * Inflates every stream of the file that zlib accepts, counting the output and keeping none of it.
 * The count starts at each `stream` keyword rather than trusting `/Length` or `/Filter`, which a
 * hostile file may get wrong on purpose; zlib stops by itself at the end of its data, and bytes
 * that are not zlib data fail at once. Resolves to why the file is refused, or undefined.
 */
export async function decodedSizeProblem(data, { maxStreamBytes, maxDocumentBytes }) {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let documentBytes = 0;
  for (let start = streamDataStart(bytes, 0); start >= 0; start = streamDataStart(bytes, start)) {
    if (!startsWithZlibHeader(bytes, start)) continue;
    const limit = Math.min(maxStreamBytes, maxDocumentBytes - documentBytes);
    const streamBytes = await inflatedSize(bytes.subarray(start), limit);
    if (streamBytes > maxStreamBytes) return 'stream';
    documentBytes += streamBytes;
    if (documentBytes > maxDocumentBytes) return 'document';
  }
  return undefined;
}

/**
 * Whether zlib would accept the two header bytes at `at` (RFC 1950: deflate, a window of at most
 * 32 KB, a check value): data that fails them fails zlib at once, with nothing inflated. Checked
 * here so that a file of uncompressed streams (images, as in scans) does not start an inflater and
 * its output buffer for each: thousands of 64 KB buffers are garbage the heap only collects late,
 * and resident memory that stays with the process.
 */
function startsWithZlibHeader(bytes, at) {
  if (at + 1 >= bytes.length) return false;
  const method = bytes[at];
  const flags = bytes[at + 1];
  return (method & 0x0f) === 8 && method >> 4 <= 7 && ((method << 8) | flags) % 31 === 0;
}

/** Where the data after the next `stream` keyword (not `endstream`) and its end of line begins; -1 at the end. */
function streamDataStart(bytes, from) {
  for (let at = bytes.indexOf(STREAM, from); at >= 0; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (at >= END.length && bytes.subarray(at - END.length, at).equals(END)) continue;
    // The keyword's end of line is CR LF or LF (a lone CR is tolerated, as pdf.js does).
    const afterKeyword = at + STREAM.length;
    if (bytes[afterKeyword] === 0x0a) return afterKeyword + 1;
    if (bytes[afterKeyword] === 0x0d) return bytes[afterKeyword + 1] === 0x0a ? afterKeyword + 2 : afterKeyword + 1;
  }
  return -1;
}

/** The inflated size of the zlib data at the start of `input`, counted up to just past `limit`. */
function inflatedSize(input, limit) {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: OUTPUT_CHUNK_BYTES });
    let size = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(size);
    };
    inflate.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) settle();
    });
    inflate.on('end', settle);
    // Not zlib data, or cut short: what was inflated so far is what pdf.js could decode.
    inflate.on('error', settle);
    inflate.end(input);
  });
}
