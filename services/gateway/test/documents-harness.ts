import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PlanId } from '@doclens/api';
import { hashSecretToken } from '@doclens/auth';
import {
  type Document,
  insertDocument,
  type NewDocument,
  replaceDocumentPages,
  type User,
  updateUser,
  usagePeriodOf,
} from '@doclens/db';
import { newObjectKey } from '@doclens/storage';
import { createGatewayHarness, type GatewayHarness } from './gateway-harness';

/** Enough of a PDF for routes that only store and return bytes. */
export function smallPdfBytes(label = 'test'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
}

export const CLAIM_COOKIE_NAME = 'doclens_claim';

export function claimCookie(token: string): string {
  return `${CLAIM_COOKIE_NAME}=${token}`;
}

export function newClaimToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SignedInUser {
  user: User;
  cookie: string;
}

export interface StoredDocumentOptions
  extends Partial<Omit<NewDocument, 'analysis' | 'analysisParameters' | 'metadata' | 'storageKey' | 'mimeType'>> {
  owner?: User;
  /** An anonymous upload of the browser holding this claim token. */
  claimToken?: string;
  analysis?: Record<string, unknown> | null;
  analysisParameters?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
  bytes?: Buffer;
  /** Extracted text, one string per page. */
  pages?: string[];
  /** Leaves the object store empty, as if the file had been lost. */
  withoutFile?: boolean;
}

export interface QueuedPipelineJob {
  id: string | undefined;
  name: string;
  data: { documentId: number; attempt: number; requestId: string };
}

export interface DocumentsHarness extends GatewayHarness {
  /** A new user on `plan`, signed in through the real login route. */
  signIn(plan?: PlanId): Promise<SignedInUser>;
  /** Inserts a document row and stores its bytes, as the upload route would have. */
  storeDocument(options: StoredDocumentOptions): Promise<Document>;
  pipelineJobs(queue: 'extraction' | 'analysis'): Promise<QueuedPipelineJob[]>;
}

const JOB_STATES = ['waiting', 'wait', 'delayed', 'prioritized', 'active', 'completed', 'failed'] as const;

export async function createDocumentsHarness(): Promise<DocumentsHarness> {
  const harness = await createGatewayHarness();

  const signIn: DocumentsHarness['signIn'] = async (plan = 'free') => {
    const created = await harness.createUser({ verified: true });
    const user = plan === 'free' ? created.user : await updateUser(harness.db, created.user.id, { plan });
    if (!user) throw new Error('test user vanished');
    return { user, cookie: await harness.login(created.email, created.password) };
  };

  const storeDocument: DocumentsHarness['storeDocument'] = async (options) => {
    const {
      owner,
      claimToken,
      analysis,
      analysisParameters,
      metadata,
      bytes = smallPdfBytes(),
      pages = [],
      withoutFile = false,
      ...columns
    } = options;
    const storageKey = newObjectKey('documents', { extension: 'pdf' });
    if (!withoutFile) {
      await harness.deps.storage.put(storageKey, Readable.from([bytes]), { contentType: 'application/pdf' });
    }
    const originalName = columns.originalName ?? 'document.pdf';
    const document = await insertDocument(harness.db, {
      ownerId: owner?.id ?? null,
      anonymousClaimHash: claimToken ? hashSecretToken(claimToken) : null,
      originalName,
      filename: originalName,
      fileSize: bytes.length,
      status: 'pending',
      processingStage: 'extracting',
      // An owner's upload was counted in the month it was made, as the upload route does.
      usagePeriod: owner ? usagePeriodOf(columns.createdAt ?? new Date()) : null,
      ...columns,
      storageKey,
      mimeType: 'application/pdf',
      analysis: analysis ? JSON.stringify(analysis) : null,
      analysisParameters: analysisParameters ? JSON.stringify(analysisParameters) : null,
      metadata: metadata ? JSON.stringify(metadata) : null,
    });
    if (pages.length > 0) {
      await replaceDocumentPages(
        harness.db,
        document.id,
        pages.map((text, index) => ({ pageNumber: index + 1, text })),
      );
    }
    return document;
  };

  const pipelineJobs: DocumentsHarness['pipelineJobs'] = async (queue) => {
    const jobs = await harness.deps.jobs.queue(queue).getJobs([...JOB_STATES]);
    return jobs
      .filter((job) => job !== undefined)
      .map((job) => ({ id: job.id, name: job.name, data: job.data as QueuedPipelineJob['data'] }));
  };

  return {
    ...harness,
    signIn,
    storeDocument,
    pipelineJobs,
    async dispose() {
      if (harness.deps.redis.status === 'ready') {
        for (const queue of ['extraction', 'analysis'] as const) {
          await harness.deps.jobs
            .queue(queue)
            .obliterate({ force: true })
            .catch(() => undefined);
        }
      }
      await harness.dispose();
    },
  };
}
