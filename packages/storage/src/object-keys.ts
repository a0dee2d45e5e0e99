import { randomUUID } from 'node:crypto';

const KIND = '[a-z][a-z0-9-]{0,31}';
const EXTENSION = '[a-z0-9]{1,8}';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const KIND_PATTERN = new RegExp(`^${KIND}$`);
const EXTENSION_PATTERN = new RegExp(`^${EXTENSION}$`);
// A whitelist of the generated shape rules out traversal (`..`), absolute paths and backslashes at once.
const OBJECT_KEY_PATTERN = new RegExp(`^${KIND}/\\d{4}/(0[1-9]|1[0-2])/${UUID}(\\.${EXTENSION})?$`);

const MAX_KEY_IN_MESSAGE = 80;

export class UnsafeObjectKeyError extends Error {
  override name = 'UnsafeObjectKeyError';

  constructor(key: unknown) {
    super(`Refusing object key ${JSON.stringify(String(key)).slice(0, MAX_KEY_IN_MESSAGE)}`);
  }
}

export interface NewObjectKeyOptions {
  /** Chosen by the caller from what the bytes are (e.g. `pdf` after a magic-byte check), never from a file name. */
  extension?: string;
  now?: Date;
}

/** A fresh key like `documents/2026/11/<uuid>.pdf`; the date part keeps listings and lifecycle rules manageable. */
export function newObjectKey(kind: string, options: NewObjectKeyOptions = {}): string {
  if (!KIND_PATTERN.test(kind)) throw new RangeError(`Invalid object kind ${JSON.stringify(kind)}`);
  const { extension, now = new Date() } = options;
  if (extension !== undefined && !EXTENSION_PATTERN.test(extension)) {
    throw new RangeError(`Invalid object key extension ${JSON.stringify(extension)}`);
  }
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const suffix = extension === undefined ? '' : `.${extension}`;
  return `${kind}/${year}/${month}/${randomUUID()}${suffix}`;
}

export function isSafeObjectKey(key: unknown): key is string {
  return typeof key === 'string' && OBJECT_KEY_PATTERN.test(key);
}

export function assertSafeObjectKey(key: unknown): asserts key is string {
  if (!isSafeObjectKey(key)) throw new UnsafeObjectKeyError(key);
}
