/** Where the integration tests find Postgres and Redis; the global setup fills these in. */
export const TEMPLATE_DATABASE = 'doclens_test_template';

export function testDatabaseBaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://localhost:5432/doclens_test';
}

export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}
