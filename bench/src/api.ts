import { type Alternated, alternate, pairedRatios, roundsFromEnvironment } from './alternation';
import { BARE_SERVER_LISTENING } from './bare-server';
import { BENCH_USER_EMAIL, signInAsEnterprise } from './enterprise-session';
import { type Figure, writeFigureLines } from './figure-line';
import { type BenchDocument, loadFixtureDocuments } from './fixture-documents';
import { createGatewayClient, type GatewayClient } from './gateway-client';
import { type GatewayProcess, startGatewayProcess } from './gateway-process';
import { type HttpTarget, type LoadRound, loadRound } from './http-load';
import { forEachInFlight } from './in-flight';
import { watchLoadAverage } from './machine-load';
import { measureTreeCpu, samplePostgresCpu } from './process-cpu';
import { createScratchDeployment, type ScratchDeployment } from './scratch-deployment';
import { formatSpread, median, spreadOf } from './statistics';
import { type ServiceProcess, startServiceProcess, stopOnInterrupt, stopServiceProcesses } from './worker-processes';

/**
 * autocannon against the real gateway's signed-in `GET /api/documents` and against its fair peer,
 * a hand-written Fastify endpoint running the same list query for the same owner and
 * JSON.stringify. The gateway, the peer and autocannon are three processes, so neither server
 * pays for the load generator or for the other. Both pay for Fastify, the query and the body;
 * only the gateway pays for its layers (session, rate limit counted in Redis, security headers,
 * origin check, request id, logging, metrics), so the ratio is what those layers cost. Each
 * round also reads the CPU seconds of the loaded server and of the database's Postgres backends.
 */
const DOCUMENTS_IN_LIST = 20;
const UPLOADS_IN_FLIGHT = 4;
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const ROUND_SECONDS = 4;
const ROUNDS = roundsFromEnvironment(5);
const TARGET_RATIO = 0.6;
const IN_FLIGHT_SETTLE_MS = 1000;

interface MeasuredRound extends LoadRound {
  /** CPU milliseconds per request of the server process, and of the Postgres backends. */
  serverCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
}

interface MeasuredServer {
  pid: number;
  target: HttpTarget;
}

const load = watchLoadAverage();
const documents = spreadAcrossTypes(loadFixtureDocuments(), DOCUMENTS_IN_LIST);
const deployment = await createScratchDeployment();
const databaseName = new URL(deployment.config.database.url).pathname.slice(1);
const started: ServiceProcess[] = [];
let gateway: GatewayProcess | undefined;
stopOnInterrupt(() => deployment.dispose());
try {
  gateway = await startGatewayProcess(deployment.env);
  const cookie = await signInAsEnterprise(gateway.baseUrl, deployment.config.database.url);
  await uploadAndAnalyse(deployment, createGatewayClient(gateway.baseUrl, cookie), documents);
  const bare = await startBareProcess(deployment);
  started.push(bare.process);

  const gatewayTarget = { url: `${gateway.baseUrl}/api/documents`, headers: { cookie } };
  const bodyBytes = {
    gateway: await fetchListBytes(gatewayTarget),
    bare: await fetchListBytes({ url: bare.listUrl, headers: {} }),
  };
  const bareServer = { pid: bare.process.pid, target: { url: bare.listUrl, headers: {} } };
  const gatewayServer = { pid: gateway.pid, target: gatewayTarget };
  // JIT, connection pools and caches of both servers warm before anything is timed.
  for (const server of [bareServer, gatewayServer]) await loadRound(server.target, CONNECTIONS, WARM_UP_SECONDS);
  const runs = await alternate(
    () => measureRound(bareServer),
    () => measureRound(gatewayServer),
    { rounds: ROUNDS, warmUps: 0 },
  );
  const staticRounds = [await measureRound({ pid: bare.process.pid, target: { url: bare.staticUrl, headers: {} } })];
  // autocannon drops its sockets when time is up; the gateway finishes those requests before it stops.
  await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_SETTLE_MS));
  printReport(bodyBytes, runs, staticRounds);
} finally {
  await stopServiceProcesses(started);
  await gateway?.stop();
  await deployment.dispose();
}

/** Documents picked evenly over the fixture list, which is ordered contracts, CVs, essays. */
function spreadAcrossTypes(all: BenchDocument[], count: number): BenchDocument[] {
  return Array.from({ length: Math.min(count, all.length) }, (_, index) => {
    const document = all[Math.floor((index * all.length) / count)];
    if (!document) throw new Error('fixture list changed while reading it');
    return document;
  });
}

/**
 * Real rows: each document goes through the whole pipeline (extraction and analysis workers in
 * processes of their own), so the list holds analysed documents; the workers stop before anything
 * is measured.
 */
async function uploadAndAnalyse(scratch: ScratchDeployment, client: GatewayClient, toUpload: BenchDocument[]) {
  const workers = (['extraction', 'analysis'] as const).map((kind) =>
    startServiceProcess({
      name: kind,
      entry: `services/${kind}/src/main.ts`,
      env: { ...scratch.env, LOG_LEVEL: 'info' },
      readyMessage: `${kind} service started`,
    }),
  );
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    await forEachInFlight(toUpload, UPLOADS_IN_FLIGHT, async (document) => {
      const done = await client.waitUntilDone(await client.upload(document));
      if (done.status !== 'completed') throw new Error(`${document.name} ended ${done.status}`);
    });
  } finally {
    await stopServiceProcesses(workers);
  }
}

async function startBareProcess(scratch: ScratchDeployment) {
  const bare = startServiceProcess({
    name: 'bare Fastify server',
    entry: 'bench/src/bare-server-main.ts',
    env: { ...scratch.env, BENCH_OWNER_EMAIL: BENCH_USER_EMAIL },
    readyMessage: BARE_SERVER_LISTENING,
  });
  await bare.ready;
  const line = bare.logLines().find((candidate) => candidate.msg === BARE_SERVER_LISTENING);
  if (typeof line?.listUrl !== 'string' || typeof line.staticUrl !== 'string') {
    await bare.stop();
    throw new Error(`the bare server did not say where it listens:\n${bare.recentOutput()}`);
  }
  return { process: bare, listUrl: line.listUrl, staticUrl: line.staticUrl };
}

async function measureRound({ pid, target }: MeasuredServer): Promise<MeasuredRound> {
  const serverCpu = measureTreeCpu(pid);
  const postgresCpu = samplePostgresCpu(databaseName);
  const round = await loadRound(target, CONNECTIONS, ROUND_SECONDS);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, round.requests);
  return {
    ...round,
    serverCpuMsPerRequest: perRequest(serverCpu()),
    postgresCpuMsPerRequest: perRequest(postgresCpu()),
  };
}

async function fetchListBytes({ url, headers }: HttpTarget): Promise<number> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body}`);
  const listed = (JSON.parse(body) as { documents: unknown[] }).documents.length;
  if (listed !== documents.length) throw new Error(`GET ${url} listed ${listed} of ${documents.length}`);
  return Buffer.byteLength(body);
}

function printReport(
  bodyBytes: { gateway: number; bare: number },
  runs: Alternated<MeasuredRound, MeasuredRound>,
  staticRounds: MeasuredRound[],
): void {
  const { first: bareRounds, second: gatewayRounds } = runs;
  const ratio = spreadOf(pairedRatios(runs, (bare, gateway) => gateway.requestsPerSecond / bare.requestsPerSecond));
  const cpuRatio = spreadOf(
    pairedRatios(
      runs,
      (bare, gateway) =>
        (bare.serverCpuMsPerRequest + bare.postgresCpuMsPerRequest) /
        (gateway.serverCpuMsPerRequest + gateway.postgresCpuMsPerRequest),
    ),
  );
  const all = [...bareRounds, ...gatewayRounds, ...staticRounds];
  const allOk = all.every((round) => round.non2xx === 0 && round.errors === 0);
  const of = (rounds: MeasuredRound[], pick: (round: MeasuredRound) => number) => rounds.map(pick);
  const row = (name: string, rounds: MeasuredRound[]) =>
    `| ${name} | ${formatSpread(spreadOf(of(rounds, (round) => round.requestsPerSecond)), 0)} | ${median(of(rounds, (round) => round.p50Ms))} ms | ${median(of(rounds, (round) => round.p99Ms))} ms | ${median(of(rounds, (round) => round.serverCpuMsPerRequest)).toFixed(3)} ms | ${median(of(rounds, (round) => round.postgresCpuMsPerRequest)).toFixed(3)} ms | ${rounds.reduce((total, round) => total + round.non2xx + round.errors, 0)} |`;
  const bytes = (count: number) => count.toLocaleString('en');
  const figures: Figure[] = [
    { name: 'api.gateway_vs_bare', value: ratio.median, goal: `>=${TARGET_RATIO}` },
    { name: 'api.gateway_vs_bare_by_cpu', value: cpuRatio.median, goal: '-' },
    {
      name: 'api.gateway_cpu_ms_per_request',
      value: median(of(gatewayRounds, (round) => round.serverCpuMsPerRequest + round.postgresCpuMsPerRequest)),
      goal: '-',
    },
  ];
  process.stdout.write(
    [
      `api benchmark — autocannon (${CONNECTIONS} connections) in this process; the gateway and the bare Fastify server each in a process of their own; ${ROUND_SECONDS} s rounds in turns (bare, gateway, gateway, bare, …) after a ${WARM_UP_SECONDS} s warm-up round of each, ${ROUNDS} rounds each, then one round of the static route; medians (IQR, min–max)`,
      `body: ${documents.length} analysed documents, ${bytes(bodyBytes.gateway)} bytes of JSON from the gateway, ${bytes(bodyBytes.bare)} from the bare list route (its rows as the query returns them)`,
      '',
      '| route | requests/s | p50 | p99 | server CPU per request | Postgres CPU per request | non-2xx + errors |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('gateway `GET /api/documents` (signed in)', gatewayRounds),
      row('bare Fastify route: same list query + JSON.stringify (the peer)', bareRounds),
      row('bare Fastify route: the same body from memory (floor)', staticRounds),
      '',
      `gateway ÷ bare list route, requests/s per pair of rounds: ${formatSpread(ratio, 2, '×')} (target ≥ ${TARGET_RATIO}×) ${ratio.median >= TARGET_RATIO ? '✔' : '✘'} — what the gateway's layers cost on top of Fastify, the query and the body`,
      `the same by CPU per request (server + Postgres): ${formatSpread(cpuRatio, 2, '×')}`,
      `every response 200: ${allOk ? 'yes ✔' : 'no ✘'}`,
      load.summary(),
    ].join('\n'),
  );
  process.stdout.write('\n');
  writeFigureLines(figures);
}
