import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@doclens/testing/free-port';
import S3rver from 's3rver';

/** s3rver keeps each object as a file with this suffix under `<directory>/<bucket>/`. */
const OBJECT_FILE_SUFFIX = '._S3rver_object';
/** s3rver checks request signatures against these fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server (s3rver) of this scenario's own, on a fixed port so that it can be
 * stopped — open connections cut — and started again where the services expect it.
 */
export interface PrivateS3Server {
  /** The environment that points the services at it. */
  readonly env: Record<string, string>;
  /** Stops answering at once: listening socket closed, open connections destroyed. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The keys of the objects the bucket holds, read from the server's folder. */
  objectKeys(): string[];
  dispose(): Promise<void>;
}

export async function startPrivateS3Server(bucket = 'doclens-faults'): Promise<PrivateS3Server> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'doclens-faults-s3-'));
  let server: S3rver | undefined;

  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    await server.run();
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await start();

  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    objectKeys() {
      return readdirSync(join(directory, bucket), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith(OBJECT_FILE_SUFFIX))
        .map((path) => path.slice(0, -OBJECT_FILE_SUFFIX.length));
    },
    async dispose() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
