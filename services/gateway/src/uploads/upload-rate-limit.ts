import type { AppConfig } from '@doclens/config';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Visitors are counted per address and tightly, since their uploads count against no quota;
 * signed-in users per account, only to stop runaway clients (their quota does the rest).
 */
export function uploadRateLimit(limits: AppConfig['auth']): RateLimitOptions {
  return {
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `upload-user-${request.user.id}` : `upload-ip-${request.ip}`,
    max: (request: FastifyRequest) => (request.user ? limits.uploadRateLimitPerMinute : limits.anonymousUploadsPerHour),
    timeWindow: (request: FastifyRequest) => (request.user ? MINUTE_MS : HOUR_MS),
  };
}
