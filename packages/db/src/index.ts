export {
  type AccountChangeHandlers,
  type AccountChangeListener,
  listenForAccountChanges,
} from './account-change-listener';
export { createDb, type Db, type DbOptions } from './connection';
export { databaseNameOf, dropDatabase, ensureDatabase, withDatabaseName } from './database-admin';
export { migrateToLatest, pendingMigrations } from './migrate';
export { type MigrationWaitOptions, waitForMigrations } from './migration-wait';
export { prepareDatabase } from './prepare-database';
export * from './queries/abandoned-uploads';
export * from './queries/account-deletion';
export * from './queries/admin-analytics';
export * from './queries/admin-audit-log';
export * from './queries/admin-users';
export * from './queries/billing';
export * from './queries/bulk-uploads';
export * from './queries/database-ping';
export * from './queries/document-listing';
export * from './queries/document-pipeline';
export * from './queries/document-status-counts';
export * from './queries/documents';
export * from './queries/email-tokens';
export * from './queries/generated-document-collaboration';
export * from './queries/generated-document-shares';
export * from './queries/generated-documents';
export * from './queries/ignored-writing-rules';
export * from './queries/monthly-usage';
export * from './queries/questions';
export * from './queries/referrals';
export * from './queries/row-counts';
export * from './queries/sessions';
export * from './queries/user-plan';
export * from './queries/users';
export * from './schema';
