import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../http/http-errors';
import { fallbackRateLimitStore } from './fallback-rate-limit-store';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitingOptions {
  redis: Redis;
  namespace: string;
  apiRequestsPerMinute: number;
}

/**
 * Limits are counted in Redis so that every gateway replica shares them, and in the process while
 * Redis is unreachable (never skipped: login, registration, reset and resend stay limited). Routes
 * opt into stricter limits through `config.rateLimit`.
 */
export async function registerRateLimiting(app: FastifyInstance, options: RateLimitingOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.apiRequestsPerMinute,
    timeWindow: '1 minute',
    store: fallbackRateLimitStore(options.redis, `${options.namespace}-rate-limit-`),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, context.statusCode === 429 ? TOO_MANY_REQUESTS_MESSAGE : 'Request refused.'),
  });
}
