import { listenForAccountChanges } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { FastifyInstance } from 'fastify';
import type { SessionCache } from '../accounts/session-cache';

export interface SessionCacheInvalidationOptions {
  cache: SessionCache;
  databaseUrl: string;
  logger: Logger;
}

/**
 * Keeps the session cache honest for as long as the app runs: every account change announced by
 * Postgres (whichever process made it) drops that user's sessions from it, and while the
 * announcements cannot be heard the cache keeps nothing.
 */
export function registerSessionCacheInvalidation(
  app: FastifyInstance,
  { cache, databaseUrl, logger }: SessionCacheInvalidationOptions,
): void {
  const listener = listenForAccountChanges(databaseUrl, {
    onChange: (userId) => cache.forgetUser(userId),
    onListening: () => {
      cache.enable();
      logger.debug('session cache on: listening for account changes');
    },
    onLost: (error) => {
      cache.disable();
      logger.warn({ err: error }, 'session cache off until account changes can be heard again');
    },
  });
  app.addHook('onClose', async () => {
    await listener.stop();
    cache.disable();
  });
}
