// s3rver ships no types; this covers the part of its API the tests and the fault scenarios use
// (faults/tsconfig.json includes this file: one declaration for the whole repository's type check).
declare module 's3rver' {
  import type { Server } from 'node:http';
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
    /** Set once `run()` has started listening. */
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    reset(): void;
  }
}
