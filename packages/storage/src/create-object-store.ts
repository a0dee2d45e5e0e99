import type { AppConfig } from '@doclens/config';
import { LocalDiskObjectStore } from './local-disk-object-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

export function createObjectStore(storage: AppConfig['storage']): ObjectStore {
  switch (storage.driver) {
    case 'local':
      return new LocalDiskObjectStore(storage.dir);
    case 's3':
      return new S3ObjectStore(storage);
  }
}
