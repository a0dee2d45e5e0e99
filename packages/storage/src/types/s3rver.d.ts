// s3rver ships no types; this covers the part of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverBucket {
    name: string;
    configs?: Array<string | Buffer>;
  }

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: S3rverBucket[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    reset(): void;
  }
}
