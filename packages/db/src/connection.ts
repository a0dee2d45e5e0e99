import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { connectionOptions } from './connection-options';
import type { Database } from './schema';

// integer-valued numerics (count(*), bigint) arrive as strings by default; counts here always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

export interface DbOptions {
  url: string;
  poolSize?: number;
}

export function createDb({ url, poolSize = 10 }: DbOptions): Db {
  const pool = new pg.Pool({ ...connectionOptions(url), max: poolSize });
  // A dropped connection surfaces here; the pool replaces it, so it must not crash the process.
  pool.on('error', () => undefined);
  // One dropped while checked out fails its query, then reports the error on the client itself,
  // where nobody else listens: unheard, that report would crash the process. The pool discards
  // the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
