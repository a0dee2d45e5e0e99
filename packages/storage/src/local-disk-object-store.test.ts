import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskObjectStore } from './local-disk-object-store';
import { newObjectKey } from './object-keys';
import { describeObjectStoreContract } from './object-store-contract';

const scratchDirs: string[] = [];

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'doclens-storage-'));
  scratchDirs.push(dir);
  return dir;
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

afterEach(async () => {
  await Promise.all(scratchDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describeObjectStoreContract('local disk', async () => {
  // A root that does not exist yet: the store must create it on demand.
  const root = join(await scratchDir(), 'objects');
  return { store: new LocalDiskObjectStore(root), listBackingEntries: () => filesUnder(root) };
});

describe('LocalDiskObjectStore', () => {
  let root: string;

  beforeEach(async () => {
    root = join(await scratchDir(), 'objects');
  });

  it('lays objects out by key with a content-type sidecar, and nothing else', async () => {
    const key = newObjectKey('documents', { extension: 'pdf' });
    await new LocalDiskObjectStore(root).put(key, Readable.from([Buffer.from('%PDF')]), {
      contentType: 'application/pdf',
    });

    expect((await filesUnder(root)).sort()).toEqual([key, `${key}.meta.json`]);
  });

  it('leaves no temporary file behind when the upload fails before its first byte, once put has answered', async () => {
    const store = new LocalDiskObjectStore(root);
    for (let attempt = 0; attempt < 100; attempt++) {
      // The body fails as soon as it is read, while the temporary file is still being opened: as
      // when the gateway refuses an empty file or one without a PDF header.
      const refused = new Readable({
        read() {
          this.destroy(new Error('refused'));
        },
      });
      const key = newObjectKey('documents', { extension: 'pdf' });
      await expect(store.put(key, refused, { contentType: 'application/pdf' })).rejects.toThrow('refused');
      expect(await filesUnder(root)).toEqual([]);
    }
  });

  it('keeps the content type across store instances', async () => {
    const key = newObjectKey('documents', { extension: 'pdf' });
    await new LocalDiskObjectStore(root).put(key, Readable.from([Buffer.from('%PDF')]), {
      contentType: 'application/pdf',
    });

    expect(await new LocalDiskObjectStore(root).head(key)).toEqual({ size: 4, contentType: 'application/pdf' });
  });

  it('still serves an object whose sidecar is damaged, without a content type', async () => {
    const store = new LocalDiskObjectStore(root);
    const key = newObjectKey('documents', { extension: 'pdf' });
    await store.put(key, Readable.from([Buffer.from('%PDF')]), { contentType: 'application/pdf' });
    await writeFile(join(root, `${key}.meta.json`), '{not json');

    expect(await store.head(key)).toEqual({ size: 4, contentType: undefined });
  });

  it('fails ping when the root cannot be used as a folder', async () => {
    await writeFile(join(root, '..', 'not-a-folder'), 'x');
    const store = new LocalDiskObjectStore(join(root, '..', 'not-a-folder'));

    await expect(store.ping()).rejects.toThrow();
  });
});
