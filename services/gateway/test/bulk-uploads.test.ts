import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BULK_INVALID_FILES_MESSAGE, BULK_LIMITS, BULK_PLAN_MESSAGE, type BulkUploadDetail } from '@doclens/api';
import { startBulkService } from '@doclens/bulk';
import { addBulkFiles } from '@doclens/db';
import { finishBulkBatch, processBulkFile } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { newObjectKey } from '@doclens/storage';
import { createTestLogger, waitFor } from '@doclens/testing';
import { fixturesPresent, readFixture } from '@doclens/testing/shared-fixtures';
import { readShippedContract } from '@doclens/testing/shipped-documents';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUploadHarness,
  type MultipartFile,
  multipartBody,
  pdfLikeBytes,
  type UploadHarness,
} from './upload-harness';

const NURSE_CV = 'cvs/HEALTHCARE-10062724.pdf';
const CHEF_CV = 'cvs/CHEF-10001727.pdf';

let harness: UploadHarness;
let bulk: RunningService;
let enterpriseCookie: string;

beforeAll(async () => {
  harness = await createUploadHarness();
  bulk = await startBulkService(harness.config, createTestLogger());
  enterpriseCookie = (await harness.signedInUser('enterprise')).cookie;
});

afterAll(async () => {
  await bulk?.stop();
  await harness?.dispose();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, body?: unknown) {
  return harness.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body as object } : {}) });
}

async function createBatch(body: Record<string, unknown>, cookie = enterpriseCookie): Promise<number> {
  const response = await call('POST', '/api/bulk-uploads', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

function sendFiles(id: number, files: MultipartFile[], cookie = enterpriseCookie): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(files.map((file) => ({ file: { fieldName: 'files', ...file } })));
  return harness.app.inject({
    method: 'POST',
    url: `/api/bulk-uploads/${id}/files`,
    payload,
    headers: { cookie, 'content-type': contentType },
  });
}

async function detail(id: number): Promise<BulkUploadDetail> {
  const response = await call('GET', `/api/bulk-uploads/${id}`, enterpriseCookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BulkUploadDetail>();
}

function finished(id: number): Promise<BulkUploadDetail> {
  return waitFor(
    `bulk upload ${id} to complete`,
    async () => {
      const current = await detail(id);
      return current.status === 'completed' ? current : undefined;
    },
    { timeoutMs: 25_000, intervalMs: 200 },
  );
}

describe('who may use bulk analysis', () => {
  it('refuses every plan but enterprise, on the server', async () => {
    const pro = await harness.signedInUser('pro');
    const refused = await call('POST', '/api/bulk-uploads', pro.cookie, {
      name: 'x',
      analysisType: 'ai_summary',
      summaryParameter: 'y',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: BULK_PLAN_MESSAGE });
    expect((await call('GET', '/api/bulk-uploads', pro.cookie)).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: '/api/bulk-uploads' })).statusCode).toBe(401);
  });

  it('requires a name and drops empty parameter rows', async () => {
    const unnamed = await call('POST', '/api/bulk-uploads', enterpriseCookie, {
      name: ' ',
      analysisType: 'data_extraction',
      extractionParameters: ['Parties'],
    });
    expect(unnamed.statusCode).toBe(400);
    const id = await createBatch({
      name: 'Rows',
      analysisType: 'data_extraction',
      extractionParameters: ['', 'Parties', '  '],
    });
    expect((await detail(id)).extractionParameters).toEqual(['Parties']);
  });
});

describe('the files of a batch', () => {
  it("refuses 51 files with the spec's message, and stores none of them", async () => {
    const id = await createBatch({
      name: 'Too many',
      analysisType: 'data_extraction',
      extractionParameters: ['Parties'],
    });
    const files = Array.from({ length: 51 }, (_, index) => ({ name: `f${index}.pdf`, bytes: pdfLikeBytes(2_000) }));
    const response = await sendFiles(id, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BULK_INVALID_FILES_MESSAGE });
    expect((await detail(id)).totalFiles).toBe(0);
    expect(await harness.storedObjectKeys()).toEqual([]);
  });

  it('refuses a batch with one non-PDF among PDFs', async () => {
    const id = await createBatch({ name: 'Mixed', analysisType: 'data_extraction', extractionParameters: ['Parties'] });
    const response = await sendFiles(id, [
      { name: 'a.pdf', bytes: pdfLikeBytes(3_000) },
      { name: 'notes.pdf', bytes: Buffer.from('just some text, not a PDF') },
      { name: 'b.pdf', bytes: pdfLikeBytes(3_000) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BULK_INVALID_FILES_MESSAGE });
    expect((await detail(id)).totalFiles).toBe(0);
    expect(await harness.storedObjectKeys()).toEqual([]);
  });
});

describe('a batch of real PDFs', () => {
  // The CVs are not ours to ship: this one needs ../shared/fixtures.
  it.skipIf(!fixturesPresent)(
    'ranks CVs against a job description; a damaged PDF ends as a failed row; one file is retried alone',
    async () => {
      const id = await createBatch({
        name: 'Nurses',
        analysisType: 'ai_summary',
        summaryParameter: 'Registered Nurse: patient care, medication administration, charting, 3 years of experience',
      });
      const sent = await sendFiles(id, [
        { name: 'chef.pdf', bytes: await readFixture(CHEF_CV) },
        { name: 'damaged.pdf', bytes: pdfLikeBytes(4_000) },
        { name: 'nurse.pdf', bytes: await readFixture(NURSE_CV) },
      ]);
      expect(sent.statusCode, sent.body).toBe(201);
      const done = await finished(id);
      expect(done).toMatchObject({ totalFiles: 3, processedFiles: 3, failedFiles: 1 });
      expect(done.documents.find((file) => file.fileName === 'damaged.pdf')).toMatchObject({
        status: 'failed',
        failureReason: expect.any(String),
      });
      expect(done.summaryResults.map((result) => result.fileName)).toEqual(['nurse.pdf', 'chef.pdf']);
      expect(done.summaryResults[0]).toMatchObject({ ranking: 1 });
      expect(done.summaryResults[0]?.keyPoints.some((point) => point.citation !== null)).toBe(true);

      // The damaged file's bytes are replaced by a readable PDF under the same key, then retried alone.
      const damaged = done.documents.find((file) => file.fileName === 'damaged.pdf');
      const key = (
        await harness.db
          .selectFrom('bulkUploadFiles')
          .select('storageKey')
          .where('id', '=', damaged?.id ?? 0)
          .executeTakeFirstOrThrow()
      ).storageKey;
      if (harness.config.storage.driver !== 'local') throw new Error('expects the local storage driver');
      await writeFile(join(harness.config.storage.dir, key), await readFixture(NURSE_CV));
      const retried = await call('POST', `/api/bulk-uploads/${id}/files/${damaged?.id}/retry`, enterpriseCookie);
      expect(retried.statusCode, retried.body).toBe(200);
      const again = await finished(id);
      expect(again).toMatchObject({ processedFiles: 3, failedFiles: 0 });
      expect(again.summaryResults).toHaveLength(3);
      const completedRetry = await call('POST', `/api/bulk-uploads/${id}/files/${damaged?.id}/retry`, enterpriseCookie);
      expect(completedRetry.statusCode).toBe(409);
    },
  );

  it('extracts a table with citations, exports it as CSV and XLSX, and deletes it with its files', async () => {
    const id = await createBatch({
      name: 'Contracts',
      analysisType: 'data_extraction',
      extractionParameters: ['Parties', 'Governing Law', 'Favourite colour'],
    });
    const sent = await sendFiles(id, [{ name: 'endorsement.pdf', bytes: await readShippedContract('endorsement') }]);
    expect(sent.statusCode, sent.body).toBe(201);
    const done = await finished(id);
    const [row] = done.extractedData;
    expect(row?.values['Governing Law']).toMatch(/Ohio/);
    expect(row?.cells[1]?.citation?.quote).toMatch(/governed/i);
    expect(row?.cells[2]).toEqual({ field: 'Favourite colour', value: '', citation: null, confidence: 0 });

    // A value that a spreadsheet would run as a formula is escaped in both exports.
    await harness.db
      .updateTable('bulkCells')
      .set({ value: '=HYPERLINK("http://x")' })
      .where('field', '=', 'Parties')
      .execute();
    const csv = await call('GET', `/api/bulk-uploads/${id}/export?format=csv`, enterpriseCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    // Named as the spreadsheet it is, so the user's computer opens it with the right program.
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="Contracts.csv"; filename*=UTF-8''Contracts.csv`,
    );
    const [header, line] = csv.body.replace(/^\ufeff/, '').split(/\r?\n/);
    expect(header).toBe(
      'File,Parties,Parties (page),Parties (quote),Governing Law,Governing Law (page),Governing Law (quote),Favourite colour,Favourite colour (page),Favourite colour (quote)',
    );
    expect(line).toContain(`endorsement.pdf,"'=HYPERLINK(""http://x"")"`);

    const xlsx = await call('GET', `/api/bulk-uploads/${id}/export?format=xlsx`, enterpriseCookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="Contracts.xlsx"; filename*=UTF-8''Contracts.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Results');
    expect(sheet?.getRow(1).getCell(5).value).toBe('Governing Law');
    expect(sheet?.getRow(2).getCell(1).value).toBe('endorsement.pdf');
    expect(sheet?.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://x")`);
    expect(String(sheet?.getRow(2).getCell(5).value)).toMatch(/Ohio/);
    expect(typeof sheet?.getRow(2).getCell(6).value).toBe('number');

    const keys = await harness.storedObjectKeys();
    expect((await call('DELETE', `/api/bulk-uploads/${id}`, enterpriseCookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/bulk-uploads/${id}`, enterpriseCookie)).statusCode).toBe(404);
    expect(await harness.db.selectFrom('bulkUploadFiles').where('bulkUploadId', '=', id).selectAll().execute()).toEqual(
      [],
    );
    expect((await harness.storedObjectKeys()).length).toBe(keys.length - 1);
  });
});

describe("another user's file", () => {
  it('is not reached through one’s own batch: its PDF and its retry answer 404', async () => {
    const ownerBatch = await createBatch({
      name: 'Owner',
      analysisType: 'data_extraction',
      extractionParameters: ['x'],
    });
    const sent = await sendFiles(ownerBatch, [
      { name: 'owners-lease.pdf', bytes: await readShippedContract('endorsement') },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const fileOfOwner = sent.json<BulkUploadDetail>().documents[0]?.id;
    await finished(ownerBatch);

    const other = await harness.signedInUser('enterprise');
    const otherBatch = await createBatch(
      { name: 'Other', analysisType: 'data_extraction', extractionParameters: ['x'] },
      other.cookie,
    );
    for (const batch of [otherBatch, ownerBatch]) {
      const file = await call('GET', `/api/bulk-uploads/${batch}/files/${fileOfOwner}/file`, other.cookie);
      expect(file.statusCode, `batch ${batch}: ${file.body.slice(0, 80)}`).toBe(404);
      const retry = await call('POST', `/api/bulk-uploads/${batch}/files/${fileOfOwner}/retry`, other.cookie);
      expect(retry.statusCode, `batch ${batch}: ${retry.body}`).toBe(404);
    }
    const own = await call('GET', `/api/bulk-uploads/${ownerBatch}/files/${fileOfOwner}/file`, enterpriseCookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a file job that fails on every attempt', () => {
  it('does not hold the batch: the row says why and the other files complete', async () => {
    if (harness.config.storage.driver !== 'local') throw new Error('expects the local storage driver');
    const id = await createBatch({
      name: 'Unreadable store',
      analysisType: 'data_extraction',
      extractionParameters: ['Governing Law'],
    });
    // A directory where the object should be: the store opens it, and every read of it fails.
    const unreadable = newObjectKey('documents', { extension: 'pdf' });
    const readable = newObjectKey('documents', { extension: 'pdf' });
    await mkdir(join(harness.config.storage.dir, unreadable), { recursive: true });
    await writeFile(join(harness.config.storage.dir, readable), await readShippedContract('endorsement'));
    const files = await addBulkFiles(
      harness.db,
      id,
      [
        { fileName: 'unreadable.pdf', storageKey: unreadable, size: 1 },
        { fileName: 'readable.pdf', storageKey: readable, size: 1 },
      ],
      BULK_LIMITS.maxFiles,
    );
    if (!files) throw new Error('the files were not added');
    await harness.deps.jobs.enqueueFlow(
      { definition: finishBulkBatch, payload: { bulkUploadId: id, round: 'test', requestId: 'bulk-test' } },
      files.map((file) => ({
        definition: processBulkFile,
        payload: { bulkUploadId: id, fileId: file.id, attempt: 1, requestId: 'bulk-test' },
      })),
    );
    const done = await finished(id);
    expect(done).toMatchObject({ processedFiles: 2, failedFiles: 1 });
    expect(done.documents.find((file) => file.fileName === 'unreadable.pdf')).toMatchObject({
      status: 'failed',
      failureReason: 'We could not process this file. Use Retry to process it again.',
    });
    expect(done.extractedData.map((row) => row.fileName)).toEqual(['readable.pdf']);
  });
});
