import { documentPartiesResponseSchema } from '@doclens/api';
import { startGenerationService } from '@doclens/generation';
import { findDocumentParties } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger, waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

/**
 * Issue 34 item 1: the gateway does not run the engine on a request. "Which party are you?" is
 * answered by a `find-document-parties` job of the generation service; the request only waits.
 */

const PREAMBLE =
  'CONSULTING AGREEMENT This Consulting Agreement is made as of May 2, 2022 by and between Harbor Analytics LLC, a Texas limited liability company (the "Consultant"), and Bluefin Retail Inc., an Ohio corporation (the "Company").';

let harness: DocumentsHarness;
let worker: RunningService | undefined;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await worker?.stop();
  await harness?.dispose();
});

async function waitingLookups() {
  const jobs = await harness.deps.jobs.queue('generation').getJobs(['waiting', 'wait', 'prioritized']);
  return jobs.filter((job) => job?.name === findDocumentParties.name);
}

describe('GET /api/documents/:id/parties through the generation service', () => {
  it('waits for the lookup job, answers with what the worker found, and leaves no names in the queue', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const document = await harness.storeDocument({ owner: user, status: 'pending', pages: [PREAMBLE] });

    // No worker yet: the request can only be answered by the job it enqueued.
    const answered = harness.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/parties`,
      headers: { cookie },
    });
    const [lookup] = await waitFor('the party lookup job', async () => {
      const jobs = await waitingLookups();
      return jobs.length > 0 ? jobs : undefined;
    });
    expect(lookup?.data).toMatchObject({ documentId: document.id });

    worker = await startGenerationService(harness.config, createTestLogger());
    const response = await answered;
    expect(response.statusCode).toBe(200);
    const { parties } = documentPartiesResponseSchema.parse(response.json());
    expect(parties.map((party) => party.name)).toEqual(['Harbor Analytics LLC', 'Bluefin Retail Inc.']);

    const left = await harness.deps.jobs.queue('generation').getJobs(['completed']);
    expect(left.filter((job) => job?.name === findDocumentParties.name)).toEqual([]);
  });

  it('answers 422 with the reason when the lookup passes its time limit in the worker', async () => {
    await worker?.stop();
    worker = await startGenerationService(harness.config, createTestLogger(), {
      partyLookupLimits: { timeLimitMs: 1 },
    });
    const { user, cookie } = await harness.signIn('pro');
    // The party detection reads only the opening, so the time is in handing the thread the pages:
    // about 25 MB of text takes more than a millisecond to reach it on any machine.
    const pages = Array.from({ length: 400 }, () => PREAMBLE.repeat(200));
    const document = await harness.storeDocument({ owner: user, status: 'pending', pages });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/parties`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Finding the parties took longer than/);
  });
});
