import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { GatewayDependencies } from '../gateway-dependencies';
import { registerHttpMetrics } from './http-metrics';
import { assertMayReadMetrics } from './metrics-access';
import { registerPipelineMetrics } from './pipeline-metrics';
import { pipelineSnapshotReader } from './pipeline-snapshot';

/**
 * `GET /metrics` in Prometheus' text format: process metrics, HTTP traffic, queue depths and
 * documents by status. Must be registered before the routes it should count: hooks added to the
 * root reach only the plugins registered after them.
 */
export function registerMetricsEndpoint(app: FastifyInstance, deps: GatewayDependencies): void {
  // One registry per app, so several gateways in one process (tests, `npm start`) never collide.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerHttpMetrics(app, registry);
  registerPipelineMetrics(registry, pipelineSnapshotReader(deps));

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    assertMayReadMetrics(request, deps.config.metrics.token);
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
