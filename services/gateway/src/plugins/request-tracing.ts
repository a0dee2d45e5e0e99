import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';

/** Probes and scrapes every few seconds would bury the requests worth following. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * With tracing on (OTEL_* variables, docs/operations.md), every request gets a server span, read
 * from an incoming `traceparent` when there is one, and runs inside it: the jobs a request enqueues
 * carry its context, so an upload's extraction and analysis continue the upload's trace.
 */
export async function registerRequestTracing(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (!enabled) return;
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => UNTRACED_PATHS.has(url),
  });
  await app.register(instrumentation.plugin());
}
