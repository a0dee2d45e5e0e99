import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newObjectKey, UnsafeObjectKeyError } from './object-keys';
import { ObjectNotFoundError, type ObjectStore, ObjectTooLargeError } from './object-store';

export interface ObjectStoreUnderTest {
  store: ObjectStore;
  /** Everything the driver keeps in its backing storage (files, bucket objects), stored objects included. */
  listBackingEntries(): Promise<string[]>;
  dispose?(): Promise<void>;
}

const MiB = 1024 * 1024;
const PDF = 'application/pdf';

/** The behaviour every ObjectStore driver promises; each driver's test file runs it against a fresh store per test. */
export function describeObjectStoreContract(driverName: string, createSubject: () => Promise<ObjectStoreUnderTest>) {
  describe(`ObjectStore contract: ${driverName}`, () => {
    let subject: ObjectStoreUnderTest;
    let store: ObjectStore;

    beforeEach(async () => {
      subject = await createSubject();
      store = subject.store;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    it('streams a multi-megabyte object in and back out unchanged', async () => {
      const key = newObjectKey('documents', { extension: 'pdf' });
      const source = generatedBytes(12 * MiB + 123);

      const result = await store.put(key, source.stream, { contentType: PDF });

      expect(result).toEqual({ size: source.size });
      const read = await digestOf(await store.get(key));
      expect(read).toEqual({ size: source.size, sha256: source.sha256() });
    });

    it('reports size and content type through head', async () => {
      const key = newObjectKey('documents', { extension: 'pdf' });
      await store.put(key, Readable.from([Buffer.from('%PDF-1.7 hello')]), { contentType: PDF });

      expect(await store.head(key)).toEqual({ size: 14, contentType: PDF });
    });

    it('stores an empty stream as an empty object', async () => {
      const key = newObjectKey('documents');
      expect(await store.put(key, Readable.from([]), { contentType: 'text/plain' })).toEqual({ size: 0 });
      expect(await digestOf(await store.get(key))).toMatchObject({ size: 0 });
    });

    it('answers head for a missing key with undefined', async () => {
      expect(await store.head(newObjectKey('documents'))).toBeUndefined();
    });

    it('throws ObjectNotFoundError from get for a missing key', async () => {
      const key = newObjectKey('documents', { extension: 'pdf' });
      const failure = store.get(key);
      await expect(failure).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(failure).rejects.toMatchObject({ key });
    });

    it('deletes idempotently', async () => {
      const key = newObjectKey('documents', { extension: 'pdf' });
      await store.put(key, Readable.from([Buffer.from('bytes')]), { contentType: PDF });

      await store.delete(key);
      expect(await store.head(key)).toBeUndefined();
      await expect(store.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(store.delete(key)).resolves.toBeUndefined();
      await expect(store.delete(newObjectKey('documents'))).resolves.toBeUndefined();
      expect(await subject.listBackingEntries()).toEqual([]);
    });

    it('accepts a stream of exactly maxBytes', async () => {
      const key = newObjectKey('documents', { extension: 'pdf' });
      const source = generatedBytes(64 * 1024);

      await expect(store.put(key, source.stream, { contentType: PDF, maxBytes: source.size })).resolves.toEqual({
        size: source.size,
      });
    });

    it.each([
      { label: 'a small stream, one byte over', size: 1001, maxBytes: 1000 },
      { label: 'a multi-part stream, cut off after whole parts were sent', size: 20 * MiB, maxBytes: 11 * MiB },
    ])('refuses $label with ObjectTooLargeError and stores nothing', async ({ size, maxBytes }) => {
      const key = newObjectKey('documents', { extension: 'pdf' });
      const source = generatedBytes(size);

      const failure = store.put(key, source.stream, { contentType: PDF, maxBytes });

      await expect(failure).rejects.toBeInstanceOf(ObjectTooLargeError);
      await expect(failure).rejects.toMatchObject({ maxBytes });
      expect(source.stream.destroyed).toBe(true);
      // Cut off while streaming: reading stops near the limit instead of at the end of the stream.
      expect(source.bytesRead()).toBeLessThan(maxBytes + MiB);
      expect(await store.head(key)).toBeUndefined();
      await expect(store.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await subject.listBackingEntries()).toEqual([]);
    });

    it('stores nothing when the source stream fails midway', async () => {
      const key = newObjectKey('documents', { extension: 'pdf' });
      const broken = Readable.from(
        (async function* () {
          yield randomBytes(4096);
          throw new Error('client went away');
        })(),
        { objectMode: false },
      );

      await expect(store.put(key, broken, { contentType: PDF })).rejects.toThrow('client went away');
      expect(await store.head(key)).toBeUndefined();
      expect(await subject.listBackingEntries()).toEqual([]);
    });

    describe('refuses keys that were not generated by newObjectKey', () => {
      const valid = newObjectKey('documents', { extension: 'pdf' });
      const unsafeKeys = [
        '',
        '../outside.pdf',
        `documents/2026/11/../../../${valid.split('/').at(-1)}`,
        `/${valid}`,
        valid.replaceAll('/', '\\'),
        `${valid}/../../x`,
        `${valid}\n`,
        'documents/2026/11/report.pdf',
        `${valid}.meta.json`,
      ];

      it.each(unsafeKeys)('%j', async (key) => {
        const body = Readable.from([Buffer.from('x')]);
        await expect(store.put(key, body, { contentType: 'text/plain' })).rejects.toBeInstanceOf(UnsafeObjectKeyError);
        expect(body.destroyed).toBe(true);
        await expect(store.get(key)).rejects.toBeInstanceOf(UnsafeObjectKeyError);
        await expect(store.head(key)).rejects.toBeInstanceOf(UnsafeObjectKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(UnsafeObjectKeyError);
        expect(await subject.listBackingEntries()).toEqual([]);
      });
    });

    it('answers ping when the store is reachable', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

interface GeneratedBytes {
  stream: Readable;
  size: number;
  bytesRead(): number;
  /** The digest of everything the stream produced; complete once the stream has been consumed. */
  sha256(): string;
}

/** Random bytes in uneven chunks, as a network stream would deliver them. */
function generatedBytes(size: number): GeneratedBytes {
  const hash = createHash('sha256');
  let produced = 0;
  const stream = Readable.from(
    (function* () {
      while (produced < size) {
        const chunk = randomBytes(Math.min(size - produced, 50_000 + (produced % 30_011)));
        produced += chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  let digest: string | undefined;
  return {
    stream,
    size,
    bytesRead: () => produced,
    sha256: () => {
      digest ??= hash.digest('hex');
      return digest;
    },
  };
}

async function digestOf(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    hash.update(buffer);
  }
  return { size, sha256: hash.digest('hex') };
}
