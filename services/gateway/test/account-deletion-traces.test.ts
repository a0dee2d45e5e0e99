import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createLogger } from '@doclens/logger';
import { isSafeObjectKey } from '@doclens/storage';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createGatewayHarness, type GatewayHarness, uniqueEmail } from './gateway-harness';
import { multipartBody, pdfLikeBytes } from './upload-harness';

/**
 * After an account is deleted, by its owner or by the admin, nothing names the person: no row of
 * any table, no object in the store, no log line (docs/decisions.md, issue 31 item 14).
 */

let harness: GatewayHarness;
const logLines: string[] = [];

beforeAll(async () => {
  const capture = { write: (line: string) => void logLines.push(line) };
  harness = await createGatewayHarness(
    {},
    { logger: createLogger({ level: 'trace', service: 'gateway', destination: capture }) },
  );
});

afterAll(async () => {
  if (harness?.deps.redis.status === 'ready') {
    for (const queue of ['extraction', 'bulk'] as const) {
      await harness.deps.jobs
        .queue(queue)
        .obliterate({ force: true })
        .catch(() => undefined);
    }
  }
  await harness?.dispose();
});

interface Account extends CreatedUser {
  cookie: string;
}

async function enterpriseAccount(options: { name: string; role?: 'admin' }): Promise<Account> {
  const created = await harness.createUser({ verified: true, email: uniqueEmail('leaver'), ...options });
  await harness.db.updateTable('users').set({ plan: 'enterprise' }).where('id', '=', created.user.id).execute();
  return { ...created, cookie: await harness.login(created.email, created.password) };
}

async function storedObjectKeys(): Promise<string[]> {
  if (harness.config.storage.driver !== 'local') throw new Error('this test lists the local object store');
  const dir = harness.config.storage.dir;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => isSafeObjectKey(path));
}

/** Everything the account puts in the object store over HTTP: one upload and a batch of three PDFs. */
async function fillAccount(account: Account): Promise<void> {
  const upload = multipartBody([{ file: { name: 'lease.pdf', bytes: pdfLikeBytes(2048) } }]);
  const uploaded = await harness.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: upload.payload,
    headers: { cookie: account.cookie, 'content-type': upload.contentType },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  const batch = await harness.api({
    method: 'POST',
    url: '/api/bulk-uploads',
    cookie: account.cookie,
    body: {
      name: `Contracts of ${account.user.name}`,
      analysisType: 'data_extraction',
      extractionParameters: ['Parties'],
    },
  });
  expect(batch.statusCode, batch.body).toBe(201);
  const files = multipartBody(
    [1, 2, 3].map((n) => ({ file: { fieldName: 'files', name: `contract-${n}.pdf`, bytes: pdfLikeBytes(1024 + n) } })),
  );
  const added = await harness.app.inject({
    method: 'POST',
    url: `/api/bulk-uploads/${batch.json<{ id: number }>().id}/files`,
    payload: files.payload,
    headers: { cookie: account.cookie, 'content-type': files.contentType },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
}

async function objectKeysOf(userId: string): Promise<string[]> {
  const documents = await harness.db
    .selectFrom('documents')
    .select('storageKey')
    .where('ownerId', '=', userId)
    .execute();
  const bulkFiles = await harness.db
    .selectFrom('bulkUploadFiles')
    .innerJoin('bulkUploads', 'bulkUploads.id', 'bulkUploadFiles.bulkUploadId')
    .select('bulkUploadFiles.storageKey')
    .where('bulkUploads.ownerId', '=', userId)
    .execute();
  return [...documents, ...bulkFiles].map((row) => row.storageKey);
}

/** Every row of every table of the database, as text, with the table's name. */
async function everyRow(): Promise<{ table: string; text: string }[]> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(
    harness.db,
  );
  const rows: { table: string; text: string }[] = [];
  for (const { tablename } of tables.rows) {
    const found = await sql<{ text: string }>`select t::text as text from ${sql.table(tablename)} t`.execute(
      harness.db,
    );
    for (const row of found.rows) rows.push({ table: tablename, text: row.text });
  }
  return rows;
}

/** An admin's plan fix on `target`: an audit row naming the target's address. */
async function planFix(admin: Account, target: Account): Promise<void> {
  const fixed = await harness.api({
    method: 'POST',
    url: '/api/update-plan',
    cookie: admin.cookie,
    body: { email: target.email, planType: 'enterprise' },
  });
  expect(fixed.statusCode, fixed.body).toBe(200);
}

async function expectNoTraceOf(account: Account, keys: string[]): Promise<void> {
  const stored = new Set(await storedObjectKeys());
  expect(keys.filter((key) => stored.has(key))).toEqual([]);
  const naming = (await everyRow()).filter(
    (row) => row.text.includes(account.email) || row.text.includes(account.user.name),
  );
  expect(naming).toEqual([]);
  // The audit log keeps the deleted account's id, which names nobody once the row is gone; no other table does.
  const byId = (await everyRow()).filter((row) => row.text.includes(account.user.id)).map((row) => row.table);
  expect(new Set(byId)).toEqual(new Set(byId.length ? ['admin_audit_log'] : []));
  const logged = logLines.filter((line) => line.includes(account.email) || line.includes(account.user.name));
  expect(logged).toEqual([]);
}

describe('what remains of a deleted account', () => {
  it('deleted by its owner: no file, row or log line names them', async () => {
    const otherAdmin = await enterpriseAccount({ name: 'Olive Other', role: 'admin' });
    const leaver = await enterpriseAccount({ name: 'Dana Deleted', role: 'admin' });
    const bystander = await enterpriseAccount({ name: 'Bea Bystander' });
    await fillAccount(leaver);
    await fillAccount(bystander);
    // The leaver was an admin who fixed someone's plan, and had their own plan fixed.
    await planFix(leaver, bystander);
    await planFix(otherAdmin, leaver);
    const keys = await objectKeysOf(leaver.user.id);
    expect(keys).toHaveLength(4);
    const bystanderKeys = await objectKeysOf(bystander.user.id);

    const response = await harness.api({
      method: 'DELETE',
      url: '/api/delete-account-with-feedback',
      cookie: leaver.cookie,
      body: { reason: 'Privacy concerns' },
    });
    expect(response.statusCode, response.body).toBe(200);

    await expectNoTraceOf(leaver, keys);
    expect(await storedObjectKeys()).toEqual(expect.arrayContaining(bystanderKeys));
    // The audit log keeps what was done, without the address.
    const audit = await harness.db.selectFrom('adminAuditLog').selectAll().execute();
    expect(audit.filter((row) => row.actorId === leaver.user.id)).toHaveLength(1);
    expect(audit.filter((row) => row.targetUserId === leaver.user.id)).toHaveLength(1);
  });

  it('deleted by the admin: no file, row or log line names them', async () => {
    const admin = await enterpriseAccount({ name: 'Ada Admin', role: 'admin' });
    const leaver = await enterpriseAccount({ name: 'Lee Leaver' });
    await fillAccount(leaver);
    await planFix(admin, leaver);
    const keys = await objectKeysOf(leaver.user.id);
    expect(keys).toHaveLength(4);

    const response = await harness.api({
      method: 'DELETE',
      url: `/api/admin/users/${leaver.user.id}`,
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);

    await expectNoTraceOf(leaver, keys);
  });
});
