import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from './object-keys';
import { describeObjectStoreContract } from './object-store-contract';
import { S3ObjectStore, type S3StorageConfig } from './s3-object-store';

const BUCKET = 'doclens-test';

let server: S3rver;
let serverDir: string;
let endpoint: string;
let admin: S3Client;

function s3Config(overrides: Partial<S3StorageConfig> = {}): S3StorageConfig {
  return {
    driver: 's3',
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    // s3rver's fixed credentials; it checks request signatures against them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    ...overrides,
  };
}

beforeAll(async () => {
  serverDir = await mkdtemp(join(tmpdir(), 'doclens-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  admin?.destroy();
  await server?.close();
  await rm(serverDir, { recursive: true, force: true });
});

async function objectKeysIn(bucket: string): Promise<string[]> {
  const listing = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '');
}

describeObjectStoreContract('S3 (s3rver)', async () => {
  // A bucket per test, so that "nothing is left behind" can be checked by listing it.
  const bucket = `doclens-test-${randomBytes(6).toString('hex')}`;
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  const store = new S3ObjectStore(s3Config({ bucket }));
  return {
    store,
    listBackingEntries: () => objectKeysIn(bucket),
    dispose: async () => store.destroy(),
  };
});

describe('S3ObjectStore', () => {
  it('answers ping for the configured bucket', async () => {
    const store = new S3ObjectStore(s3Config());
    await expect(store.ping()).resolves.toBeUndefined();
    store.destroy();
  });

  it('fails ping when the bucket does not exist', async () => {
    const store = new S3ObjectStore(s3Config({ bucket: 'no-such-bucket' }));
    await expect(store.ping()).rejects.toThrow();
    store.destroy();
  });

  it("releases the caller's stream when S3 refuses the upload before reading it all", async () => {
    const store = new S3ObjectStore(s3Config({ bucket: 'no-such-bucket' }));
    // Bigger than one part, so the failure comes while the stream is still unread.
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 400; i += 1) yield randomBytes(64 * 1024);
      })(),
      { objectMode: false },
    );

    await expect(store.put(newObjectKey('documents'), body, { contentType: 'application/pdf' })).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    expect(body.destroyed).toBe(true);
    store.destroy();
  });

  it('fails ping when the server cannot be reached', async () => {
    // Port 9 (discard) is closed on test machines, so the connection is refused.
    const store = new S3ObjectStore(s3Config({ endpoint: 'http://127.0.0.1:9' }), { pingTimeoutMs: 2_000 });
    await expect(store.ping()).rejects.toThrow();
    store.destroy();
  });
});
