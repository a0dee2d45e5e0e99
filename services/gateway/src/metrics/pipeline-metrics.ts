import { Gauge, type Registry } from 'prom-client';
import type { PipelineSnapshot } from './pipeline-snapshot';

/**
 * Gauges read at scrape time from Redis (queue depths) and Postgres (documents by status). They
 * describe the whole deployment, so every gateway replica reports the same figures.
 */
export function registerPipelineMetrics(registry: Registry, snapshot: () => Promise<PipelineSnapshot>): void {
  new Gauge({
    name: 'doclens_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read at scrape time.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const { queues } = await snapshot();
      this.reset();
      for (const [queue, depth] of queues ?? []) {
        for (const [state, count] of Object.entries(depth)) this.set({ queue, state }, count);
      }
    },
  });

  new Gauge({
    name: 'doclens_documents',
    help: 'Documents by status across all users, read from Postgres at scrape time.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { documents } = await snapshot();
      this.reset();
      for (const [status, count] of Object.entries(documents ?? {})) this.set({ status }, count);
    },
  });

  new Gauge({
    name: 'doclens_metrics_source_up',
    help: '1 when the scrape could read this source (redis, postgres), 0 when it failed or timed out.',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      const { queues, documents } = await snapshot();
      this.set({ source: 'redis' }, queues ? 1 : 0);
      this.set({ source: 'postgres' }, documents ? 1 : 0);
    },
  });
}
