import { failDocument } from '@doclens/db';
import { clusterSafePrefix, createWorkerConnection } from '@doclens/queue';
import { UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness } from './gateway-harness';
import { createUploadHarness, pdfLikeBytes, type UploadHarness } from './upload-harness';

const METRICS_TOKEN = 'metrics-test-token-5b1e0c7a93d2';
const asScraper = { authorization: `Bearer ${METRICS_TOKEN}` };

type Labels = Record<string, string>;

interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

/** Parses Prometheus' text exposition format into samples (comments and blank lines skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const labels: Labels = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = pair[2] as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`; undefined when absent. */
function sampleValue(samples: Sample[], name: string, labels: Labels = {}): number | undefined {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

async function scrape(harness: GatewayHarness): Promise<Sample[]> {
  const response = await harness.api({ url: '/metrics', headers: asScraper });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

describe('GET /metrics with METRICS_TOKEN configured', () => {
  let harness: UploadHarness;

  beforeAll(async () => {
    harness = await createUploadHarness({ METRICS_TOKEN });
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('refuses a request without the token, or with another one, with 401 and no figures', async () => {
    const refusals = [
      await harness.api({ url: '/metrics' }),
      await harness.api({ url: '/metrics', headers: { authorization: 'Bearer not-the-metrics-token-at-all' } }),
      await harness.api({ url: '/metrics', headers: { authorization: `Basic ${METRICS_TOKEN}` } }),
      await harness.api({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'A valid metrics token is required.' });
      expect(response.body).not.toContain('doclens_');
    }
  });

  it('exposes process metrics and every queue and document status, at zero on an empty deployment', async () => {
    const samples = await scrape(harness);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    for (const queue of ['mail', 'extraction', 'analysis', 'maintenance']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sampleValue(samples, 'doclens_queue_jobs', { queue, state }), `${queue} ${state}`).toBe(0);
      }
    }
    for (const status of ['pending', 'processing', 'completed', 'failed']) {
      expect(sampleValue(samples, 'doclens_documents', { status }), status).toBe(0);
    }
    expect(sampleValue(samples, 'doclens_metrics_source_up', { source: 'redis' })).toBe(1);
    expect(sampleValue(samples, 'doclens_metrics_source_up', { source: 'postgres' })).toBe(1);
  });

  it('counts an upload: one more waiting extraction job, one more pending document, one POST /api/upload', async () => {
    const { cookie } = await harness.signedInUser();
    const upload = await harness.upload({ cookie, file: { name: 'report.pdf', bytes: pdfLikeBytes(8 * 1024) } });
    expect(upload.statusCode, upload.body).toBe(200);
    const { documentId } = upload.json() as { documentId: number };

    const afterUpload = await scrape(harness);
    expect(sampleValue(afterUpload, 'doclens_queue_jobs', { queue: 'extraction', state: 'waiting' })).toBe(1);
    expect(sampleValue(afterUpload, 'doclens_documents', { status: 'pending' })).toBe(1);
    expect(
      sampleValue(afterUpload, 'doclens_http_requests_total', {
        method: 'POST',
        route: '/api/upload',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      sampleValue(afterUpload, 'doclens_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/upload',
        status_code: '200',
      }),
    ).toBe(1);

    // The document fails for good; its job gives up without retries.
    await failDocument(harness.db, documentId, 'Test failure', { retryable: true });
    const connection = createWorkerConnection(harness.config.redis.url);
    const worker = new Worker(
      'extraction',
      async () => {
        throw new UnrecoverableError('test: give up');
      },
      { connection, prefix: clusterSafePrefix(harness.config.redis.queuePrefix) },
    );
    const gaveUp = new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    await gaveUp;
    await worker.close();
    connection.disconnect();

    const afterFailure = await scrape(harness);
    expect(sampleValue(afterFailure, 'doclens_queue_jobs', { queue: 'extraction', state: 'waiting' })).toBe(0);
    expect(sampleValue(afterFailure, 'doclens_queue_jobs', { queue: 'extraction', state: 'failed' })).toBe(1);
    expect(sampleValue(afterFailure, 'doclens_documents', { status: 'pending' })).toBe(0);
    expect(sampleValue(afterFailure, 'doclens_documents', { status: 'failed' })).toBe(1);
  });

  it('labels requests by route pattern, never by the raw URL with its id', async () => {
    const { cookie } = await harness.signedInUser();
    for (const id of [918_273, 918_274, 918_275]) {
      const response = await harness.api({ url: `/api/documents/${id}`, cookie });
      expect(response.statusCode).toBe(404);
    }
    const samples = await scrape(harness);
    expect(
      sampleValue(samples, 'doclens_http_requests_total', {
        method: 'GET',
        route: '/api/documents/:id',
        status_code: '404',
      }),
    ).toBe(3);
    const routes = samples.filter((sample) => sample.name === 'doclens_http_requests_total').map((s) => s.labels.route);
    expect(routes.some((route) => route?.includes('91827'))).toBe(false);
  });

  it("keeps long polls (?wait=) in a series of their own, so they do not stretch the route's latency", async () => {
    const { cookie } = await harness.signedInUser();
    const response = await harness.api({ url: '/api/documents/918276?wait=20', cookie });
    expect(response.statusCode).toBe(404);
    const samples = await scrape(harness);
    const longPolls = { method: 'GET', route: '/api/documents/:id?wait', status_code: '404' };
    expect(sampleValue(samples, 'doclens_http_requests_total', longPolls)).toBe(1);
    expect(sampleValue(samples, 'doclens_http_request_duration_seconds_count', longPolls)).toBe(1);
  });

  it('puts requests that match no route under one "unmatched" label', async () => {
    await harness.api({ url: '/api/no-such-route-4711' });
    await harness.api({ url: '/api/no-such-route-4712' });
    const samples = await scrape(harness);
    expect(
      sampleValue(samples, 'doclens_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(2);
    const routes = samples.map((sample) => sample.labels.route ?? '');
    expect(routes.some((route) => route.includes('no-such-route'))).toBe(false);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let harness: GatewayHarness;

  beforeAll(async () => {
    harness = await createGatewayHarness();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('answers 404 like an unknown route, whatever the caller sends', async () => {
    for (const headers of [{}, asScraper]) {
      const response = await harness.api({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Route GET /metrics not found' });
    }
  });
});

describe('GET /metrics with Redis unreachable', () => {
  let harness: GatewayHarness;

  beforeAll(async () => {
    harness = await createGatewayHarness({ METRICS_TOKEN, REDIS_URL: 'redis://127.0.0.1:1' });
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  // Redis is never reachable here: an answer at all shows the scrape does not wait for it.
  it('still answers, with Postgres figures and redis marked down instead of stale queue depths', async () => {
    const samples = await scrape(harness);
    expect(sampleValue(samples, 'doclens_metrics_source_up', { source: 'redis' })).toBe(0);
    expect(sampleValue(samples, 'doclens_metrics_source_up', { source: 'postgres' })).toBe(1);
    expect(samples.filter((sample) => sample.name === 'doclens_queue_jobs')).toEqual([]);
    expect(sampleValue(samples, 'doclens_documents', { status: 'pending' })).toBe(0);
  });
});
