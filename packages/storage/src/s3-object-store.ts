import { pipeline, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppConfig } from '@doclens/config';
import { destroyingBodyOnFailure } from './body-on-failure';
import { ByteCountingTransform } from './byte-counting-transform';
import { assertSafeObjectKey } from './object-keys';
import {
  type ObjectInfo,
  ObjectNotFoundError,
  type ObjectStore,
  type PutOptions,
  type PutResult,
} from './object-store';

export type S3StorageConfig = Extract<AppConfig['storage'], { driver: 's3' }>;

export interface S3ObjectStoreOptions {
  /** How long a readiness probe may wait before the store counts as unreachable. */
  pingTimeoutMs?: number;
}

// Each in-flight part (5 MB minimum) is buffered in memory; two bound an upload to ~10 MB of RAM
// while still overlapping reading the request with sending to S3.
const UPLOAD_QUEUE_SIZE = 2;
const DEFAULT_PING_TIMEOUT_MS = 5_000;
const NOT_FOUND_ERROR_NAMES = new Set(['NoSuchKey', 'NotFound']);

/** Stores objects in one S3 (or S3-compatible: MinIO, s3rver) bucket. */
export class S3ObjectStore implements ObjectStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #pingTimeoutMs: number;

  constructor(config: S3StorageConfig, options: S3ObjectStoreOptions = {}) {
    this.#client = createS3Client(config);
    this.#bucket = config.bucket;
    this.#pingTimeoutMs = options.pingTimeoutMs ?? DEFAULT_PING_TIMEOUT_MS;
  }

  put(key: string, body: Readable, options: PutOptions): Promise<PutResult> {
    return destroyingBodyOnFailure(body, () => this.#upload(key, body, options));
  }

  async #upload(key: string, body: Readable, options: PutOptions): Promise<PutResult> {
    assertSafeObjectKey(key);
    const counter = new ByteCountingTransform(options.maxBytes);
    // Errors travel to Upload through `counter`; the callback only keeps them from going unhandled.
    pipeline(body, counter, ignoreError);
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: counter, ContentType: options.contentType },
      queueSize: UPLOAD_QUEUE_SIZE,
    });
    try {
      await upload.done();
    } catch (error) {
      await this.#removeAfterFailedPut(key);
      throw counter.overflow ?? error;
    }
    return { size: counter.bytes };
  }

  async get(key: string): Promise<Readable> {
    assertSafeObjectKey(key);
    try {
      const output = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!(output.Body instanceof Readable)) throw new Error('S3 returned an object body that is not a Node stream');
      return output.Body;
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    assertSafeObjectKey(key);
    try {
      const output = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { size: output.ContentLength ?? 0, contentType: output.ContentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeObjectKey(key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async ping(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }), {
      abortSignal: AbortSignal.timeout(this.#pingTimeoutMs),
    });
  }

  /** Closes the client's pooled connections; the store is unusable afterwards. */
  destroy(): void {
    this.#client.destroy();
  }

  /**
   * Upload aborts its multipart upload itself, but the final request may have succeeded before the
   * failure was seen (or the abort may be unsupported, as on s3rver), so make sure no object remains.
   */
  async #removeAfterFailedPut(key: string): Promise<void> {
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch {
      // The put's own error is the one worth reporting; a store this broken fails the next request too.
    }
  }
}

function createS3Client(config: S3StorageConfig): S3Client {
  const credentials =
    config.accessKeyId && config.secretAccessKey
      ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
      : undefined; // undefined lets the SDK's default chain (env, IAM role…) supply them
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials,
    // S3-compatible servers (MinIO, s3rver) reject or ignore the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && NOT_FOUND_ERROR_NAMES.has(error.name);
}

function ignoreError(): void {}
