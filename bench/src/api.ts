import { availableParallelism, loadavg } from 'node:os';
import { startBareServer } from './bare-server';
import { BENCH_USER_EMAIL } from './enterprise-session';
import { type BenchDocument, loadFixtureDocuments } from './fixture-documents';
import { compareHttpLoad, type HttpLoad, type LoadFigures, measureHttpLoad } from './http-load';
import { forEachInFlight } from './in-flight';
import { type RunningSystem, startRunningSystem } from './running-system';

/**
 * autocannon against the real gateway's authenticated `GET /api/documents` and against its fair
 * peer, a hand-written Fastify endpoint running the same list query for the same owner and
 * JSON.stringify, in the same process and run. Both pay for Fastify, the query and the body; only
 * the gateway pays for its layers (session lookup, rate limit counted in Redis, security headers,
 * origin check, request id, logging, metrics), so the ratio is what those layers cost. A route
 * serving the body from memory is measured after them as the floor of any Fastify route.
 */
const DOCUMENTS_IN_LIST = 20;
const UPLOADS_IN_FLIGHT = 4;
const LOAD: HttpLoad = { connections: 10, warmUpSeconds: 2, durationSeconds: 10 };
const TARGET_RATIO = 0.6;
const IN_FLIGHT_SETTLE_MS = 1000;

const documents = spreadAcrossTypes(loadFixtureDocuments(), DOCUMENTS_IN_LIST);
const loadAtStart = loadavg()[0] ?? 0;
const system = await startRunningSystem();
try {
  await uploadAndAnalyse(system, documents);
  const listUrl = `${system.baseUrl}/api/documents`;
  const headers = { cookie: system.cookie };
  const listBody = await fetchListBody(listUrl, headers);
  const bare = await startBareServer({
    databaseUrl: system.databaseUrl,
    ownerEmail: BENCH_USER_EMAIL,
    staticBody: JSON.parse(listBody),
  });
  try {
    const bareBody = await fetchListBody(bare.listUrl, {});
    const [bareFigures, gatewayFigures] = await compareHttpLoad(
      { url: bare.listUrl, headers: {} },
      { url: listUrl, headers },
      LOAD,
    );
    const staticFigures = await measureHttpLoad({ url: bare.staticUrl, headers: {} }, LOAD);
    printTable(
      { gateway: Buffer.byteLength(listBody), bare: Buffer.byteLength(bareBody) },
      { gateway: gatewayFigures, bare: bareFigures, static: staticFigures },
    );
    // autocannon drops its sockets when time is up; the gateway finishes those requests before it stops.
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_SETTLE_MS));
  } finally {
    await bare.close();
  }
} finally {
  await system.stop();
}

/** Documents picked evenly over the fixture list, which is ordered contracts, CVs, essays. */
function spreadAcrossTypes(all: BenchDocument[], count: number): BenchDocument[] {
  return Array.from({ length: Math.min(count, all.length) }, (_, index) => {
    const document = all[Math.floor((index * all.length) / count)];
    if (!document) throw new Error('fixture list changed while reading it');
    return document;
  });
}

/** Real rows: each document goes through the whole pipeline, so the list holds analysed documents. */
async function uploadAndAnalyse(running: RunningSystem, toUpload: BenchDocument[]): Promise<void> {
  await forEachInFlight(toUpload, UPLOADS_IN_FLIGHT, async (document) => {
    const done = await running.waitUntilDone(await running.upload(document));
    if (done.status !== 'completed') throw new Error(`${document.name} ended ${done.status}`);
  });
}

async function fetchListBody(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body}`);
  const listed = (JSON.parse(body) as { documents: unknown[] }).documents.length;
  if (listed !== documents.length) throw new Error(`GET ${url} listed ${listed} of ${documents.length}`);
  return body;
}

interface RouteFigures {
  gateway: LoadFigures;
  bare: LoadFigures;
  static: LoadFigures;
}

function printTable(bodyBytes: { gateway: number; bare: number }, figures: RouteFigures): void {
  const ratio = figures.gateway.requestsPerSecond / figures.bare.requestsPerSecond;
  const allOk = Object.values(figures).every((route) => route.non2xx === 0 && route.errors === 0);
  const row = (name: string, route: LoadFigures) =>
    `| ${name} | ${route.requestsPerSecond.toFixed(0)} | ${route.p50Ms} ms | ${route.p99Ms} ms | ${route.requests} | ${route.non2xx} | ${route.errors} |`;
  const bytes = (count: number) => count.toLocaleString('en');
  process.stdout.write(
    [
      `api benchmark — autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per route in two rounds (bare list, gateway, gateway, bare list, then the static route) after a ${LOAD.warmUpSeconds} s warm-up each, ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at the start; servers, workers and autocannon share one process`,
      `body: ${documents.length} analysed documents, ${bytes(bodyBytes.gateway)} bytes of JSON from the gateway, ${bytes(bodyBytes.bare)} from the bare list route (its rows as the query returns them)`,
      '',
      '| route | requests/s | p50 (worse round) | p99 (worse round) | requests | non-2xx | errors + timeouts |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('gateway `GET /api/documents` (signed in)', figures.gateway),
      row('bare Fastify route: same list query + JSON.stringify (the peer)', figures.bare),
      row('bare Fastify route: the same body from memory (floor)', figures.static),
      '',
      `gateway ÷ bare list route: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×) ${ratio >= TARGET_RATIO ? '✔' : '✘'} — what the gateway's layers cost on top of Fastify, the query and the body`,
      `gateway ÷ static route: ${(figures.gateway.requestsPerSecond / figures.static.requestsPerSecond).toFixed(2)}× (reference only)`,
      `every response 200: ${allOk ? 'yes ✔' : 'no ✘'}`,
      '',
    ].join('\n'),
  );
}
