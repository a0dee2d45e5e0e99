import type { AppConfig } from '@doclens/config';
import { findUserByEmail, updateUser } from '@doclens/db';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from '@doclens/testing';
import { type AllServices, startAllServices } from '../src/all-services';

export interface DocumentState {
  status: string;
  failureReason: string | null;
  documentType: string | null;
  analysis: Record<string, unknown> | null;
  extractedText: string | null;
}

export interface RunningPipeline {
  config: AppConfig;
  upload(name: string, bytes: Uint8Array, documentType: string): Promise<Response>;
  waitUntilSettled(documentId: number, timeoutMs?: number): Promise<DocumentState>;
  stop(): Promise<void>;
}

/** Every service as `npm start` wires them, on this test file's database, with an enterprise user. */
export async function startRunningPipeline(): Promise<RunningPipeline> {
  const database: TestDatabase = await createTestDatabase();
  const config = createTestConfig(database.url, {
    PORT: '0',
    HOST: '127.0.0.1',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const services: AllServices = await startAllServices(config, () => createTestLogger());
  const baseUrl = services.gateway.url;
  const cookie = await enterpriseSession(baseUrl, database);

  return {
    config,
    upload(name, bytes, documentType) {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
      form.append('documentType', documentType);
      return fetch(`${baseUrl}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
    },
    async waitUntilSettled(documentId, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = await fetch(`${baseUrl}/api/documents/${documentId}`, { headers: { cookie } });
        const state = (await response.json()) as DocumentState;
        if (state.status === 'completed' || state.status === 'failed') return state;
        if (Date.now() > deadline)
          throw new Error(`document ${documentId} still ${state.status} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await services.stop();
      await database.dispose();
    },
  };
}

async function enterpriseSession(baseUrl: string, database: TestDatabase): Promise<string> {
  const email = 'pipeline@example.com';
  const password = 'pipeline passphrase';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/register', { name: 'Pipe Line', email, password });
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new Error('registration failed');
  await updateUser(database.db, user.id, { plan: 'enterprise', emailVerified: true });
  const login = await post('/api/auth/login', { email, password });
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}
