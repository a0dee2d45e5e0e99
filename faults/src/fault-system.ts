import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Document, findUserByEmail, updateUser } from '@doclens/db';
import { createWorkerConnection, JobProducer } from '@doclens/queue';
import { createTestDatabase, isolatedEnvironment, type TestDatabase } from '@doclens/testing';
import { freePort } from '@doclens/testing/free-port';
import type { UploadOutcome } from './fault-report';
import type { FixturePdf } from './fixture-pdfs';
import { discardScenarioJobs } from './scenario-queues';
import {
  type Readiness,
  type ServiceName,
  type ServiceProcess,
  STARTED_LOG_LINE,
  startServiceProcess,
} from './service-processes';

const ALL_SERVICES: ServiceName[] = ['gateway', 'extraction', 'analysis', 'reconciler'];
const UPLOAD_TIMEOUT_MS = 30_000;

export interface FaultSystemOptions {
  /** Environment variables on top of the scenario defaults (REDIS_URL, S3_*, …). */
  env?: Record<string, string>;
}

/**
 * The product as separate processes (gateway, extraction, analysis, reconciler), each started from
 * its `main.ts` with the environment alone, on a database and queue prefix of the scenario's own,
 * and one enterprise account signed in through the API.
 */
export interface FaultSystem {
  readonly database: TestDatabase;
  readonly gatewayUrl: string;
  /** The enterprise account's session cookie. */
  readonly cookie: string;
  /** The scenario's view of the queues, on the same Redis and prefix as the services. */
  readonly jobs: JobProducer;
  service(name: ServiceName): ServiceProcess;
  /** Services whose current process ended without being told to (a crash), with their log files. */
  crashedServices(): string[];
  /** Starts the service again after it was killed or stopped. */
  restart(name: ServiceName): Promise<ServiceProcess>;
  upload(pdf: FixturePdf): Promise<UploadOutcome>;
  /** Sends the first half of the file, runs `midway` while the request is open, then the rest. */
  uploadInterrupted(pdf: FixturePdf, midway: () => Promise<void>): Promise<UploadOutcome>;
  /** The status of a GET through the gateway as the signed-in user; 0 when nothing answered. */
  getStatus(path: string): Promise<number>;
  documentRows(): Promise<Document[]>;
  /** Waits until every one of `ids` is completed or failed, a service crashed or the time is up; returns every row. */
  waitUntilSettled(ids: number[], timeoutMs: number): Promise<Document[]>;
  stop(): Promise<void>;
}

export interface FaultEnvironmentOptions {
  databaseUrl: string;
  /** A folder of the scenario's own: objects, mail and logs go there. */
  scratch: string;
  port: number;
  overrides?: Record<string, string>;
}

/**
 * What every process of a scenario is configured with: the environment alone, as in a container,
 * on the scenario's own database, queue prefix, port and folders, with short worker deadlines.
 */
export function faultEnvironment({ databaseUrl, scratch, port, overrides = {} }: FaultEnvironmentOptions) {
  return {
    ...isolatedEnvironment(databaseUrl, scratch),
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    RECONCILE_INTERVAL_SECONDS: '2',
    // A killed worker's jobs run again after one to two locks: 10 s here rather than BullMQ's 30 s,
    // so each kill scenario waits seconds instead of a minute (still long enough for a busy worker).
    WORKER_LOCK_SECONDS: '10',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  } satisfies Record<string, string>;
}

export async function startFaultSystem({ env: overrides = {} }: FaultSystemOptions = {}): Promise<FaultSystem> {
  const database = await createTestDatabase();
  const scratch = mkdtempSync(join(tmpdir(), 'doclens-faults-'));
  const port = await freePort();
  const env = faultEnvironment({ databaseUrl: database.url, scratch, port, overrides });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const jobsConnection = createWorkerConnection(env.REDIS_URL);
  jobsConnection.on('error', () => undefined);
  const jobs = new JobProducer(jobsConnection, env.QUEUE_PREFIX);

  const readinessOf = (name: ServiceName): Readiness => {
    const logLine = STARTED_LOG_LINE[name];
    if (logLine) return { logLine };
    // The reconciler logs nothing at start; it is running once its schedule is in Redis.
    return { probe: async () => (await jobs.queue('maintenance').getJobSchedulersCount()) > 0 };
  };
  const launch = (name: ServiceName) =>
    startServiceProcess({ name, env, logDir: scratch, readiness: readinessOf(name) });

  const processes = new Map<ServiceName, ServiceProcess>();
  try {
    for (const started of await Promise.all(ALL_SERVICES.map(launch))) processes.set(started.name, started);
  } catch (error) {
    await Promise.all([...processes.values()].map((running) => running.stop()));
    throw error;
  }
  const cookie = await signInAsEnterprise(gatewayUrl, database);

  const documentRows = () => database.db.selectFrom('documents').selectAll().orderBy('id').execute();

  return {
    database,
    gatewayUrl,
    cookie,
    jobs,
    service(name) {
      const running = processes.get(name);
      if (!running) throw new Error(`${name} is not running`);
      return running;
    },
    crashedServices() {
      return [...processes.values()]
        .filter((running) => running.hasExited())
        .map((running) => `${running.name} (see ${running.logFile})`);
    },
    async restart(name) {
      const started = await launch(name);
      processes.set(name, started);
      return started;
    },
    upload: (pdf) => uploadPdf(gatewayUrl, cookie, pdf),
    uploadInterrupted(pdf, midway) {
      const { head, tail, contentType } = multipartHalves(pdf);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          controller.enqueue(head);
          await midway();
          controller.enqueue(tail);
          controller.close();
        },
      });
      return postUpload(gatewayUrl, cookie, pdf.name, {
        body,
        duplex: 'half',
        headers: { 'content-type': contentType },
      } as RequestInit);
    },
    getStatus: (path) =>
      fetch(`${gatewayUrl}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) }).then(
        (response) => response.status,
        () => 0,
      ),
    documentRows,
    async waitUntilSettled(ids, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const wanted = new Set(ids);
      for (;;) {
        const rows = await documentRows().catch(() => undefined);
        const unsettled = rows?.filter((row) => wanted.has(row.id) && !isFinished(row)) ?? [];
        const missing = rows ? ids.filter((id) => !rows.some((row) => row.id === id)) : ids;
        // A crashed service will not finish anything: the scenario has failed, no need to wait on.
        const crashed = [...processes.values()].some((running) => running.hasExited());
        if (rows && (unsettled.length === 0 || crashed || Date.now() > deadline)) return rows;
        if (!rows && Date.now() > deadline) throw new Error(`could not read the documents; ${missing.length} unknown`);
        await new Promise((resolveLater) => setTimeout(resolveLater, 200));
      }
    },
    async stop() {
      await Promise.all([...processes.values()].map((running) => running.stop()));
      await discardScenarioJobs(jobs, jobsConnection, ['extraction', 'analysis', 'maintenance', 'bulk']);
      await database.dispose();
      // The services' logs stay in the scratch folder for reading after a failure; the files go.
      await rm(env.STORAGE_DIR, { recursive: true, force: true });
    },
  };
}

/** Uploads one PDF through the gateway as the signed-in user (`cookie`). */
export function uploadPdf(gatewayUrl: string, cookie: string, pdf: FixturePdf): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pdf.name);
  form.append('documentType', pdf.documentType);
  return postUpload(gatewayUrl, cookie, pdf.name, { body: form });
}

async function postUpload(gatewayUrl: string, cookie: string, name: string, init: RequestInit): Promise<UploadOutcome> {
  try {
    const response = await fetch(`${gatewayUrl}/api/upload`, {
      ...init,
      method: 'POST',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie },
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { documentId?: number; message?: string };
    return { name, status: response.status, documentId: body.documentId, message: body.message };
  } catch (error) {
    return { name, status: 0, message: `no answer: ${(error as Error).message}` };
  }
}

/** A multipart/form-data upload body cut in the middle of the file, as a browser would stream it. */
function multipartHalves(pdf: FixturePdf): { head: Uint8Array; tail: Uint8Array; contentType: string } {
  const boundary = `----doclens-faults-${Date.now().toString(16)}`;
  const middle = Math.floor(pdf.bytes.length / 2);
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${pdf.name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    pdf.bytes.subarray(0, middle),
  ]);
  const tail = Buffer.concat([
    pdf.bytes.subarray(middle),
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${pdf.documentType}\r\n` +
        `--${boundary}--\r\n`,
    ),
  ]);
  return { head, tail, contentType: `multipart/form-data; boundary=${boundary}` };
}

function isFinished(row: Document): boolean {
  return row.status === 'completed' || row.status === 'failed';
}

/** Registers `email` through the API, makes it an enterprise account, signs in: the session cookie. */
export async function signInAsEnterprise(
  gatewayUrl: string,
  database: TestDatabase,
  email = 'faults@example.com',
): Promise<string> {
  const password = 'fault injection passphrase';
  const post = (path: string, body: unknown) =>
    fetch(`${gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', { name: 'Fault Injection', email, password });
  if (!registered.ok) throw new Error(`registration answered ${registered.status}`);
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new Error('registration stored no user');
  await updateUser(database.db, user.id, { plan: 'enterprise', emailVerified: true });
  const login = await post('/api/auth/login', { email, password });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`login answered ${login.status}`);
  return cookie;
}
