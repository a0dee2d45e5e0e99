import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A document's bytes reach the extraction child as a file it reads, not through the IPC channel:
 * a message of 50 MB is serialised into a second copy on this side and gathered in chunks, joined
 * and deserialised into two more on the child's (about 150 MB above the file itself, measured on
 * the 50 MB benchmark PDF). Files live in a directory of this process's own, readable by its user
 * only, for as long as the child reads them.
 */
let directory: Promise<string> | undefined;

export interface HandoverFile {
  path: string;
  remove(): Promise<void>;
}

export async function writeHandoverFile(bytes: Uint8Array): Promise<HandoverFile> {
  directory ??= mkdtemp(join(tmpdir(), 'doclens-pdf-'));
  const path = join(await directory, `${randomUUID()}.pdf`);
  try {
    await writeFile(path, bytes, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, remove: () => rm(path, { force: true }) };
}
