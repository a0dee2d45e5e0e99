import { readFile } from 'node:fs/promises';
import type { DashboardStats, DocumentDetail, DocumentListResponse, PageOcrWordsResponse } from '@doclens/api';
import { replaceDocumentPages, tryCountUsage, updateDocument } from '@doclens/db';
import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { contractAnalysis } from './documents-sample-analyses';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

describe('GET /api/documents', () => {
  it('lists only the signed-in user’s documents, newest first, page by page', async () => {
    const { user, cookie } = await harness.signIn();
    const other = await harness.signIn();
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const stored = await harness.storeDocument({
        owner: user,
        originalName: `doc-${index}.pdf`,
        createdAt: new Date(Date.UTC(2025, 0, index + 1)),
      });
      ids.push(stored.id);
    }
    await harness.storeDocument({ owner: other.user, originalName: 'not-yours.pdf' });

    const response = await harness.api({ url: '/api/documents?page=2&limit=3', cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json<DocumentListResponse>();
    const newestFirst = [...ids].reverse();
    expect(body.documents.map((document) => document.id)).toEqual(newestFirst.slice(3, 6));
    expect(body.pagination).toEqual({ page: 2, limit: 3, total: 7, totalPages: 3 });
    expect(response.body).not.toContain('not-yours.pdf');

    const lastPage = await harness.api({ url: '/api/documents?page=3&limit=3', cookie });
    expect(lastPage.json<DocumentListResponse>().documents.map((document) => document.id)).toEqual([ids[0]]);

    const pastTheEnd = await harness.api({ url: '/api/documents?page=4&limit=3', cookie });
    expect(pastTheEnd.json<DocumentListResponse>()).toEqual({
      documents: [],
      pagination: { page: 4, limit: 3, total: 7, totalPages: 3 },
    });
  });

  it('defaults to 50 per page and accepts the web app’s limit=1000', async () => {
    const { cookie } = await harness.signIn();
    const byDefault = await harness.api({ url: '/api/documents', cookie });
    expect(byDefault.json<DocumentListResponse>().pagination).toEqual({ page: 1, limit: 50, total: 0, totalPages: 1 });
    const large = await harness.api({ url: '/api/documents?limit=1000', cookie });
    expect(large.statusCode).toBe(200);
  });

  it('refuses a limit over 1000 or below 1 with 400', async () => {
    const { cookie } = await harness.signIn();
    for (const query of ['limit=1001', 'limit=0', 'page=0', 'limit=many']) {
      const response = await harness.api({ url: `/api/documents?${query}`, cookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers 401 when signed out', async () => {
    const response = await harness.api({ url: '/api/documents' });
    expect(response.statusCode).toBe(401);
  });

  it('shows each document with the fields of the list item', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const stored = await harness.storeDocument({
      owner: user,
      originalName: 'Lease.pdf',
      status: 'completed',
      processingStage: null,
      documentType: 'contract',
      analysisParameters: { role: 'tenant' },
      analysis: contractAnalysis,
      riskLevel: 'high',
      processingTimeMs: 4200,
      pageCount: 3,
    });
    const [item] = (await harness.api({ url: '/api/documents', cookie })).json<DocumentListResponse>().documents;
    expect(item).toEqual({
      id: stored.id,
      status: 'completed',
      stage: null,
      originalName: 'Lease.pdf',
      filename: 'Lease.pdf',
      createdAt: stored.createdAt.toISOString(),
      fileSize: stored.fileSize,
      pageCount: 3,
      processingTime: 4200,
      documentType: 'contract',
      analysisParameters: { role: 'tenant' },
      hasAnalysis: true,
      riskLevel: 'high',
      overallGrade: null,
      overallScore: null,
      failureReason: null,
      canRetry: false,
      isArchived: false,
    });
  });
});

describe('GET /api/documents/:id', () => {
  it('gives the owner the detail, with the pages joined by blank lines', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({
      owner: user,
      originalName: 'notes.pdf',
      status: 'pending',
      processingStage: 'extracted',
      pages: ['First page.', 'Second page.'],
      metadata: { title: 'Notes' },
      content: 'edited text',
    });
    const response = await harness.api({ url: `/api/documents/${stored.id}`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentDetail>()).toMatchObject({
      id: stored.id,
      status: 'pending',
      stage: 'extracted',
      extractedText: 'First page.\n\nSecond page.',
      content: 'edited text',
      metadata: { title: 'Notes' },
      analysis: null,
      updatedAt: stored.updatedAt.toISOString(),
    });
  });

  it('has no extracted text before extraction', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user });
    const response = await harness.api({ url: `/api/documents/${stored.id}`, cookie });
    expect(response.json<DocumentDetail>().extractedText).toBeNull();
  });

  it('answers 404 "Document not found" for an id that does not exist or is not a number', async () => {
    const { cookie } = await harness.signIn();
    for (const id of ['99999999', 'abc', '-1']) {
      const response = await harness.api({ url: `/api/documents/${id}`, cookie });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Document not found' });
    }
  });

  describe('with a real contract’s text', () => {
    it('returns the text of every page exactly as stored', async () => {
      const text = await readFile(SHIPPED_CONTRACT.distributorText, 'utf8');
      // The reference text has no page breaks: cut it into page-sized pieces.
      const pageTexts = text.match(/[\s\S]{1,4000}/g) ?? [];
      const { user, cookie } = await harness.signIn();
      const stored = await harness.storeDocument({ owner: user, pages: pageTexts, processingStage: 'extracted' });
      const detail = (await harness.api({ url: `/api/documents/${stored.id}`, cookie })).json<DocumentDetail>();
      expect(detail.extractedText).toBe(pageTexts.join('\n\n'));
      expect(detail.extractedText).toContain('DISTRIBUTOR');
    });
  });
});

describe('a scanned document read by OCR', () => {
  const WORDS = [
    { text: 'Governing', box: [0.1, 0.2, 0.25, 0.22] as [number, number, number, number] },
    { text: 'law.', box: [0.26, 0.2, 0.32, 0.22] as [number, number, number, number] },
  ];

  it('gives the viewer the words of an OCR page with their positions, and none for a text page', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracted' });
    await replaceDocumentPages(harness.db, stored.id, [
      { pageNumber: 1, text: 'Governing law.', source: 'ocr', ocrWords: WORDS },
      { pageNumber: 2, text: 'Typed text.' },
    ]);
    const words = async (page: number) =>
      (
        await harness.api({ url: `/api/documents/${stored.id}/pages/${page}/ocr-words`, cookie })
      ).json<PageOcrWordsResponse>();

    expect(await words(1)).toEqual({ words: WORDS });
    expect(await words(2)).toEqual({ words: [] });
    expect(await words(3)).toEqual({ words: [] });
  });

  it('keeps the words from anyone but the document’s owner', async () => {
    const { user } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracted' });
    await replaceDocumentPages(harness.db, stored.id, [{ pageNumber: 1, text: 'x', source: 'ocr', ocrWords: WORDS }]);
    const { cookie: otherCookie } = await harness.signIn();
    const response = await harness.api({ url: `/api/documents/${stored.id}/pages/1/ocr-words`, cookie: otherCookie });
    expect(response.statusCode).toBe(404);
  });

  it('tells the owner which scanned pages were not read', async () => {
    const { user, cookie } = await harness.signIn();
    const stored = await harness.storeDocument({ owner: user, processingStage: 'extracted' });
    const warning = 'Page 12 is a scanned image and was not read.';
    await updateDocument(harness.db, stored.id, { extractionWarning: warning });
    const detail = (await harness.api({ url: `/api/documents/${stored.id}`, cookie })).json<DocumentDetail>();
    expect(detail.extractionWarning).toBe(warning);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('counts documents per filter, archived ones only as archived, and this month’s usage', async () => {
    const { user, cookie } = await harness.signIn('pro');
    const completed = { status: 'completed', processingStage: null } as const;
    await harness.storeDocument({ owner: user, ...completed, documentType: 'contract' });
    await harness.storeDocument({ owner: user, ...completed, documentType: 'contract' });
    await harness.storeDocument({ owner: user, ...completed, documentType: 'essay' });
    await harness.storeDocument({ owner: user, ...completed, documentType: 'cv' });
    await harness.storeDocument({ owner: user, ...completed, documentType: 'other' });
    await harness.storeDocument({ owner: user, ...completed, documentType: 'essay', isArchived: true });
    await harness.storeDocument({ owner: user, status: 'pending', processingStage: 'extracted' });
    const stranger = await harness.signIn();
    await harness.storeDocument({ owner: stranger.user, documentType: 'essay' });
    for (let count = 0; count < 3; count += 1) await tryCountUsage(harness.db, user.id, 'uploads', 100);
    await tryCountUsage(harness.db, user.id, 'generations', 100);

    const response = await harness.api({ url: '/api/dashboard/stats', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<DashboardStats>()).toEqual({
      total: 6,
      uploaded: 6,
      generated: 0,
      pinned: 0,
      archived: 1,
      essays: 1,
      cvs: 1,
      legal: 2,
      other: 1,
      monthlyUsage: { used: 4, limit: 100, uploads: 3, generations: 1 },
    });
  });

  it('gives the free limit of 1, and null (unlimited) for enterprise', async () => {
    const free = await harness.signIn('free');
    const enterprise = await harness.signIn('enterprise');
    const freeStats = (await harness.api({ url: '/api/dashboard/stats', cookie: free.cookie })).json<DashboardStats>();
    const enterpriseStats = (
      await harness.api({ url: '/api/dashboard/stats', cookie: enterprise.cookie })
    ).json<DashboardStats>();
    expect(freeStats.monthlyUsage).toEqual({ used: 0, limit: 1, uploads: 0, generations: 0 });
    expect(enterpriseStats.monthlyUsage.limit).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    expect((await harness.api({ url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists every document route under the documents tag', async () => {
    const response = await harness.api({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths: Record<string, Record<string, { tags?: string[] }>> = response.json().paths;
    const expected = [
      ['get', '/api/documents'],
      ['get', '/api/documents/{id}'],
      ['get', '/api/documents/{id}/preview'],
      ['get', '/api/documents/{id}/pages/{page}/ocr-words'],
      ['get', '/api/documents/{id}/file'],
      ['post', '/api/documents/{id}/analyze'],
      ['post', '/api/documents/{id}/retry'],
      ['delete', '/api/documents/{id}'],
      ['post', '/api/documents/{id}/delete'],
      ['post', '/api/documents/{id}/archive'],
      ['patch', '/api/documents/{id}/content'],
      ['get', '/api/dashboard/stats'],
    ] as const;
    for (const [method, path] of expected) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['documents']);
    }
  });

  it('describes the list body although the list route serialises it without a zod pass', async () => {
    const document = (await harness.api({ url: '/api/docs/json' })).json();
    const listBody = document.paths['/api/documents'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(listBody.properties)).toEqual(['documents', 'pagination']);
    expect(listBody.properties.documents.items.properties).toHaveProperty('hasAnalysis');
  });
});
