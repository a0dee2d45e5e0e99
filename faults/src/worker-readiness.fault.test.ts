import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@doclens/testing';
import { freePort } from '@doclens/testing/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultEnvironment } from './fault-system';
import { type PrivateRedis, startPrivateRedis } from './private-redis';
import { type ServiceProcess, STARTED_LOG_LINE, startServiceProcess } from './service-processes';

const STATE_CHANGE_TIMEOUT_MS = 20_000;

interface Probe {
  status: number;
  body: { status?: string; checks?: Record<string, string> };
}

describe('a worker whose Redis goes away', () => {
  let database: TestDatabase;
  let redis: PrivateRedis;
  let worker: ServiceProcess;
  let healthUrl: string;
  const scratch = mkdtempSync(join(tmpdir(), 'doclens-readiness-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await startPrivateRedis();
    const healthPort = await freePort();
    healthUrl = `http://127.0.0.1:${healthPort}`;
    const env = faultEnvironment({
      databaseUrl: database.url,
      scratch,
      port: await freePort(),
      overrides: { REDIS_URL: redis.url, HEALTH_PORT: String(healthPort) },
    });
    worker = await startServiceProcess({
      name: 'analysis',
      env,
      logDir: scratch,
      readiness: { logLine: STARTED_LOG_LINE.analysis as RegExp },
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await redis?.stop();
    await database?.dispose();
    await rm(scratch, { recursive: true, force: true });
  });

  it('reports not ready while Redis is down and ready again once it is back, staying alive throughout', async () => {
    expect(await probe(`${healthUrl}/readyz`)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { postgres: 'ok', redis: 'ok' } },
    });

    await redis.kill9();
    const down = await waitFor(`${healthUrl}/readyz`, (answer) => answer.status === 503);
    expect(down.body).toEqual({ status: 'unavailable', checks: { postgres: 'ok', redis: 'failing' } });
    // Liveness does not follow a dependency: restarting the worker would not bring Redis back.
    expect((await probe(`${healthUrl}/livez`)).status).toBe(200);
    expect(worker.hasExited()).toBe(false);

    await redis.restart();
    const back = await waitFor(`${healthUrl}/readyz`, (answer) => answer.status === 200);
    expect(back.body).toEqual({ status: 'ready', checks: { postgres: 'ok', redis: 'ok' } });
  });
});

async function probe(url: string): Promise<Probe> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return { status: response.status, body: (await response.json()) as Probe['body'] };
}

async function waitFor(url: string, done: (answer: Probe) => boolean): Promise<Probe> {
  const deadline = Date.now() + STATE_CHANGE_TIMEOUT_MS;
  let last = await probe(url);
  while (!done(last) && Date.now() < deadline) {
    await sleep(250);
    last = await probe(url);
  }
  return last;
}
