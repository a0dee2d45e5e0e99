import { timingSafeEqual } from 'node:crypto';
import { hashSecretToken } from '@doclens/auth';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';

/**
 * Who may scrape: only a caller sending the configured METRICS_TOKEN as a bearer token. Without a
 * token configured the endpoint answers exactly like an unknown route, so it reveals nothing.
 */
export function assertMayReadMetrics(request: FastifyRequest, token: string | undefined): void {
  if (token === undefined) throw new HttpError(404, `Route ${request.method} /metrics not found`);
  const presented = bearerTokenOf(request.headers.authorization);
  if (presented === undefined || !sameSecret(presented, token)) {
    throw new HttpError(401, 'A valid metrics token is required.');
  }
}

function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Compares digests, so neither the token's length nor its prefix leaks through timing. */
function sameSecret(presented: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(hashSecretToken(presented)), Buffer.from(hashSecretToken(expected)));
}
