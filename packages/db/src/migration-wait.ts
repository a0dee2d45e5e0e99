import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@doclens/logger';
import { createDb } from './connection';
import { pendingMigrations } from './migrate';

export interface MigrationWaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/** Longer than any migration so far takes on a large database, short enough to surface a stuck job. */
const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const DEFAULT_INTERVAL_MS = 2_000;

/**
 * Resolves once the database has run every migration this code knows; rejects after the timeout
 * naming the ones still missing. An unreachable database counts as not ready yet.
 */
export async function waitForMigrations(url: string, logger: Logger, options: MigrationWaitOptions = {}) {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = DEFAULT_INTERVAL_MS } = options;
  const db = createDb({ url, poolSize: 1 });
  const deadline = Date.now() + timeoutMs;
  let pending: string[] = ['(database not reached yet)'];
  try {
    while (Date.now() < deadline) {
      pending = await pendingMigrations(db).catch(() => ['(database not reached yet)']);
      if (pending.length === 0) return;
      logger.info({ pending }, 'waiting for the migrate job');
      await sleep(intervalMs);
    }
    throw new Error(`Migrations still pending after ${Math.round(timeoutMs / 1000)} s: ${pending.join(', ')}`);
  } finally {
    await db.destroy();
  }
}
