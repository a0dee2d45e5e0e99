import { type ChildProcess, spawn } from 'node:child_process';
import { createProducerConnection } from '@doclens/queue';
import { freePort } from '@doclens/testing/free-port';

const REDIS_SERVER_BINARY = '/usr/bin/redis-server';

/**
 * A Redis server of this test's own, on a free port, without persistence: killing it loses every
 * key, as a crashed Redis without AOF would. The machine's shared Redis is never touched.
 */
export interface PrivateRedis {
  readonly url: string;
  /** `kill -9`: the data set is gone. */
  kill9(): Promise<void>;
  /** Starts an empty server on the same port again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server = await launch(port, url);

  const kill9 = async () => {
    const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await exited;
  };

  return {
    url,
    kill9,
    async restart() {
      server = await launch(port, url);
    },
    async stop() {
      if (server.exitCode === null && server.signalCode === null) await kill9();
    },
  };
}

async function launch(port: number, url: string): Promise<ChildProcess> {
  const server = spawn(
    REDIS_SERVER_BINARY,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  await waitUntilAnswering(url, server);
  return server;
}

async function waitUntilAnswering(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`redis-server exited with code ${server.exitCode}`);
    const client = createProducerConnection(url, { lazyConnect: true, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch {
      // not listening yet
    } finally {
      client.disconnect();
    }
    await new Promise((resolveLater) => setTimeout(resolveLater, 50));
  }
  server.kill('SIGKILL');
  throw new Error(`redis-server on ${url} did not answer within 10 s`);
}
