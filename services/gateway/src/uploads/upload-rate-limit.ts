import { anonymousUploadLimitMessage } from '@doclens/api';
import type { AppConfig } from '@doclens/config';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';
import { TOO_MANY_REQUESTS_MESSAGE } from '../plugins/rate-limiting';

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
    // A visitor is told what the limit is and that an account gets more.
    errorResponseBuilder: (request, context) =>
      new HttpError(
        context.statusCode,
        request.user ? TOO_MANY_REQUESTS_MESSAGE : anonymousUploadLimitMessage(limits.anonymousUploadsPerHour),
      ),
  };
}
