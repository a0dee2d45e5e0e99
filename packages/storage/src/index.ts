export { createObjectStore } from './create-object-store';
export { LocalDiskObjectStore } from './local-disk-object-store';
export {
  assertSafeObjectKey,
  isSafeObjectKey,
  type NewObjectKeyOptions,
  newObjectKey,
  UnsafeObjectKeyError,
} from './object-keys';
export {
  type ObjectInfo,
  ObjectNotFoundError,
  type ObjectStore,
  ObjectTooLargeError,
  type PutOptions,
  type PutResult,
} from './object-store';
export { S3ObjectStore, type S3ObjectStoreOptions, type S3StorageConfig } from './s3-object-store';
