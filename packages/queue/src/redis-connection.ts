import { Redis, type RedisOptions } from 'ioredis';

/** The ioredis client every connection of ours is, named for packages that do not depend on ioredis. */
export type RedisConnection = Redis;

/** For workers: blocking commands must wait out reconnects instead of failing. */
export function createWorkerConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, ...options });
}

/**
 * For producers on the request path: commands fail at once while Redis is unreachable, so the
 * gateway can answer 503 instead of hanging.
 */
export function createProducerConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, ...options });
}

/** Closes a connection without waiting forever: QUIT would hang on one still trying to reconnect. */
export async function closeRedisConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit();
  else connection.disconnect();
}
