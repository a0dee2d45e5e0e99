import { type Db, deleteExpiredSessions } from '@doclens/db';
import type { Logger } from '@doclens/logger';

/**
 * Sessions past their absolute expiry or idle past the timeout can never sign anyone in again
 * (`findLiveSession` refuses them), so their rows are only a growing table of old tokens and IPs.
 */
export async function purgeExpiredSessionsOnce(
  { db, logger }: { db: Db; logger: Logger },
  idleMs: number,
  requestId: string,
  now = new Date(),
): Promise<{ purged: number }> {
  const purged = await deleteExpiredSessions(db, idleMs, now);
  if (purged > 0) logger.info({ purged, requestId }, 'expired sessions purged');
  return { purged };
}
