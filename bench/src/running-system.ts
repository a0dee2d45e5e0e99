import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAllServices } from '@doclens/all-in-one';
import { type AppConfig, loadConfig } from '@doclens/config';
import { createDb, dropDatabase, findUserByEmail, prepareDatabase, updateUser, withDatabaseName } from '@doclens/db';
import { createLogger } from '@doclens/logger';
import { testDatabaseBaseUrl, testRedisUrl, uniqueQueuePrefix } from '@doclens/testing';
import type { BenchDocument } from './fixture-documents';

export interface RunningSystem {
  upload(document: BenchDocument): Promise<number>;
  waitUntilDone(documentId: number): Promise<{ status: string; pageCount: number | null }>;
  stop(): Promise<void>;
}

/** Every service as `npm start` runs them, on a scratch database. */
export async function startRunningSystem(): Promise<RunningSystem> {
  const databaseUrl = withDatabaseName(testDatabaseBaseUrl(), `doclens_bench_${uniqueQueuePrefix().slice(5)}`);
  await prepareDatabase(databaseUrl);
  const scratch = mkdtempSync(join(tmpdir(), 'doclens-bench-'));
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: uniqueQueuePrefix(),
    STORAGE_DIR: join(scratch, 'objects'),
    MAIL_DIR: join(scratch, 'mail'),
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const services = await startAllServices(config, (service) => createLogger({ level: 'warn', service }));
  const { gateway } = services;
  const cookie = await signInAsEnterprise(gateway.url, config);

  return {
    async upload(document) {
      const form = new FormData();
      form.append('file', new Blob([document.bytes], { type: 'application/pdf' }), document.name);
      form.append('documentType', document.type);
      const response = await fetch(`${gateway.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
      if (!response.ok) throw new Error(`upload of ${document.name}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { documentId: number }).documentId;
    },
    async waitUntilDone(documentId) {
      for (;;) {
        const response = await fetch(`${gateway.url}/api/documents/${documentId}`, { headers: { cookie } });
        const body = (await response.json()) as { status: string; pageCount: number | null };
        if (body.status === 'completed' || body.status === 'failed') return body;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      await services.stop();
      await dropDatabase(databaseUrl);
    },
  };
}

async function signInAsEnterprise(baseUrl: string, config: AppConfig): Promise<string> {
  const email = 'bench@example.com';
  const password = 'benchmark passphrase';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/register', { name: 'Bench Mark', email, password });
  const db = createDb({ url: config.database.url, poolSize: 1 });
  const user = await findUserByEmail(db, email);
  if (user) await updateUser(db, user.id, { plan: 'enterprise', emailVerified: true });
  await db.destroy();
  const login = await post('/api/auth/login', { email, password });
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}
