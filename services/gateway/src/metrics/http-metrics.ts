import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Requests that matched no route (the web app's fallback, 404s) share one label value. */
export const UNMATCHED_ROUTE = 'unmatched';

// Uploads stream whole PDFs, so the slow end of the scale matters as much as the fast one.
const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Counts every response and times it, labelled by the route pattern (`/api/documents/:id`), never
 * the raw URL: ids in the label would create a new series per document.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'doclens_http_requests_total',
    help: 'HTTP requests answered by the gateway, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'doclens_http_request_duration_seconds',
    help: 'Time from receiving a request to sending the response, by method, route pattern and status code.',
    labelNames,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = {
      method: request.method,
      // A long poll is meant to take seconds (http/long-poll.ts): its own series keeps the route's latency true.
      route: isLongPoll(request.query) ? `${route}?wait` : route,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

function isLongPoll(query: unknown): boolean {
  return typeof query === 'object' && query !== null && 'wait' in query && query.wait !== undefined;
}
