import { Writable } from 'node:stream';
import { BULK_FILE_GAVE_UP_REASON } from '@doclens/api';
import { createLogger } from '@doclens/logger';
import { bulkFileJobId, clusterSafePrefix, finishBulkBatch, processBulkFile } from '@doclens/queue';
import { buildTextPdf } from '@doclens/testing/text-pdf';
import { FlowProducer } from 'bullmq';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_FILE_REASON } from '../src/process-bulk-file-handler';
import { type BulkHarness, createBulkHarness } from './bulk-harness';

// Invented contract text: the test needs readable pages, not any particular agreement.
const SUPPLY_AGREEMENT = buildTextPdf([
  [
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made between Northwind Parts Ltd and Harbour Tools LLC.',
    'Effective Date: 1 March 2024.',
    'Either party may terminate this Agreement on thirty days written notice.',
    'This Agreement is governed by the laws of the State of New York.',
  ],
]);
const SERVICES_AGREEMENT = buildTextPdf([
  [
    'SERVICES AGREEMENT',
    'This Services Agreement is made between Lakeside Analytics Inc and Meridian Retail Ltd.',
    'Effective Date: 15 June 2023.',
    'The Supplier shall keep all Confidential Information secret for five years.',
  ],
]);
const NOT_A_PDF = new TextEncoder().encode('these bytes are not a PDF at all');

let harness: BulkHarness;

afterEach(async () => {
  await harness.dispose();
});

describe('a bulk batch through the bulk service', () => {
  beforeEach(async () => {
    harness = await createBulkHarness();
    await harness.startService();
  });

  it('scores every readable PDF, fails the unreadable and the missing file with their reasons, and ranks the batch', async () => {
    const { batch, files } = await harness.createBatch(
      { analysisType: 'ai_summary', extractionParameters: [], summaryParameter: 'termination rights' },
      [
        { name: 'supply.pdf', bytes: SUPPLY_AGREEMENT },
        { name: 'services.pdf', bytes: SERVICES_AGREEMENT },
        { name: 'broken.pdf', bytes: NOT_A_PDF },
        { name: 'missing.pdf', bytes: null },
      ],
    );
    await harness.enqueueBatch(batch, files);

    const ranked = await harness.waitForRankedBatch(batch.id);
    expect(ranked.batch.status).toBe('completed');
    const byName = new Map(ranked.files.map((file) => [file.fileName, file]));
    for (const name of ['supply.pdf', 'services.pdf']) {
      expect(byName.get(name)).toMatchObject({ status: 'completed', pageCount: 1, failureReason: null });
      expect(byName.get(name)?.score).toEqual(expect.any(Number));
    }
    expect([byName.get('supply.pdf')?.ranking, byName.get('services.pdf')?.ranking].sort()).toEqual([1, 2]);
    expect(byName.get('broken.pdf')).toMatchObject({ status: 'failed', ranking: null });
    expect(byName.get('broken.pdf')?.failureReason).toEqual(expect.any(String));
    expect(byName.get('missing.pdf')).toMatchObject({ status: 'failed', failureReason: MISSING_FILE_REASON });
  });

  it('stores a cell for every field asked for, for each file of a data extraction batch', async () => {
    const fields = ['Parties', 'Effective Date', 'Governing Law'];
    const { batch, files } = await harness.createBatch(
      { analysisType: 'data_extraction', extractionParameters: fields, summaryParameter: '' },
      [
        { name: 'supply.pdf', bytes: SUPPLY_AGREEMENT },
        { name: 'services.pdf', bytes: SERVICES_AGREEMENT },
      ],
    );
    await harness.enqueueBatch(batch, files);

    const ranked = await harness.waitForRankedBatch(batch.id);
    expect(ranked.batch.status).toBe('completed');
    expect(ranked.files.map((file) => file.status)).toEqual(['completed', 'completed']);
    expect(ranked.cellCount).toBe(files.length * fields.length);
  });

  it('fails the row of a file job that BullMQ gave up on without running it, and still ranks the batch', async () => {
    const { batch, files } = await harness.createBatch(
      { analysisType: 'ai_summary', extractionParameters: [], summaryParameter: 'termination rights' },
      [
        { name: 'supply.pdf', bytes: SUPPLY_AGREEMENT },
        { name: 'lost.pdf', bytes: SERVICES_AGREEMENT },
      ],
    );
    const [kept, lost] = files;
    if (!kept || !lost) throw new Error('files were not added');
    const requestId = 'test-gave-up';
    // Built by hand: the lost file's job carries a payload the worker refuses before any handler
    // runs, as BullMQ's own give-ups (a stall limit, a killed worker) never reach our code either.
    const flows = new FlowProducer({
      connection: harness.producer.queue('bulk').opts.connection,
      prefix: clusterSafePrefix(harness.config.redis.queuePrefix),
    });
    const childOpts = { attempts: 1, ignoreDependencyOnFailure: true };
    await flows.add({
      name: finishBulkBatch.name,
      queueName: 'bulk',
      data: { bulkUploadId: batch.id, round: 'first', requestId },
      opts: { jobId: finishBulkBatch.jobId({ bulkUploadId: batch.id, round: 'first', requestId }) },
      children: [
        {
          name: processBulkFile.name,
          queueName: 'bulk',
          data: { bulkUploadId: batch.id, fileId: kept.id, attempt: kept.attempt, requestId },
          opts: { ...childOpts, jobId: bulkFileJobId({ fileId: kept.id, attempt: kept.attempt }) },
        },
        {
          name: processBulkFile.name,
          queueName: 'bulk',
          data: { bulkUploadId: batch.id, fileId: lost.id, attempt: 'first' },
          opts: { ...childOpts, jobId: bulkFileJobId({ fileId: lost.id, attempt: lost.attempt }) },
        },
      ],
    });
    await flows.close();

    const ranked = await harness.waitForRankedBatch(batch.id);
    expect(ranked.batch.status).toBe('completed');
    const byName = new Map(ranked.files.map((file) => [file.fileName, file]));
    expect(byName.get('supply.pdf')).toMatchObject({ status: 'completed', ranking: 1 });
    expect(byName.get('lost.pdf')).toMatchObject({ status: 'failed', failureReason: BULK_FILE_GAVE_UP_REASON });
  });
});

describe('the bulk service start-up', () => {
  it('runs as many jobs at once as BULK_CONCURRENCY says, apart from the extraction setting', async () => {
    harness = await createBulkHarness({ BULK_CONCURRENCY: '3', EXTRACTION_CONCURRENCY: '1' });
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    await harness.startService(createLogger({ level: 'info', service: 'bulk', destination }));

    const started = lines.find((line) => line.msg === 'bulk service started');
    expect(started).toMatchObject({ concurrency: 3 });
    expect(lines.find((line) => line.msg === 'worker started')).toMatchObject({ queue: 'bulk', concurrency: 3 });
  });
});
