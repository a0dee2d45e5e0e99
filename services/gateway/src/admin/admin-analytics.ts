import type { AdminAnalytics } from '@doclens/api';
import {
  adminActivityFigures,
  adminFailureFigures,
  adminPlatformFigures,
  adminRevenueFigures,
  adminUserFigures,
  countDocumentsByStatus,
  type Db,
} from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { JobProducer } from '@doclens/queue';
import { queueHealth } from './queue-health';

export interface AdminAnalyticsDeps {
  db: Db;
  jobs: JobProducer;
  logger: Logger;
}

/**
 * Every figure of the admin dashboard, each one SQL aggregate or a count kept by trigger, run side
 * by side (no rows loaded), plus the queues' counts from Redis. Days and months are UTC.
 */
export async function adminAnalytics(deps: AdminAnalyticsDeps, now = new Date()): Promise<AdminAnalytics> {
  const [users, revenue, documentsByStatus, platform, activity, failures, queues] = await Promise.all([
    adminUserFigures(deps.db, now),
    adminRevenueFigures(deps.db),
    countDocumentsByStatus(deps.db),
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
