import { availableParallelism, loadavg } from 'node:os';
import { startBareServer } from './bare-server';
import { type BenchDocument, loadFixtureDocuments } from './fixture-documents';
import { compareHttpLoad, type HttpLoad, type LoadFigures } from './http-load';
import { forEachInFlight } from './in-flight';
import { type RunningSystem, startRunningSystem } from './running-system';

/**
 * autocannon against the real gateway's authenticated `GET /api/documents` (session lookup, rate
 * limit counted in Redis, Postgres query, response validation) and against a bare Fastify route
 * serving the same JSON body, in the same process and run. The ratio is what the gateway's
 * plugins and queries cost on top of Fastify itself.
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
  const bare = await startBareServer(JSON.parse(listBody));
  try {
    const [bareFigures, gatewayFigures] = await compareHttpLoad(
      { url: bare.url, headers: {} },
      { url: listUrl, headers },
      LOAD,
    );
    printTable(Buffer.byteLength(listBody), gatewayFigures, bareFigures);
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
  if (response.status !== 200) throw new Error(`GET /api/documents answered ${response.status}: ${body}`);
  const listed = (JSON.parse(body) as { documents: unknown[] }).documents.length;
  if (listed !== documents.length) throw new Error(`GET /api/documents listed ${listed} of ${documents.length}`);
  return body;
}

function printTable(bodyBytes: number, gateway: LoadFigures, bare: LoadFigures): void {
  const ratio = gateway.requestsPerSecond / bare.requestsPerSecond;
  const allOk = gateway.non2xx === 0 && bare.non2xx === 0 && gateway.errors === 0 && bare.errors === 0;
  const row = (name: string, figures: LoadFigures) =>
    `| ${name} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50Ms} ms | ${figures.p99Ms} ms | ${figures.requests} | ${figures.non2xx} | ${figures.errors} |`;
  process.stdout.write(
    [
      `api benchmark — autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per route in two rounds (bare, gateway, gateway, bare) after a ${LOAD.warmUpSeconds} s warm-up, ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at the start; servers and autocannon share one process`,
      `body: ${documents.length} analysed documents, ${bodyBytes.toLocaleString('en')} bytes of JSON (the bare route serves the same body)`,
      '',
      '| route | requests/s | p50 (worse round) | p99 (worse round) | requests | non-2xx | errors + timeouts |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('gateway `GET /api/documents` (signed in)', gateway),
      row('bare Fastify route, same body', bare),
      '',
      `gateway ÷ bare: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×) ${ratio >= TARGET_RATIO ? '✔' : '✘'}`,
      `every response 200: ${allOk ? 'yes ✔' : 'no ✘'}`,
      '',
    ].join('\n'),
  );
}
