export { createDb, type Db, type DbOptions } from './connection';
export { databaseNameOf, dropDatabase, ensureDatabase, withDatabaseName } from './database-admin';
export { migrateToLatest } from './migrate';
export { prepareDatabase } from './prepare-database';
export * from './queries/email-tokens';
export * from './queries/sessions';
export * from './queries/users';
export * from './schema';
