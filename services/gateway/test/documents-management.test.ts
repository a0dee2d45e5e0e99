import type { DocumentDetail, DocumentListItem } from '@doclens/api';
import { findDocumentById, findDocumentPages, findMonthlyUsage, tryCountUsage } from '@doclens/db';
import { readShippedContract } from '@doclens/testing/shipped-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimCookie, createDocumentsHarness, type DocumentsHarness, newClaimToken } from './documents-harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

describe('deleting a document', () => {
  it.each([
    ['DELETE', '/api/documents/{id}', 'completed', null],
    ['POST', '/api/documents/{id}/delete', 'pending', 'extracted'],
  ] as const)('%s %s removes the row, its pages and the stored file', async (method, path, status, processingStage) => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, status, processingStage, pages: ['one', 'two'] });
    expect(await harness.deps.storage.head(stored.storageKey)).toBeDefined();

    const response = await harness.api({ method, url: path.replace('{id}', String(stored.id)), cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Document deleted' });
    expect(await findDocumentById(harness.db, stored.id)).toBeUndefined();
    expect(await findDocumentPages(harness.db, stored.id)).toEqual([]);
    expect(await harness.deps.storage.head(stored.storageKey)).toBeUndefined();

    const again = await harness.api({ method, url: path.replace('{id}', String(stored.id)), cookie });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['failed', null],
    ['processing', 'analyzing'],
    ['completed', null],
  ] as const)('leaving the type-selection page never deletes a %s document', async (status, processingStage) => {
    const { user, cookie } = await harness.signIn();
    const kept = await harness.storeDocument({ owner: user, status, processingStage });

    const response = await harness.api({ method: 'POST', url: `/api/documents/${kept.id}/delete`, cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/only an upload still waiting for its analysis type/i);
    expect(await findDocumentById(harness.db, kept.id)).toBeDefined();
    expect(await harness.deps.storage.head(kept.storageKey)).toBeDefined();
  });

  it.each([
    ['before any work on it started', 'extracting'],
    ['after its text layer was read', 'extracted'],
  ] as const)('gives back the month’s upload of a document deleted %s', async (_state, processingStage) => {
    const { user, cookie } = await harness.signIn('free');
    expect(await tryCountUsage(harness.db, user.id, 'uploads', 1)).toBe(true);
    // No page of it went to OCR.
    const abandoned = await harness.storeDocument({ owner: user, status: 'pending', processingStage });

    // What the type-selection page sends when it is left: a beacon, which can only POST.
    const response = await harness.api({ method: 'POST', url: `/api/documents/${abandoned.id}/delete`, cookie });
    expect(response.statusCode).toBe(200);
    expect((await findMonthlyUsage(harness.db, user.id)).uploads).toBe(0);
    // The free plan's single upload of the month is available again.
    expect(await tryCountUsage(harness.db, user.id, 'uploads', 1)).toBe(true);
  });

  it.each([
    ['being read by OCR', 'extracting'],
    ['read by OCR, waiting for its type', 'extracted'],
  ] as const)(
    'keeps the month’s upload of a pending document %s when it is deleted',
    async (_state, processingStage) => {
      const { user, cookie } = await harness.signIn('free');
      expect(await tryCountUsage(harness.db, user.id, 'uploads', 1)).toBe(true);
      const read = await harness.storeDocument({
        owner: user,
        status: 'pending',
        processingStage,
        ocrStartedAt: new Date(),
      });

      const response = await harness.api({ method: 'POST', url: `/api/documents/${read.id}/delete`, cookie });
      expect(response.statusCode).toBe(200);
      expect((await findMonthlyUsage(harness.db, user.id)).uploads).toBe(1);
      // Deleting and uploading again does not buy another free reading.
      expect(await tryCountUsage(harness.db, user.id, 'uploads', 1)).toBe(false);
    },
  );

  it('keeps the count of a document that was analysed', async () => {
    const { user, cookie } = await harness.signIn('free');
    await tryCountUsage(harness.db, user.id, 'uploads', 1);
    const analysed = await harness.storeDocument({ owner: user, status: 'completed', processingStage: null });
    await harness.api({ method: 'DELETE', url: `/api/documents/${analysed.id}`, cookie });
    expect((await findMonthlyUsage(harness.db, user.id)).uploads).toBe(1);
  });

  it('gives the upload back to the month it was counted in', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await tryCountUsage(harness.db, user.id, 'uploads', 100, lastMonth);
    await tryCountUsage(harness.db, user.id, 'uploads', 100);
    const old = await harness.storeDocument({ owner: user, processingStage: 'extracting', createdAt: lastMonth });
    await harness.api({ method: 'DELETE', url: `/api/documents/${old.id}`, cookie });
    expect((await findMonthlyUsage(harness.db, user.id, lastMonth)).uploads).toBe(0);
    expect((await findMonthlyUsage(harness.db, user.id)).uploads).toBe(1);
  });

  it('lets the anonymous uploader’s browser delete its own upload', async () => {
    const token = newClaimToken();
    const stored = await harness.storeDocument({ claimToken: token });
    const response = await harness.api({
      method: 'DELETE',
      url: `/api/documents/${stored.id}`,
      cookie: claimCookie(token),
    });
    expect(response.statusCode).toBe(200);
    expect(await findDocumentById(harness.db, stored.id)).toBeUndefined();
  });
});

describe('POST /api/documents/:id/archive', () => {
  it('archives, then restores', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, status: 'completed', processingStage: null });
    const archive = () => harness.api({ method: 'POST', url: `/api/documents/${stored.id}/archive`, cookie });

    const first = await archive();
    expect(first.statusCode).toBe(200);
    expect(first.json<DocumentListItem>()).toMatchObject({ id: stored.id, isArchived: true });
    expect((await findDocumentById(harness.db, stored.id))?.isArchived).toBe(true);

    const second = await archive();
    expect(second.json<DocumentListItem>().isArchived).toBe(false);
    expect((await findDocumentById(harness.db, stored.id))?.isArchived).toBe(false);
  });

  it('needs an account: the anonymous uploader gets 401', async () => {
    const token = newClaimToken();
    const stored = await harness.storeDocument({ claimToken: token });
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${stored.id}/archive`,
      cookie: claimCookie(token),
    });
    expect(response.statusCode).toBe(401);
    expect((await findDocumentById(harness.db, stored.id))?.isArchived).toBe(false);
  });
});

describe('PATCH /api/documents/:id/content', () => {
  it('saves the edited content and returns the document with it', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, status: 'completed', processingStage: null });
    const content = '<h1>Lease</h1><p>Edited by the tenant.</p>';
    const response = await harness.api({
      method: 'PATCH',
      url: `/api/documents/${stored.id}/content`,
      cookie,
      body: { content },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentDetail>()).toMatchObject({ id: stored.id, content });
    expect((await findDocumentById(harness.db, stored.id))?.content).toBe(content);
  });

  it('refuses a body without content', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, content: 'kept' });
    const response = await harness.api({
      method: 'PATCH',
      url: `/api/documents/${stored.id}/content`,
      cookie,
      body: { text: 'wrong field' },
    });
    expect(response.statusCode).toBe(400);
    expect((await findDocumentById(harness.db, stored.id))?.content).toBe('kept');
  });

  it('is for signed-in owners only: the anonymous uploader gets 401', async () => {
    const token = newClaimToken();
    const stored = await harness.storeDocument({ claimToken: token });
    const response = await harness.api({
      method: 'PATCH',
      url: `/api/documents/${stored.id}/content`,
      cookie: claimCookie(token),
      body: { content: 'anonymous edit' },
    });
    expect(response.statusCode).toBe(401);
    expect((await findDocumentById(harness.db, stored.id))?.content).toBeNull();
  });
});

describe('GET /api/documents/:id/file', () => {
  it('sends a safe attachment name, nosniff, and 404 once the stored file is gone', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, originalName: 'Ünïcode "lease"\r\n.pdf' });
    const response = await harness.api({ url: `/api/documents/${stored.id}/file`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Unicode lease.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20lease.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const lost = await harness.storeDocument({ owner: user, withoutFile: true });
    const missing = await harness.api({ url: `/api/documents/${lost.id}/file`, cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The original file is no longer available.' });
  });

  describe('with a real contract', () => {
    it('streams the original bytes as application/pdf', async () => {
      const bytes = await readShippedContract('endorsement');
      const { user, cookie } = await harness.signIn();
      const stored = await harness.storeDocument({
        owner: user,
        bytes,
        originalName: 'MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF',
      });
      const response = await harness.api({ url: `/api/documents/${stored.id}/file`, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="MOSSIMOINC_04_14_2000-EX-10\.14-ENDORSEMENT_AGREEMENT\.PDF"; /,
      );
      expect(response.rawPayload.equals(bytes)).toBe(true);
    });
  });
});
