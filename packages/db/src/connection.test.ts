import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Connections end under the product's feet (a failover, a restart, an administrator): it must carry on. */
describe('createDb when Postgres drops a connection', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb({ url: database.url, poolSize: 2 });
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.dispose();
  });

  const terminate = (pid: number) => sql`select pg_terminate_backend(${pid})`.execute(database.db);

  it('survives a connection dropped while it is checked out, and serves the next query', async () => {
    await db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
      await terminate(rows[0]?.pid ?? 0);
      // Lets the termination and the socket's end reach the client while it is still checked out.
      await sleep(300);
      await expect(sql`select 1`.execute(connection)).rejects.toThrow();
    });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('survives a connection dropped while it waits idle in the pool', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    await terminate(rows[0]?.pid ?? 0);
    await sleep(300);
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});
