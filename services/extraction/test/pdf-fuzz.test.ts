import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DOCUMENT_GAVE_UP_REASON } from '@doclens/api';
import { type Document, insertDocument } from '@doclens/db';
import { extractDocument } from '@doclens/queue';
import { LocalDiskObjectStore, newObjectKey } from '@doclens/storage';
import { FIXTURES_DIR, fixturesPresent, readFixture } from '@doclens/testing/shared-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractionHarness, type ExtractionHarness } from './extraction-harness';
import { FIXTURE } from './fixture-files';
import { MUTATION_KINDS, type PdfSource, pdfVariants } from './pdf-mutations';

/**
 * The damaged fixtures and mutated copies of small real PDFs, each through the real extraction
 * worker: every one must end extracted or failed with a reason the user can act on (the reading
 * time limit included), and the worker must still take jobs afterwards. The durations are reported,
 * not asserted: speed belongs in bench/. By default every kind of mutation meets every
 * source twice; `PDF_FUZZ_SEED=<n>` replays or explores another corpus (the seed in use is
 * printed) and `PDF_FUZZ_VARIANTS=<n>` makes it larger.
 */

const DEFAULT_SEED = 20_261_121;
const SEED = Number(process.env.PDF_FUZZ_SEED ?? DEFAULT_SEED);
/** Every (source, mutation kind) pair twice: 5 × 6 × 2. */
const VARIANT_COUNT = Number(process.env.PDF_FUZZ_VARIANTS ?? 60);
// Generous: a few seconds of two idle cores' time, but the cores are shared with whatever else runs
// (and PDF_FUZZ_VARIANTS may ask for hundreds of files).
const CORPUS_TIMEOUT_MS = 600_000;

/** Small sources (≤ 60 KB), so that each file takes a fraction of a second. */
const SOURCES = [
  'contracts/MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF',
  'contracts/KNOWLABS_INC_08_15_2005-EX-10-INTELLECTUAL_PROPERTY_AGREEMENT.PDF',
  'essays/asap-p1-1.pdf',
  'cvs/DESIGNER-10466583.pdf',
  'pdfs/empty.pdf',
];

/** What the dashboard may say about a PDF that could not be read: each names the fault. */
const SPECIFIC_PDF_REASONS = [
  /^This PDF is damaged and could not be read\. /,
  /^This PDF is password-protected\. /,
  /^No text found in this PDF\. /,
  /^This PDF has \d+ pages; the free plan allows up to 50\. Split it into shorter PDFs/,
  /^This PDF took too long to read\. /,
  /^This PDF needs more memory to read than we allow\. /,
];

interface CorpusEntry {
  label: string;
  bytes: Buffer;
}

interface Ending {
  label: string;
  jobState: string;
  returnvalue: unknown;
  durationMs: number;
  status: string;
  failureReason: string | null;
  pageCount: number | null;
}

function isSpecificReason(reason: string | null): boolean {
  return reason !== null && SPECIFIC_PDF_REASONS.some((pattern) => pattern.test(reason));
}

async function damagedFixtures(): Promise<CorpusEntry[]> {
  const names = (await readdir(join(FIXTURES_DIR, 'pdfs'))).filter((name) => name.endsWith('.pdf'));
  return Promise.all(
    names.sort().map(async (name) => ({ label: `fixture:${name}`, bytes: await readFixture(`pdfs/${name}`) })),
  );
}

describe.skipIf(!fixturesPresent)('PDF fuzz corpus through the extraction worker', () => {
  let harness: ExtractionHarness;
  let store: LocalDiskObjectStore;
  const endings: Ending[] = [];
  let wallTimeMs = 0;

  beforeAll(async () => {
    harness = await createExtractionHarness();
    store = new LocalDiskObjectStore(harness.storageDir);
    await harness.startService();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  async function storeDocument({ label, bytes }: CorpusEntry): Promise<Document> {
    const storageKey = newObjectKey('documents', { extension: 'pdf' });
    await store.put(storageKey, Readable.from([bytes]), { contentType: 'application/pdf' });
    return insertDocument(harness.db, {
      ownerId: null,
      anonymousClaimHash: randomBytes(16).toString('hex'),
      originalName: `${label.replace(/[^\w.-]+/g, '_').slice(0, 150)}.pdf`,
      filename: 'file.pdf',
      storageKey,
      fileSize: bytes.byteLength,
      mimeType: 'application/pdf',
      status: 'pending',
      processingStage: 'extracting',
      processingStartedAt: new Date(),
    });
  }

  /** One attempt only: a job that throws instead of ending with an outcome is a failure of the worker. */
  async function enqueueOnce(document: Document): Promise<string> {
    const payload = { documentId: document.id, attempt: document.pipelineAttempt, requestId: `fuzz-${document.id}` };
    const jobId = extractDocument.jobId(payload);
    await harness.extractionQueue.add(extractDocument.name, payload, { jobId, attempts: 1 });
    return jobId;
  }

  async function endingOf(entry: CorpusEntry, document: Document, jobId: string): Promise<Ending> {
    const finished = await harness.waitForJob(jobId);
    const job = await harness.extractionQueue.getJob(jobId);
    const row = await harness.document(document.id);
    return {
      label: entry.label,
      jobState: finished.state,
      returnvalue: finished.returnvalue,
      durationMs: (job?.finishedOn ?? Number.NaN) - (job?.processedOn ?? Number.NaN),
      status: row.status,
      failureReason: row.failureReason,
      pageCount: row.pageCount,
    };
  }

  it(
    `ends every damaged fixture and ${VARIANT_COUNT} variants extracted or failed with a specific reason`,
    async () => {
      const sources: PdfSource[] = await Promise.all(
        SOURCES.map(async (path) => ({ name: path.split('/').pop() ?? path, bytes: await readFixture(path) })),
      );
      const variants = pdfVariants(sources, VARIANT_COUNT, SEED);
      // However small the corpus, every kind of damage is in it.
      expect(new Set(variants.map((variant) => variant.kind))).toEqual(new Set(MUTATION_KINDS));
      const corpus = [...(await damagedFixtures()), ...variants];
      process.stderr.write(
        `PDF fuzz corpus: seed ${SEED} (PDF_FUZZ_SEED=${SEED} replays it), ${corpus.length} files, mutations ${MUTATION_KINDS.join(', ')}\n`,
      );

      const started = Date.now();
      const queued = [];
      for (const entry of corpus) {
        const document = await storeDocument(entry);
        queued.push({ entry, document, jobId: await enqueueOnce(document) });
      }
      for (const { entry, document, jobId } of queued) {
        // Queued behind all the others: the wait is for the queue.
        endings.push(
          await endingOf(entry, document, jobId).catch((error: Error) => {
            throw new Error(`${entry.label}: ${error.message}`);
          }),
        );
      }
      wallTimeMs = Date.now() - started;

      const count = (predicate: (ending: Ending) => boolean) => endings.filter(predicate).length;
      process.stderr.write(
        `PDF fuzz corpus: ${endings.length} files in ${(wallTimeMs / 1000).toFixed(1)} s; ` +
          `extracted ${count((e) => e.returnvalue === 'extracted')}, failed with a reason ${count((e) => e.returnvalue === 'failed_pdf')}; ` +
          `slowest ${Math.max(...endings.map((e) => e.durationMs))} ms\n`,
      );

      for (const ending of endings) {
        const described = JSON.stringify(ending);
        expect(ending.jobState, described).toBe('completed');
        if (ending.returnvalue === 'extracted') {
          expect(ending, described).toMatchObject({ status: 'pending', failureReason: null });
          expect(ending.pageCount, described).toBeGreaterThan(0);
        } else {
          expect(ending.returnvalue, described).toBe('failed_pdf');
          expect(ending.status, described).toBe('failed');
          expect(ending.failureReason, described).not.toBe(DOCUMENT_GAVE_UP_REASON);
          expect(isSpecificReason(ending.failureReason), described).toBe(true);
        }
      }
      // The fixtures labelled encrypted say so, rather than "damaged".
      for (const name of ['issue6010_1.pdf', 'saslprep-r6.pdf']) {
        expect(endings.find((ending) => ending.label === `fixture:${name}`)?.failureReason).toMatch(
          /password-protected/,
        );
      }
      // The mutations are not all fatal: a corpus that only ever fails would not exercise the readers.
      expect(count((ending) => ending.returnvalue === 'extracted')).toBeGreaterThan(VARIANT_COUNT / 10);
    },
    CORPUS_TIMEOUT_MS,
  );

  it('leaves the worker alive and extracting', async () => {
    expect((await harness.extractionQueue.getWorkers()).length).toBeGreaterThan(0);
    const good = await harness.uploadFixture(FIXTURE.shortContract);
    expect(await harness.waitForJob(await harness.enqueueExtraction(good))).toMatchObject({
      state: 'completed',
      returnvalue: 'extracted',
    });
    expect(await harness.document(good.id)).toMatchObject({ status: 'pending', pageCount: 7 });
  });
});
