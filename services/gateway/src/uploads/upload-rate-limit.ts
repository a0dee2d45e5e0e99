import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

const VISITOR_UPLOADS_PER_HOUR = 5;
const MEMBER_UPLOADS_PER_MINUTE = 60;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Visitors are counted per address and tightly, since their uploads count against no quota;
 * signed-in users per account, only to stop runaway clients (their quota does the rest).
 */
export const uploadRateLimit: RateLimitOptions = {
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `upload-user-${request.user.id}` : `upload-ip-${request.ip}`,
  max: (request: FastifyRequest) => (request.user ? MEMBER_UPLOADS_PER_MINUTE : VISITOR_UPLOADS_PER_HOUR),
  timeWindow: (request: FastifyRequest) => (request.user ? MINUTE_MS : HOUR_MS),
};
