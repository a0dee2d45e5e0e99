import {
  type DocumentDetail,
  type DocumentListResponse,
  type DocumentPreview,
  RETRY_NOT_RETRYABLE_MESSAGE,
} from '@doclens/api';
import { findDocumentById } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

const PASSWORD_REASON = 'This PDF is password-protected. Remove the password and upload it again.';
/** A failed document no retry can help: its PDF asks for a password. */
const PASSWORD_LOCKED = {
  status: 'failed',
  processingStage: null,
  failureReason: PASSWORD_REASON,
  failureRetryable: false,
} as const;

describe('canRetry: Retry is offered only where it can help', () => {
  it('is true only for a failure a retry can fix, in the list, the detail and the preview', async () => {
    const { user, cookie } = await harness.signIn();
    const timedOut = await harness.storeDocument({
      owner: user,
      status: 'failed',
      processingStage: null,
      failureReason: 'Processing took too long and was stopped. Use Retry to process it again.',
      failureRetryable: true,
    });
    const locked = await harness.storeDocument({ owner: user, ...PASSWORD_LOCKED });
    const done = await harness.storeDocument({ owner: user, status: 'completed', processingStage: null });
    const working = await harness.storeDocument({ owner: user, status: 'processing', documentType: 'essay' });
    const expected = new Map([
      [timedOut.id, true],
      [locked.id, false],
      [done.id, false],
      [working.id, false],
    ]);

    const list = (await harness.api({ url: '/api/documents', cookie })).json<DocumentListResponse>();
    expect(new Map(list.documents.map((document) => [document.id, document.canRetry]))).toEqual(expected);

    for (const [id, canRetry] of expected) {
      const detail = await harness.api({ url: `/api/documents/${id}`, cookie });
      expect(detail.json<DocumentDetail>().canRetry, `detail of ${id}`).toBe(canRetry);
      const preview = await harness.api({ url: `/api/documents/${id}/preview`, cookie });
      expect(preview.json<DocumentPreview>().canRetry, `preview of ${id}`).toBe(canRetry);
    }
  });

  it('answers 409 with what to do instead when the failure cannot be fixed by retrying', async () => {
    const { user, cookie } = await harness.signIn();
    const locked = await harness.storeDocument({ owner: user, ...PASSWORD_LOCKED });
    const response = await harness.api({ method: 'POST', url: `/api/documents/${locked.id}/retry`, cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: RETRY_NOT_RETRYABLE_MESSAGE });
    expect(RETRY_NOT_RETRYABLE_MESSAGE).not.toMatch(/try again/i);
    expect(await findDocumentById(harness.db, locked.id)).toMatchObject({
      status: 'failed',
      pipelineAttempt: 1,
      failureReason: PASSWORD_REASON,
    });
    expect(await harness.pipelineJobs('extraction')).not.toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ documentId: locked.id }) }),
    );
  });

  it('choosing a type for a failed document that cannot be retried does not point to Retry', async () => {
    const { user, cookie } = await harness.signIn();
    const locked = await harness.storeDocument({ owner: user, ...PASSWORD_LOCKED });
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${locked.id}/analyze`,
      cookie,
      body: { documentType: 'other', analysisParameters: {} },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).not.toMatch(/retry|try again/i);
    expect(response.json().message).toContain(PASSWORD_REASON);
  });
});
