import type { AdminAnalytics } from '@doclens/api';
import {
  adminActivityFigures,
  adminFailureFigures,
  adminPlatformFigures,
  adminRevenueFigures,
  adminUserFigures,
  countDocumentsByStatus,
  type Db,
  type DocumentStatus,
} from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { JobProducer } from '@doclens/queue';
import { ExpiringValue } from './expiring-value';
import { queueHealth } from './queue-health';

export interface AdminAnalyticsDeps {
  db: Db;
  jobs: JobProducer;
  logger: Logger;
  /** Documents by status: the one count that reads the whole documents table, so it is shared briefly. */
  documentsByStatus: ExpiringValue<Record<DocumentStatus, number>>;
}

/** How long the documents-by-status count is reused (docs/decisions.md, "Admin analytics"). */
export const DOCUMENT_COUNTS_TTL_MS = 15_000;

export function documentsByStatusCount(db: Db): ExpiringValue<Record<DocumentStatus, number>> {
  return new ExpiringValue(DOCUMENT_COUNTS_TTL_MS, () => countDocumentsByStatus(db));
}

/**
 * Every figure of the admin dashboard, each one SQL aggregate run side by side (no rows loaded),
 * plus the queues' counts from Redis. Days and months are UTC.
 */
export async function adminAnalytics(deps: AdminAnalyticsDeps, now = new Date()): Promise<AdminAnalytics> {
  const [users, revenue, documentsByStatus, platform, activity, failures, queues] = await Promise.all([
    adminUserFigures(deps.db, now),
    adminRevenueFigures(deps.db),
    deps.documentsByStatus.get(),
    adminPlatformFigures(deps.db),
    adminActivityFigures(deps.db, now),
    adminFailureFigures(deps.db, now),
    queueHealth(deps.jobs).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'queue counts unavailable for the admin analytics');
      return null;
    }),
  ]);
  const totalDocuments = Object.values(documentsByStatus).reduce((sum, count) => sum + count, 0);
  return {
    users,
    revenue,
    platform: { ...platform, totalDocuments },
    activity,
    pipeline: { documentsByStatus, queues, failuresLast24h: failures },
    generatedAt: now.toISOString(),
  };
}
