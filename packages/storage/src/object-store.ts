import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** Upper bound on the stream's length; enforced while streaming, so a huge upload is cut off early. */
  maxBytes?: number;
}

export interface PutResult {
  size: number;
}

export interface ObjectInfo {
  size: number;
  contentType?: string;
}

/**
 * Where file bytes live. Keys must come from `newObjectKey`; every driver refuses other keys.
 * A failed `put` leaves nothing behind under the key, whatever the reason it failed.
 */
export interface ObjectStore {
  /** Consumes `body`; whenever it rejects, `body` has been destroyed. */
  put(key: string, body: Readable, options: PutOptions): Promise<PutResult>;
  /** @throws ObjectNotFoundError when nothing is stored under `key`. */
  get(key: string): Promise<Readable>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Succeeds when nothing is stored under `key`, so retried clean-ups are harmless. */
  delete(key: string): Promise<void>;
  /** For readiness probes: rejects when the store cannot be reached or written. */
  ping(): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError';
  readonly key: string;

  constructor(key: string) {
    super(`No object is stored under key ${key}`);
    this.key = key;
  }
}

export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The object is larger than the limit of ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}
