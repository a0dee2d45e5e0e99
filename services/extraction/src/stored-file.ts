import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '@doclens/storage';

export interface StoredFileCopy {
  path: string;
  remove(): Promise<void>;
}

let directory: Promise<string> | undefined;

/**
 * The stored object streamed into a file of this process's own (readable by its user only), which
 * the PDF child reads itself: the worker never holds a 50 MB document in memory, let alone the two
 * copies that gathering chunks into one buffer takes.
 * @throws ObjectNotFoundError when nothing is stored under `key`.
 */
export async function copyStoredFile(store: ObjectStore, key: string): Promise<StoredFileCopy> {
  const stream = await store.get(key);
  directory ??= mkdtemp(join(tmpdir(), 'doclens-extraction-'));
  const path = join(await directory, `${randomUUID()}.pdf`);
  const remove = () => rm(path, { force: true });
  try {
    await pipeline(stream, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { path, remove };
}
