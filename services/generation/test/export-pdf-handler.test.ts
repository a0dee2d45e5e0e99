import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createObjectStore, newObjectKey, type ObjectStore } from '@doclens/storage';
import { createTestLogger, waitFor } from '@doclens/testing';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportPdfHandler } from '../src/export-pdf-handler';
import { liveTaskThreads, stopTaskThreads } from '../src/threads/run-in-thread';

let dir: string;
let store: ObjectStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doclens-export-'));
  store = createObjectStore({ driver: 'local', dir });
});

afterAll(async () => {
  await stopTaskThreads();
  await rm(dir, { recursive: true, force: true });
});

async function storedInput(html: string): Promise<{ inputKey: string; outputKey: string }> {
  const inputKey = newObjectKey('pdf-export-inputs', { extension: 'html' });
  await store.put(inputKey, Readable.from([Buffer.from(html, 'utf8')]), { contentType: 'text/html' });
  return { inputKey, outputKey: newObjectKey('pdf-exports', { extension: 'pdf' }) };
}

/** What the queue's worker gives a job, with what the job did to it recorded. */
function workerContext(signal = new AbortController().signal) {
  const seen = { handedBack: false };
  const context = {
    job: {} as Job,
    logger: createTestLogger(),
    signal,
    isLastAttempt: true,
    handBack: async () => {
      seen.handedBack = true;
    },
  };
  return { context, seen };
}

function exportPdf(keys: { inputKey: string; outputKey: string }, context = workerContext().context) {
  const handler = createExportPdfHandler({ store });
  return handler({ exportId: crypto.randomUUID(), title: 'Terms', requestId: 'req-export', ...keys }, context);
}

describe('a PDF export job', () => {
  it('leaves the PDF where the waiting request reads it', async () => {
    const keys = await storedInput('<h1>Terms</h1><p>Payment is due within thirty days.</p>');
    await expect(exportPdf(keys)).resolves.toMatchObject({ exported: true });
    expect(await store.head(keys.outputKey)).toBeDefined();
  });

  it('leaves nothing behind when the request stopped waiting while the PDF was drawn', async () => {
    const keys = await storedInput('<h1>Terms</h1><p>Payment is due within thirty days.</p>'.repeat(40));
    const exported = exportPdf(keys);
    await waitFor('the render to start', async () => (liveTaskThreads() > 0 ? true : undefined), { intervalMs: 5 });
    // What the gateway does when it gives up: it deletes the input (and the output, not yet written).
    await store.delete(keys.inputKey);

    await expect(exported).resolves.toEqual({ exported: false, reason: 'input_gone' });
    expect(await store.head(keys.outputKey)).toBeUndefined();
  });

  it('is handed back to the queue, its render ended, when the worker stops mid-render', async () => {
    const keys = await storedInput('<h1>Terms</h1><p>Payment is due within thirty days.</p>'.repeat(40));
    const shutdown = new AbortController();
    const { context, seen } = workerContext(shutdown.signal);
    const exported = exportPdf(keys, context);
    await waitFor('the render to start', async () => (liveTaskThreads() > 0 ? true : undefined), { intervalMs: 5 });

    shutdown.abort(new Error('the worker is stopping'));

    await expect(exported).rejects.toThrow('the worker is stopping');
    expect(seen.handedBack).toBe(true);
    expect(liveTaskThreads()).toBe(0);
    expect(await store.head(keys.outputKey)).toBeUndefined();
  });
});
