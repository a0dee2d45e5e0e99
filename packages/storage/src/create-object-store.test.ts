import { describe, expect, it } from 'vitest';
import { createObjectStore } from './create-object-store';
import { LocalDiskObjectStore } from './local-disk-object-store';
import { S3ObjectStore } from './s3-object-store';

describe('createObjectStore', () => {
  it('picks the local disk driver', () => {
    expect(createObjectStore({ driver: 'local', dir: '.data/objects' })).toBeInstanceOf(LocalDiskObjectStore);
  });

  it('picks the S3 driver', () => {
    const store = createObjectStore({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'doclens',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(store).toBeInstanceOf(S3ObjectStore);
    (store as S3ObjectStore).destroy();
  });
});
