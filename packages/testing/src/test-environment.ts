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
