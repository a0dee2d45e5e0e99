/**
 * Damaged variants of real PDFs for the fuzz corpus: bit flips, truncations, duplicated and
 * deleted objects, and numbers a parser trusts (lengths, counts, offsets) turned huge or negative.
 * Every choice comes from a seeded generator, so a seed names a corpus exactly.
 */

/** A generator of numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a tiny 32-bit generator, good enough to spread mutations and fully reproducible. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomInt(random: Random, below: number): number {
  return Math.floor(random() * below);
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[randomInt(random, items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export const MUTATION_KINDS = [
  'bit_flips',
  'truncation',
  'duplicated_object',
  'deleted_object',
  'corrupted_number',
  'overwritten_run',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface PdfVariant {
  /** Names the source, the mutation and its index: enough to regenerate it from the seed. */
  label: string;
  kind: MutationKind;
  bytes: Buffer;
}

interface ByteRange {
  start: number;
  end: number;
}

// `N G obj … endobj`; bytes are read as latin1 so that string offsets are byte offsets.
const OBJECT_BLOCK = /\d+\s+\d+\s+obj\b[\s\S]*?\bendobj\b/g;
const NUMBER = /-?\d+/g;
const HUGE_OR_NEGATIVE = ['2147483647', '4294967296', '99999999999', '-1', '-2147483648', '0', '1e308'];

/** Where each `N G obj … endobj` block of the file lies. */
export function objectBlocks(bytes: Buffer): ByteRange[] {
  return Array.from(bytes.toString('latin1').matchAll(OBJECT_BLOCK), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function bitFlips(bytes: Buffer, random: Random): Buffer {
  const copy = Buffer.from(bytes);
  const flips = 1 + randomInt(random, 16);
  for (let i = 0; i < flips; i++) {
    const at = randomInt(random, copy.length);
    copy[at] = (copy[at] ?? 0) ^ (1 << randomInt(random, 8));
  }
  return copy;
}

function truncation(bytes: Buffer, random: Random): Buffer {
  return bytes.subarray(0, 1 + randomInt(random, bytes.length - 1));
}

function duplicatedObject(bytes: Buffer, random: Random): Buffer {
  const blocks = objectBlocks(bytes);
  if (blocks.length === 0) return bitFlips(bytes, random);
  const copied = pick(random, blocks);
  // Pasted after another block, so the copy is found by a scan but not by the xref offsets.
  const after = pick(random, blocks).end;
  return Buffer.concat([
    bytes.subarray(0, after),
    Buffer.from('\n'),
    bytes.subarray(copied.start, copied.end),
    bytes.subarray(after),
  ]);
}

function deletedObject(bytes: Buffer, random: Random): Buffer {
  const blocks = objectBlocks(bytes);
  if (blocks.length === 0) return truncation(bytes, random);
  const removed = pick(random, blocks);
  return Buffer.concat([bytes.subarray(0, removed.start), bytes.subarray(removed.end)]);
}

function corruptedNumber(bytes: Buffer, random: Random): Buffer {
  const text = bytes.toString('latin1');
  const numbers = Array.from(text.matchAll(NUMBER));
  if (numbers.length === 0) return bitFlips(bytes, random);
  const target = pick(random, numbers);
  return Buffer.concat([
    bytes.subarray(0, target.index),
    Buffer.from(pick(random, HUGE_OR_NEGATIVE), 'latin1'),
    bytes.subarray(target.index + target[0].length),
  ]);
}

function overwrittenRun(bytes: Buffer, random: Random): Buffer {
  const copy = Buffer.from(bytes);
  const length = 1 + randomInt(random, 512);
  const start = randomInt(random, Math.max(1, copy.length - length));
  for (let i = start; i < Math.min(copy.length, start + length); i++) copy[i] = randomInt(random, 256);
  return copy;
}

const MUTATIONS: Record<MutationKind, (bytes: Buffer, random: Random) => Buffer> = {
  bit_flips: bitFlips,
  truncation,
  duplicated_object: duplicatedObject,
  deleted_object: deletedObject,
  corrupted_number: corruptedNumber,
  overwritten_run: overwrittenRun,
};

export interface PdfSource {
  name: string;
  bytes: Buffer;
}

/**
 * `count` variants spread evenly over the sources and the kinds of mutation; one in four gets a
 * second mutation on top, as files damaged in the wild rarely have only one fault.
 */
export function pdfVariants(sources: readonly PdfSource[], count: number, seed: number): PdfVariant[] {
  const random = seededRandom(seed);
  const variants: PdfVariant[] = [];
  for (let index = 0; index < count; index++) {
    const source = sources[index % sources.length];
    const kind = MUTATION_KINDS[Math.floor(index / sources.length) % MUTATION_KINDS.length];
    if (!source || !kind) throw new Error('pdfVariants needs at least one source');
    let bytes = MUTATIONS[kind](source.bytes, random);
    let label = `${index}:${kind}:${source.name}`;
    if (random() < 0.25) {
      const extra = pick(random, MUTATION_KINDS);
      bytes = MUTATIONS[extra](bytes, random);
      label += `+${extra}`;
    }
    variants.push({ label, kind, bytes });
  }
  return variants;
}
