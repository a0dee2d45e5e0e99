import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { destroyingBodyOnFailure } from './body-on-failure';
import { ByteCountingTransform } from './byte-counting-transform';
import { assertSafeObjectKey, UnsafeObjectKeyError } from './object-keys';
import {
  type ObjectInfo,
  ObjectNotFoundError,
  type ObjectStore,
  type PutOptions,
  type PutResult,
} from './object-store';

const META_SUFFIX = '.meta.json';

interface ObjectMeta {
  contentType: string;
}

/** Stores each object as a file under `rootDir`, with its content type in a `<file>.meta.json` sidecar. */
export class LocalDiskObjectStore implements ObjectStore {
  readonly #root: string;

  constructor(rootDir: string) {
    this.#root = resolve(rootDir);
  }

  put(key: string, body: Readable, options: PutOptions): Promise<PutResult> {
    return destroyingBodyOnFailure(body, () => this.#write(key, body, options));
  }

  async #write(key: string, body: Readable, options: PutOptions): Promise<PutResult> {
    const target = this.#pathOf(key);
    const counter = new ByteCountingTransform(options.maxBytes);
    await mkdir(dirname(target), { recursive: true });
    // Temp files sit beside the target so that rename stays on one filesystem and is atomic;
    // their leading dot and suffix can never match a valid key.
    const dataTemp = temporaryPathBeside(target);
    const metaTemp = temporaryPathBeside(metaPathOf(target));
    const dataStream = createWriteStream(dataTemp, { flags: 'wx', flush: true });
    try {
      await pipeline(body, counter, dataStream);
      const meta: ObjectMeta = { contentType: options.contentType };
      await writeFile(metaTemp, JSON.stringify(meta), { flag: 'wx', flush: true });
      // The sidecar goes first so the object never appears without its content type.
      await rename(metaTemp, metaPathOf(target));
      await rename(dataTemp, target);
    } catch (error) {
      // A failed pipeline answers before the file stream it destroyed has finished opening its
      // file: removed now, the temporary file would be created afterwards and stay for good.
      if (!dataStream.closed) await new Promise<void>((resolve) => dataStream.once('close', resolve));
      await Promise.all([rm(dataTemp, { force: true }), rm(metaTemp, { force: true })]);
      throw counter.overflow ?? error;
    }
    return { size: counter.bytes };
  }

  async get(key: string): Promise<Readable> {
    const path = this.#pathOf(key);
    try {
      // Opening before streaming turns a missing file into an error here rather than later on the stream.
      const handle = await open(path, 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissingFile(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const path = this.#pathOf(key);
    try {
      const stats = await stat(path);
      return { size: stats.size, contentType: await readContentType(metaPathOf(path)) };
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.#pathOf(key);
    await rm(path, { force: true });
    await rm(metaPathOf(path), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.#root, { recursive: true });
    await access(this.#root, constants.R_OK | constants.W_OK);
  }

  #pathOf(key: string): string {
    assertSafeObjectKey(key);
    const path = join(this.#root, ...key.split('/'));
    // Belt and braces: the key check already rules this out, but a file outside the root must stay unreachable.
    if (!path.startsWith(this.#root + sep)) throw new UnsafeObjectKeyError(key);
    return path;
  }
}

function metaPathOf(objectPath: string): string {
  return `${objectPath}${META_SUFFIX}`;
}

function temporaryPathBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
}

async function readContentType(metaPath: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(metaPath, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
  return parseMeta(text)?.contentType;
}

/** A damaged sidecar costs only the content type, not the object. */
function parseMeta(text: string): ObjectMeta | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'contentType' in value &&
      typeof value.contentType === 'string'
    ) {
      return { contentType: value.contentType };
    }
  } catch {
    // fall through: unreadable JSON is treated like a missing sidecar
  }
  return undefined;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
