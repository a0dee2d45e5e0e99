import type { ObjectStore } from '@doclens/storage';

/**
 * The whole stored object in memory. pdf.js needs all of a PDF's bytes at once anyway, and the
 * gateway capped the file at the plan's size (50 MB at most) while it was uploaded.
 * @throws ObjectNotFoundError when nothing is stored under `key`.
 */
export async function readObjectBytes(store: ObjectStore, key: string): Promise<Uint8Array> {
  const stream = await store.get(key);
  const chunks: Buffer[] = await stream.toArray();
  return Buffer.concat(chunks);
}
