import {
  type BulkUpload,
  type Document,
  findDocumentById,
  type GeneratedDocument,
  insertBulkUpload,
  insertGeneratedDocument,
} from '@doclens/db';
import { startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger } from '@doclens/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimCookie, createDocumentsHarness, type DocumentsHarness, newClaimToken } from './documents-harness';
import { contractAnalysis } from './documents-sample-analyses';

/**
 * Every route whose path holds a `:param` is walked from the app's own route table, so a route
 * added later is checked without anyone remembering to list it here. Another user, another
 * browser and a signed-out client must learn nothing about A's document: the answer is 404
 * (or 401 to a caller who is nobody), before any body is looked at.
 */

const A_FILENAME = 'A-private-lease-7f3c.pdf';
const A_SUMMARY = 'A-only summary: rent rises 9% a year';
const A_CONTENT = 'A-only edited content';
const A_TEXT = 'A-only page text about the deposit';
const A_GENERATED_TITLE = 'A-only generated NDA 5d1e';
const A_GENERATED_HTML = '<p>A-only generated clause 91b2</p>';
const A_BULK_NAME = 'A-only bulk batch 3e9c';
const A_MARKERS = [
  A_FILENAME,
  A_SUMMARY,
  A_CONTENT,
  A_TEXT,
  contractAnalysis.keyFindings[0]?.title ?? '',
  A_GENERATED_TITLE,
  'A-only generated clause 91b2',
  A_BULK_NAME,
];

/** Routes of the document API known when this test was written; the table must hold at least these. */
const KNOWN_ID_ROUTES = [
  'GET /api/documents/:id',
  'GET /api/documents/:id/preview',
  'GET /api/documents/:id/file',
  'POST /api/documents/:id/analyze',
  'POST /api/documents/:id/retry',
  'DELETE /api/documents/:id',
  'POST /api/documents/:id/delete',
  'POST /api/documents/:id/archive',
  'PATCH /api/documents/:id/content',
  'GET /api/documents/:id/parties',
  'GET /api/documents/:id/questions',
  'POST /api/documents/:id/ask',
  'GET /api/documents/:id/ignored-writing-rules',
  'PUT /api/documents/:id/ignored-writing-rules/:ruleId',
  'DELETE /api/documents/:id/ignored-writing-rules/:ruleId',
  'GET /api/generated-documents/:id',
  'PATCH /api/generated-documents/:id',
  'POST /api/generated-documents/:id/archive',
  'POST /api/generated-documents/:id/analyze',
  'GET /api/generated-documents/:id/questions',
  'POST /api/generated-documents/:id/ask',
  'GET /api/generated-documents/:id/collaboration',
  'GET /api/generated-documents/:id/shares',
  'POST /api/generated-documents/:id/shares',
  'DELETE /api/generated-documents/:id/shares/:userId',
  'GET /api/bulk-uploads/:id',
  'GET /api/bulk-uploads/:id/export',
  'POST /api/bulk-uploads/:id/files',
  'POST /api/bulk-uploads/:id/files/:fileId/retry',
  'GET /api/bulk-uploads/:id/files/:fileId/file',
  'DELETE /api/bulk-uploads/:id',
];

/** A body every write route would accept from its owner; zod drops the fields a route does not use. */
const PLAUSIBLE_BODY = {
  documentType: 'contract',
  analysisParameters: { role: 'tenant' },
  content: 'overwritten by someone else',
  question: 'What is the notice period?',
  title: 'Renamed',
  generatedContent: '<p>overwritten by someone else</p>',
  role: 'client',
};

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let harness: DocumentsHarness;
let documentOfA: Document;
let generatedOfA: GeneratedDocument;
let bulkOfA: BulkUpload;
let cookieOfA: string;
let cookieOfB: string;
// Some reads (a document's parties) are answered by the generation service's jobs.
let generationWorker: RunningService;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  generationWorker = await startGenerationService(harness.config, createTestLogger());
  const a = await harness.signIn('pro');
  const b = await harness.signIn('enterprise');
  cookieOfA = a.cookie;
  cookieOfB = b.cookie;
  documentOfA = await harness.storeDocument({
    owner: a.user,
    originalName: A_FILENAME,
    status: 'completed',
    processingStage: null,
    documentType: 'contract',
    analysisParameters: { role: 'tenant' },
    analysis: { ...contractAnalysis, summary: [A_SUMMARY] },
    content: A_CONTENT,
    pages: [A_TEXT],
    riskLevel: 'high',
    processingTimeMs: 1200,
  });
  generatedOfA = await insertGeneratedDocument(harness.db, {
    ownerId: a.user.id,
    title: A_GENERATED_TITLE,
    documentType: 'Non-Disclosure Agreement',
    templateId: 'nda',
    parameters: {},
    generatedContent: A_GENERATED_HTML,
    countedAt: null,
  });
  bulkOfA = await insertBulkUpload(harness.db, {
    ownerId: a.user.id,
    name: A_BULK_NAME,
    analysisType: 'data_extraction',
    extractionParameters: ['Parties'],
    summaryParameter: '',
    sortBy: 'score',
    sortOrder: 'desc',
  });
});

afterAll(async () => {
  await generationWorker?.stop();
  await harness?.dispose();
});

function idRoutes(): { method: Method; url: string }[] {
  return (
    harness.app.routeTable
      // Admin routes refuse every non-admin before looking at the id: admin-api.test.ts walks them.
      .filter((route) => /\/:\w+/.test(route.url) && !route.url.startsWith('/api/admin/'))
      .map((route) => ({ method: route.method as Method, url: route.url }))
  );
}

function pathFor(url: string, id: number): string {
  return url.replace(/:\w+/g, String(id));
}

/** A's own record behind a route: the generated document for the generated-document routes. */
function idOfA(url: string): number {
  if (url.startsWith('/api/bulk-uploads/')) return bulkOfA.id;
  return url.startsWith('/api/generated-documents/') ? generatedOfA.id : documentOfA.id;
}

function expectNothingOfA(response: LightMyRequestResponse, label: string): void {
  for (const marker of A_MARKERS) expect(response.body, `${label} leaks "${marker}"`).not.toContain(marker);
}

describe('the route table', () => {
  it('holds every document route known today', async () => {
    await harness.app.ready();
    const listed = idRoutes().map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(expect.arrayContaining(KNOWN_ID_ROUTES));
  });
});

describe('another user, another browser, or nobody', () => {
  it('gets 404 (401 when nobody) from every :id route, whatever the body, and no byte of A’s data', async () => {
    await harness.app.ready();
    const callers = [
      { who: 'user B', cookie: cookieOfB, allowed: [404] },
      { who: 'another anonymous browser', cookie: claimCookie(newClaimToken()), allowed: [401, 404] },
      { who: 'a signed-out client', cookie: undefined, allowed: [401, 404] },
    ];
    for (const { method, url } of idRoutes()) {
      const path = pathFor(url, idOfA(url));
      const bodies = method === 'GET' || method === 'HEAD' ? [undefined] : [PLAUSIBLE_BODY, undefined];
      for (const { who, cookie, allowed } of callers) {
        for (const body of bodies) {
          const label = `${who}: ${method} ${path} ${body ? 'with a body' : 'without a body'}`;
          const response = await harness.api({ method: method as 'GET', url: path, cookie, body });
          expect(allowed, `${label} answered ${response.statusCode} ${response.body}`).toContain(response.statusCode);
          expectNothingOfA(response, label);
        }
      }
    }
  });

  it('changed nothing: A’s document, its content, state and file are as they were', async () => {
    const row = await findDocumentById(harness.db, documentOfA.id);
    expect(row).toMatchObject({
      status: 'completed',
      content: A_CONTENT,
      isArchived: false,
      documentType: 'contract',
      pipelineAttempt: documentOfA.pipelineAttempt,
    });
    expect(await harness.deps.storage.head(documentOfA.storageKey)).toBeDefined();
    const generated = await harness.db
      .selectFrom('generatedDocuments')
      .selectAll()
      .where('id', '=', generatedOfA.id)
      .executeTakeFirstOrThrow();
    expect(generated).toMatchObject({
      title: A_GENERATED_TITLE,
      generatedContent: A_GENERATED_HTML,
      isArchived: false,
    });
    expect(generated.analysis).toBeNull();
    const bulk = await harness.db.selectFrom('bulkUploads').selectAll().where('id', '=', bulkOfA.id).executeTakeFirst();
    expect(bulk).toMatchObject({ name: A_BULK_NAME, status: 'pending' });
  });
});

describe('an id past the integer range', () => {
  it('is a 404 on every :id route for any caller, never a 500', async () => {
    await harness.app.ready();
    const callers = [
      { who: 'the signed-in owner', cookie: cookieOfA },
      { who: 'an anonymous browser', cookie: claimCookie(newClaimToken()) },
      { who: 'a signed-out client', cookie: undefined },
    ];
    for (const { method, url } of idRoutes()) {
      for (const id of ['2147483648', '99999999999999999999999', '1e400']) {
        const path = url.replace(/:\w+/g, id);
        const body = method === 'GET' || method === 'HEAD' ? undefined : PLAUSIBLE_BODY;
        for (const { who, cookie } of callers) {
          const response = await harness.api({ method: method as 'GET', url: path, cookie, body });
          expect(response.statusCode, `${who}: ${method} ${path} answered ${response.body}`).toBe(404);
        }
      }
    }
  });
});

describe('the owner', () => {
  it('reads their document through every GET :id route of the document API', async () => {
    const reads = idRoutes().filter((route) => route.method === 'GET' && route.url.startsWith('/api/documents/:id'));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const { url } of reads) {
      const response = await harness.api({ url: pathFor(url, documentOfA.id), cookie: cookieOfA });
      expect(response.statusCode, `GET ${url} answered ${response.statusCode} ${response.body}`).toBeLessThan(300);
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
    }
  });
});

describe('deleting an account', () => {
  it('is refused to another browser and to nobody, and only ever deletes the caller', async () => {
    const body = { reason: 'Other', additionalComments: '' };
    for (const cookie of [claimCookie(newClaimToken()), undefined]) {
      const response = await harness.api({ method: 'DELETE', url: '/api/delete-account-with-feedback', cookie, body });
      expect(response.statusCode).toBe(401);
    }
    const c = await harness.signIn('free');
    const deleted = await harness.api({
      method: 'DELETE',
      url: '/api/delete-account-with-feedback',
      cookie: c.cookie,
      body: { ...body, userId: documentOfA.ownerId },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await harness.api({ url: '/api/auth/user', cookie: cookieOfA })).statusCode).toBe(200);
    expect(await findDocumentById(harness.db, documentOfA.id)).toBeDefined();
    expect(await harness.deps.storage.head(documentOfA.storageKey)).toBeDefined();
  });
});
