import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font rewritten as the plain TrueType/OpenType file it wraps, every table inflated.
 * fontkit reads a WOFF font by inflating a table each time it is asked for it (the glyph table
 * once per glyph drawn), which made each PDF export spend most of its time in zlib; a plain font
 * is read in place.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => readTableEntry(woff, 44 + index * 20));

  const headerBytes = 12 + tableCount * 16;
  let offset = headerBytes;
  const placed = tables.map((table) => {
    const at = offset;
    offset += padded(table.data.length);
    return { ...table, at };
  });

  const sfnt = Buffer.alloc(offset);
  const searchPower = 2 ** Math.floor(Math.log2(tableCount));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchPower * 16, 6);
  sfnt.writeUInt16BE(Math.log2(searchPower), 8);
  sfnt.writeUInt16BE(tableCount * 16 - searchPower * 16, 10);
  // The directory must be sorted by tag; WOFF requires the same order, so it is kept.
  placed.forEach((table, index) => {
    const entry = 12 + index * 16;
    sfnt.write(table.tag, entry, 4, 'latin1');
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(table.at, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, table.at);
  });
  return sfnt;
}

interface TableEntry {
  tag: string;
  checksum: number;
  data: Buffer;
}

function readTableEntry(woff: Buffer, entry: number): TableEntry {
  const tag = woff.toString('latin1', entry, entry + 4);
  const offset = woff.readUInt32BE(entry + 4);
  const compressedLength = woff.readUInt32BE(entry + 8);
  const length = woff.readUInt32BE(entry + 12);
  const checksum = woff.readUInt32BE(entry + 16);
  const stored = woff.subarray(offset, offset + compressedLength);
  const data = compressedLength < length ? inflateSync(stored) : Buffer.from(stored);
  if (data.length !== length) throw new Error(`WOFF table ${tag} inflated to ${data.length} bytes, not ${length}`);
  return { tag, checksum, data };
}

function padded(length: number): number {
  return (length + 3) & ~3;
}
