import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadingProgress } from '@doclens/api';
import { findUserByEmail, updateUser } from '@doclens/db';
import { createWorkerConnection, JobProducer } from '@doclens/queue';
import { createTestDatabase, type TestDatabase, waitFor } from '@doclens/testing';
import { freePort } from '@doclens/testing/free-port';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { buildTextPdf } from '@doclens/testing/text-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultEnvironment, signInAsEnterprise } from './fault-system';
import { discardScenarioJobs } from './scenario-queues';
import { type ServiceProcess, STARTED_LOG_LINE, startServiceProcess } from './service-processes';

/** Free reads 10 scanned pages by OCR: tens of seconds of one core for the whole scan. */
const SCANNED_PAGES = 10;
/** Waits guard against a hang only; that the reading stopped early is shown by the pages it reached. */
const HANG_GUARD_MS = 120_000;

/** The PDF reading processes (packages/pdf's pdf-worker.mjs) the extraction service `pid` started. */
async function readingProcessesOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: the command may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid !== pid) continue;
    // Not tsx's esbuild, the service's other child.
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('pdf-worker.mjs')) children.push(Number(entry));
  }
  return children;
}

describe('deleting a scanned upload while it is being read', () => {
  let database: TestDatabase;
  let scratch: string;
  let gatewayUrl: string;
  let jobs: JobProducer;
  let jobsConnection: ReturnType<typeof createWorkerConnection>;
  const services: ServiceProcess[] = [];
  let extraction: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = mkdtempSync(join(tmpdir(), 'doclens-ocr-deletion-'));
    const port = await freePort();
    const env = faultEnvironment({
      databaseUrl: database.url,
      scratch,
      port,
      // One document at a time: a worker still reading a deleted scan has no room for the next upload.
      overrides: { EXTRACTION_CONCURRENCY: '1' },
    });
    gatewayUrl = `http://127.0.0.1:${port}`;
    jobsConnection = createWorkerConnection(env.REDIS_URL);
    jobs = new JobProducer(jobsConnection, env.QUEUE_PREFIX);
    for (const name of ['gateway', 'extraction'] as const) {
      const logLine = STARTED_LOG_LINE[name];
      if (!logLine) throw new Error(`${name} has no start line`);
      services.push(await startServiceProcess({ name, env, logDir: scratch, readiness: { logLine } }));
    }
    extraction = services[1] as ServiceProcess;
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    if (jobs) await discardScenarioJobs(jobs, jobsConnection, ['extraction', 'analysis']);
    await database?.dispose();
    await rm(join(scratch, 'objects'), { recursive: true, force: true });
  });

  it('stops reading before the last page, frees the worker, and the upload stays counted for the month', async () => {
    const email = 'scanner@example.com';
    const cookie = await signInAsEnterprise(gatewayUrl, database, email);
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error('no user');
    await updateUser(database.db, user.id, { plan: 'free' });

    const pages = Array.from({ length: SCANNED_PAGES }, (_, index) => [
      `SCHEDULE ${index + 1}`,
      'The supplier delivers the goods to the warehouse named in the order, within ten working days.',
      'Late delivery entitles the buyer to a discount of two per cent of the price for each week.',
    ]);
    const scan = await scannedCopyOf(buildTextPdf(pages), { dpi: 110, jpegQuality: 70 });
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([scan as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'scan.pdf');
      const response = await fetch(`${gatewayUrl}/api/upload`, { method: 'POST', headers: { cookie }, body: form });
      return { status: response.status, body: (await response.json()) as { documentId?: number; message?: string } };
    };

    // No type chosen: the document waits for one while its pages are read.
    const first = await upload();
    expect(first.status, first.body.message).toBeLessThan(300);
    const documentId = first.body.documentId;
    const extractionQueue = jobs.queue('extraction');
    await waitFor(
      'the scan to be read',
      async () => ((await extractionQueue.getActiveCount()) > 0 ? true : undefined),
      {
        timeoutMs: 30_000,
        intervalMs: 20,
      },
    );
    await waitFor(
      'a reading process',
      async () => ((await readingProcessesOf(extraction.pid)).length > 0 ? true : undefined),
      {
        timeoutMs: 30_000,
        intervalMs: 20,
      },
    );
    const ocrPage = async () => {
      const [active] = await extractionQueue.getActive();
      const progress = active?.progress as ReadingProgress | undefined;
      return progress?.ocr ? progress.page : undefined;
    };
    await waitFor('the OCR of the first pages', ocrPage, { timeoutMs: 30_000, intervalMs: 20 });

    const deleted = await fetch(`${gatewayUrl}/api/documents/${documentId}`, { method: 'DELETE', headers: { cookie } });
    expect(deleted.status).toBe(200);

    // The job ends and its reading process is gone: the worker is free for the next document.
    await waitFor(
      'the extraction job to end',
      async () => ((await extractionQueue.getActiveCount()) === 0 ? true : undefined),
      { timeoutMs: HANG_GUARD_MS, intervalMs: 50 },
    );
    await waitFor(
      'the reading process to end',
      async () => ((await readingProcessesOf(extraction.pid)).length === 0 ? true : undefined),
      { timeoutMs: HANG_GUARD_MS, intervalMs: 50 },
    );
    const [job] = await extractionQueue.getJobs(['completed', 'failed']);
    expect({ state: await job?.getState(), result: job?.returnvalue }).toEqual({
      state: 'completed',
      result: 'deleted',
    });
    // Each page takes seconds of OCR and a deletion is seen within a second or so: the reading
    // stopped well before the last page.
    expect((job?.progress as ReadingProgress | undefined)?.page).toBeLessThan(SCANNED_PAGES);

    // The reading was done for this upload: it stays counted, and free's one upload of the month is used.
    const stats = await fetch(`${gatewayUrl}/api/dashboard/stats`, { headers: { cookie } });
    expect(((await stats.json()) as { monthlyUsage: unknown }).monthlyUsage).toMatchObject({ used: 1, limit: 1 });
    const second = await upload();
    expect(second.status).toBe(403);
    expect(second.body.message).toBe(
      "Monthly upload limit reached. You've used 1/1 uploads this month. Upgrade your plan to upload more.",
    );
  });
});
