import pg from 'pg';
import { connectionOptions } from './connection-options';

const DUPLICATE_DATABASE = '42P04';
/** A concurrent `create database` of the same name loses on pg_database's unique index instead. */
const UNIQUE_VIOLATION = '23505';

function isDuplicateDatabase(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === DUPLICATE_DATABASE || code === UNIQUE_VIOLATION;
}

/** The same server URL pointed at another database. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL has no database name: ${url}`);
  return name;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withMaintenanceClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connectionOptions(withDatabaseName(url, 'postgres')));
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database named in `url` unless it exists; safe when several processes race. */
export async function ensureDatabase(url: string, template?: string): Promise<void> {
  const name = databaseNameOf(url);
  await withMaintenanceClient(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    const templateClause = template ? ` template ${quoteIdentifier(template)}` : '';
    try {
      await client.query(`create database ${quoteIdentifier(name)}${templateClause}`);
    } catch (error) {
      if (!isDuplicateDatabase(error)) throw error;
    }
  });
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await withMaintenanceClient(url, async (client) => {
    await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
  });
}
