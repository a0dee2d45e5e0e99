import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './connection';
import { connectionOptions } from './connection-options';
import { dropDatabase, ensureDatabase, withDatabaseName } from './database-admin';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';
import { findUserByEmail, insertUser } from './queries/users';
import { createTestDatabase, type TestDatabase, testDatabaseBaseUrl } from './test-database';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.dispose();
});

async function columnsOf(table: string): Promise<Map<string, { type: string; nullable: boolean }>> {
  // Aliases without underscores: the CamelCasePlugin would rename `column_name` in the result.
  const result = await sql<{ name: string; type: string; nullable: 'YES' | 'NO' }>`
    select column_name as name, data_type as type, is_nullable as nullable
    from information_schema.columns
    where table_schema = 'public' and table_name = ${table}
  `.execute(testDb.db);
  return new Map(result.rows.map((row) => [row.name, { type: row.type, nullable: row.nullable === 'YES' }]));
}

describe('migrated schema', () => {
  it.each([
    ['users', ['id', 'email', 'name', 'password_hash', 'role', 'plan', 'email_verified', 'created_at', 'updated_at']],
    ['sessions', ['id', 'token_hash', 'user_id', 'created_at', 'last_seen_at', 'expires_at']],
    ['email_tokens', ['id', 'user_id', 'purpose', 'token_hash', 'expires_at', 'used_at', 'superseded_at']],
    [
      'documents',
      ['id', 'owner_id', 'anonymous_claim_hash', 'original_name', 'storage_key', 'file_size', 'status', 'analysis'],
    ],
  ])('has table %s with its key columns', async (table, expected) => {
    const columns = await columnsOf(table);
    expect(columns.size).toBeGreaterThan(0);
    expect(expected.filter((name) => !columns.has(name))).toEqual([]);
  });

  it('stores secrets only as non-null hashes and timestamps with a time zone', async () => {
    const sessions = await columnsOf('sessions');
    const tokens = await columnsOf('email_tokens');
    expect(sessions.get('token_hash')).toEqual({ type: 'text', nullable: false });
    expect(tokens.get('token_hash')).toEqual({ type: 'text', nullable: false });
    expect(sessions.get('expires_at')).toEqual({ type: 'timestamp with time zone', nullable: false });
    expect(tokens.get('expires_at')).toEqual({ type: 'timestamp with time zone', nullable: false });
  });

  it('records every migration as applied', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(testDb.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });
});

describe('users', () => {
  it('keeps emails unique regardless of case through insertUser', async () => {
    const first = await insertUser(testDb.db, { email: 'Alice@Example.COM', name: 'Alice', passwordHash: 'h1' });
    expect(first?.email).toBe('alice@example.com');

    const second = await insertUser(testDb.db, { email: ' ALICE@example.com ', name: 'Other', passwordHash: 'h2' });
    expect(second).toBeUndefined();

    const rows = await testDb.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'alice@example.com')
      .execute();
    expect(rows).toEqual([{ id: first?.id, name: 'Alice' }]);
    expect((await findUserByEmail(testDb.db, 'aLiCe@EXAMPLE.com'))?.id).toBe(first?.id);
  });

  it('gives a new user the free plan, the user role and an unverified email', async () => {
    const user = await insertUser(testDb.db, { email: 'bob@example.com', name: 'Bob', passwordHash: 'h' });
    expect(user).toMatchObject({ plan: 'free', role: 'user', emailVerified: false, documentsProcessed: 0 });
  });

  it('refuses a mixed-case email written around insertUser (the database enforces lowercase)', async () => {
    await expect(
      testDb.db.insertInto('users').values({ email: 'Carol@Example.com', name: 'Carol', passwordHash: 'h' }).execute(),
    ).rejects.toThrow(/users_email_lowercase/);
  });
});

describe('migrateToLatest', () => {
  it('is a no-op on an up-to-date database and keeps the data', async () => {
    const before = await testDb.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();

    const result = await migrateToLatest(testDb.db);

    expect(result.error).toBeUndefined();
    expect(result.results).toEqual([]);
    const after = await testDb.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
    expect(before.count).toBeGreaterThan(0);
  });
});

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client(connectionOptions(withDatabaseName(testDatabaseBaseUrl(), 'postgres')));
  await client.connect();
  try {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('ensureDatabase', () => {
  const name = `doclens_ensure_${randomBytes(6).toString('hex')}`;
  const url = withDatabaseName(testDatabaseBaseUrl(), name);

  afterAll(async () => {
    await dropDatabase(url);
  });

  it('creates a missing database, tolerates concurrent callers, and dropDatabase removes it', async () => {
    expect(await databaseExists(name)).toBe(false);

    await expect(Promise.all([ensureDatabase(url), ensureDatabase(url), ensureDatabase(url)])).resolves.toBeDefined();
    expect(await databaseExists(name)).toBe(true);

    const db = createDb({ url, poolSize: 1 });
    try {
      const result = await migrateToLatest(db);
      expect(result.results?.map((entry) => entry.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    } finally {
      await db.destroy();
    }

    await ensureDatabase(url);
    const kept = createDb({ url, poolSize: 1 });
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(kept);
      expect(applied.rows).toHaveLength(Object.keys(migrations).length);
    } finally {
      await kept.destroy();
    }

    await dropDatabase(url);
    expect(await databaseExists(name)).toBe(false);
    await expect(dropDatabase(url)).resolves.toBeUndefined();
  });
});
