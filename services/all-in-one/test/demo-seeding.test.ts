import { ANALYSIS_TYPES, type DocumentDetail, type DocumentListResponse } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import { type RunningGateway, startGateway } from '@doclens/gateway';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoSeed, seedDemoAccount } from '../src/demo/demo-seeding';

/**
 * The newcomer's path: `npm run demo` (this seeding, on this file's own database), then
 * `npm start` (a gateway on the same database) and signing in with the printed credentials.
 */
let database: TestDatabase;
let config: AppConfig;
let firstRun: DemoSeed;

beforeAll(async () => {
  database = await createTestDatabase();
  config = createTestConfig(database.url, { PORT: '0', HOST: '127.0.0.1' });
  firstRun = await seedDemoAccount(config, () => createTestLogger());
}, 240_000);

afterAll(async () => {
  await database?.dispose();
});

async function withGateway<T>(use: (gateway: RunningGateway) => Promise<T>): Promise<T> {
  const gateway = await startGateway(config, createTestLogger());
  try {
    return await use(gateway);
  } finally {
    await gateway.stop();
  }
}

async function signIn(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('npm run demo', () => {
  it('leaves an account that signs in with the printed credentials and holds an analysed document of each type', async () => {
    expect(firstRun.documents.every((document) => document.status === 'completed')).toBe(true);
    await withGateway(async ({ url }) => {
      const login = await signIn(url, firstRun.email, firstRun.password);
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ email: firstRun.email, plan: 'enterprise', emailVerified: true });
      const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';

      const list = (await (
        await fetch(`${url}/api/documents`, { headers: { cookie } })
      ).json()) as DocumentListResponse;
      const analysedTypes = new Set(
        list.documents.filter((document) => document.status === 'completed').map((document) => document.documentType),
      );
      expect([...analysedTypes].sort()).toEqual([...ANALYSIS_TYPES].sort());

      for (const { id, documentType } of firstRun.documents) {
        const detail = (await (
          await fetch(`${url}/api/documents/${id}`, { headers: { cookie } })
        ).json()) as DocumentDetail;
        expect(detail.analysis?.documentType, `document ${id}`).toBe(documentType);
      }
    });
  });

  it('run again, keeps the analysed documents instead of adding copies, and only the new password signs in', async () => {
    const secondRun = await seedDemoAccount(config, () => createTestLogger());
    expect(secondRun.documents.map((document) => document.id).sort()).toEqual(
      firstRun.documents.map((document) => document.id).sort(),
    );
    expect(secondRun.password).not.toBe(firstRun.password);
    await withGateway(async ({ url }) => {
      expect((await signIn(url, secondRun.email, firstRun.password)).status).toBe(401);
      expect((await signIn(url, secondRun.email, secondRun.password)).status).toBe(200);
    });
  }, 120_000);
});
