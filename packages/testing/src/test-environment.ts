export {
  newTemplateDatabaseName,
  TEMPLATE_DATABASE_ENV,
  templateDatabaseName,
  testDatabaseBaseUrl,
} from '@doclens/db/test-database';

/** Where the integration tests find Redis. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** The folder of this test run under which every test's scratch folders are made (set by the global setup). */
export const SCRATCH_DIR_ENV = 'DOCLENS_TEST_SCRATCH_DIR';
