import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, dropDatabase, ensureDatabase, migrateToLatest, withDatabaseName } from '@doclens/db';
import { announceMissingFixtures } from './shared-fixtures';
import {
  newTemplateDatabaseName,
  SCRATCH_DIR_ENV,
  TEMPLATE_DATABASE_ENV,
  templateDatabaseName,
  testDatabaseBaseUrl,
} from './test-environment';

type Stoppable = { stop(): Promise<unknown> };

function dockerAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/** Without DATABASE_URL / REDIS_URL and with Docker present, real servers come from testcontainers. */
async function startContainersIfNeeded(): Promise<Stoppable[]> {
  const started: Stoppable[] = [];
  if (!dockerAvailable()) return started;
  if (!process.env.DATABASE_URL) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const postgres = await new PostgreSqlContainer('postgres:16-alpine').start();
    process.env.DATABASE_URL = postgres.getConnectionUri();
    started.push(postgres);
  }
  if (!process.env.REDIS_URL) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const redis = await new RedisContainer('redis:7-alpine').start();
    process.env.REDIS_URL = redis.getConnectionUrl();
    started.push(redis);
  }
  return started;
}

/**
 * Migrates one template database for this run; each test file then clones it (see
 * createTestDatabase). Projects of one run share it; the workers read its name from the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  announceMissingFixtures();
  const containers = await startContainersIfNeeded();
  process.env[TEMPLATE_DATABASE_ENV] ??= newTemplateDatabaseName();
  // Every test's scratch folders live under one folder of the run, removed when the run ends.
  const ownsScratch = !process.env[SCRATCH_DIR_ENV];
  process.env[SCRATCH_DIR_ENV] ??= mkdtempSync(join(tmpdir(), 'doclens-test-run-'));
  const scratch = process.env[SCRATCH_DIR_ENV];
  const templateUrl = withDatabaseName(testDatabaseBaseUrl(), templateDatabaseName());
  await dropDatabase(templateUrl);
  await ensureDatabase(templateUrl);
  const db = createDb({ url: templateUrl, poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return async () => {
    await dropDatabase(templateUrl).catch(() => undefined);
    if (ownsScratch) rmSync(scratch, { recursive: true, force: true });
    await Promise.all(containers.map((container) => container.stop()));
  };
}
