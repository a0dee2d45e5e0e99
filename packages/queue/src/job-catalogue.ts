import { z } from 'zod';
import { bulkFileJobId } from './bulk-file-job-id';
import { defineJob, type JobDefinition, type RetryPolicy } from './job-definition';
import type { QueueName } from './queue-names';

/** Carried by every job so that its logs join the HTTP request that caused it. */
const requestId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/);

/** What caused a job (a webhook event, a request): part of its id, so each cause runs the job once. */
const cause = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\w.-]+$/);

/**
 * verify_email and reset_password carry a single-use link; account_exists tells the owner of an
 * address that someone tried to register it again (registration never reveals that to the caller).
 */
export const ACCOUNT_EMAIL_KINDS = ['verify_email', 'reset_password', 'account_exists'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/**
 * Sends an account email (verification, password reset, or an account-exists notice). The worker issues the token itself, so no secret
 * ever sits in Redis; a retry issues a fresh token that supersedes the one it replaces.
 */
export const sendAccountEmail = defineJob({
  name: 'send-account-email',
  queue: 'mail',
  payload: z.object({
    userId: z.uuid(),
    kind: z.enum(ACCOUNT_EMAIL_KINDS),
    requestId,
  }),
  retry: { attempts: 6, backoffMs: 2_000 },
  jobId: (payload) => `${payload.kind}-${payload.userId}-${payload.requestId}`,
});

/** Shared by the gateway's form schema, so whatever the form accepts also fits the job. */
export const FEEDBACK_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * Forwards a message from the landing page's feedback form to support. The visitor's text travels
 * in the payload because nothing else stores it; the gateway verified the captcha before queueing.
 */
export const sendFeedbackEmail = defineJob({
  name: 'send-feedback-email',
  queue: 'mail',
  payload: z.object({
    name: z.string().min(1).max(FEEDBACK_LIMITS.name),
    email: z.email().max(FEEDBACK_LIMITS.email),
    subject: z.string().min(1).max(FEEDBACK_LIMITS.subject),
    message: z.string().min(1).max(FEEDBACK_LIMITS.message),
    requestId,
  }),
  retry: { attempts: 6, backoffMs: 2_000 },
  jobId: (payload) => `feedback-${payload.requestId}`,
  personalFields: ['name', 'email', 'subject', 'message'],
});

/**
 * receipt: a checkout was paid; cancellation: the subscription will end at the period end;
 * reactivated: a cancelled subscription was renewed before it ended; renewal_failed: a renewal
 * payment failed and the provider is retrying; plan_ended: the paid plan ended and the account is on
 * the free plan; account_deleted: the account and its data are gone.
 */
export const BILLING_EMAIL_KINDS = [
  'receipt',
  'cancellation',
  'reactivated',
  'renewal_failed',
  'plan_ended',
  'account_deleted',
] as const;
export type BillingEmailKind = (typeof BILLING_EMAIL_KINDS)[number];

/**
 * One email per subscription change. The address travels in the payload because an
 * account_deleted email goes to a user whose row no longer exists.
 */
export const sendBillingEmail = defineJob({
  name: 'send-billing-email',
  queue: 'mail',
  payload: z.object({
    kind: z.enum(BILLING_EMAIL_KINDS),
    to: z.email().max(254),
    name: z.string().max(200),
    plan: z.enum(['free', 'pro', 'enterprise']),
    /** End of the paid period: the access end for a cancellation, the retry deadline otherwise. */
    periodEnd: z.iso.datetime().nullable(),
    /** What caused the email (subscription and change, or the deletion request). */
    cause,
    requestId,
  }),
  retry: { attempts: 6, backoffMs: 2_000 },
  jobId: (payload) => `billing-${payload.kind}-${payload.cause}`,
  personalFields: ['to', 'name'],
});

const documentRun = z.object({
  documentId: z.number().int().positive(),
  /** The document's pipeline attempt: Retry starts a new one, so its jobs get new ids. */
  attempt: z.number().int().positive(),
  requestId,
});

/**
 * A job of a document's pipeline, on the document's current attempt: its id names the attempt, so
 * Retry's new attempt enqueues afresh where the failed attempt's jobs would deduplicate it away.
 */
function documentPipelineJob<Name extends string>(job: {
  name: Name;
  queue: QueueName;
  retry: RetryPolicy;
  idPrefix: string;
}): JobDefinition<Name, typeof documentRun> {
  return defineJob({
    name: job.name,
    queue: job.queue,
    payload: documentRun,
    retry: job.retry,
    jobId: (payload) => `${job.idPrefix}-${payload.documentId}-${payload.attempt}`,
  });
}

/** Extracts a stored PDF's text page by page; enqueues analysis once a type is chosen. */
export const extractDocument = documentPipelineJob({
  name: 'extract-document',
  queue: 'extraction',
  retry: { attempts: 4, backoffMs: 2_000 },
  idPrefix: 'extract',
});

/** Runs the analysis engine on an extracted document and stores the result. */
export const analyzeDocument = documentPipelineJob({
  name: 'analyze-document',
  queue: 'analysis',
  retry: { attempts: 4, backoffMs: 3_000 },
  idPrefix: 'analyze',
});

/** Answers one question about a document (Ask AI) and stores the verified answer. */
export const answerQuestion = defineJob({
  name: 'answer-question',
  queue: 'analysis',
  payload: z.object({ questionId: z.uuid(), requestId }),
  retry: { attempts: 3, backoffMs: 1_000 },
  jobId: (payload) => `answer-${payload.questionId}`,
});

/**
 * Re-enqueues pipeline work that Postgres shows unfinished but no queue holds, fails documents
 * past their deadline and purges expired sessions. Scheduled by the reconciler service on a fixed interval.
 */
export const reconcilePipeline = defineJob({
  name: 'reconcile-pipeline',
  queue: 'maintenance',
  payload: z.object({ requestId }),
  retry: { attempts: 1, backoffMs: 1_000 },
  jobId: (payload) => `reconcile-${payload.requestId}`,
});

/** Writes a requested generated document from its template; the row goes generating → draft (or failed). */
export const generateDocument = defineJob({
  name: 'generate-document',
  queue: 'generation',
  payload: z.object({ generatedDocumentId: z.number().int().positive(), requestId }),
  retry: { attempts: 3, backoffMs: 2_000 },
  jobId: (payload) => `generate-${payload.generatedDocumentId}`,
});

/** A key of the object store, as `newObjectKey` makes them; the store refuses any other. */
const objectKey = z.string().min(1).max(200);

/**
 * Renders one PDF export (POST /api/generate-pdf) in the generation service: the gateway stores the
 * editor's HTML under `inputKey`, the worker writes the PDF under `outputKey`, and the gateway,
 * waiting on the job, sends it and deletes both. Rendering is deterministic, so a failure is not
 * retried: the user is waiting and hears why.
 */
export const exportGeneratedPdf = defineJob({
  name: 'export-generated-pdf',
  queue: 'generation',
  payload: z.object({
    exportId: z.uuid(),
    title: z.string().max(200),
    inputKey: objectKey,
    outputKey: objectKey,
    requestId,
  }),
  retry: { attempts: 1, backoffMs: 1_000 },
  jobId: (payload) => `export-pdf-${payload.exportId}`,
});

/**
 * Starts the failure reason of a job the gateway waits on (export-generated-pdf,
 * analyze-generated-document, find-document-parties) when the document itself caused it (a limit it passed); the rest of
 * the reason is a sentence for the user. Any other failure is the service's.
 */
export const REFUSED_JOB_REASON_PREFIX = 'refused: ';

/**
 * Analyzes a generated contract's current text from the role its owner picked ("Analyze" in the
 * editor) and stores the result on the document; the gateway waits on the job. The user is
 * waiting, so a failure is not retried: they hear why and may press Analyze again.
 */
export const analyzeGeneratedDocument = defineJob({
  name: 'analyze-generated-document',
  queue: 'generation',
  payload: z.object({
    analysisId: z.uuid(),
    generatedDocumentId: z.number().int().positive(),
    ownerId: z.uuid(),
    role: z.string().min(1).max(100),
    requestId,
  }),
  retry: { attempts: 1, backoffMs: 1_000 },
  jobId: (payload) => `analyze-generated-${payload.analysisId}`,
});

/** How long the worker lets one draft analysis run; the gateway waits a little longer. */
export const DRAFT_ANALYSIS_TIME_LIMIT_MS = 60_000;

/**
 * Finds the parties an extracted document names ("Which party are you?") in the generation
 * service, so the gateway never runs the engine on a request. The parties come back as the job's
 * return value; the gateway, waiting on the job, removes it once read, since they name people and
 * companies. A lookup is cheap to repeat, so a failure is not retried: the user is waiting.
 */
export const findDocumentParties = defineJob({
  name: 'find-document-parties',
  queue: 'generation',
  payload: z.object({ lookupId: z.uuid(), documentId: z.number().int().positive(), requestId }),
  retry: { attempts: 1, backoffMs: 1_000 },
  jobId: (payload) => `parties-${payload.documentId}-${payload.lookupId}`,
});

/** How long the worker lets one party lookup run; the gateway waits a little longer. */
export const PARTY_LOOKUP_TIME_LIMIT_MS = 20_000;

/**
 * Re-reads one subscription from the payments provider and writes its state to the user: the one
 * code path for checkouts, webhooks, cancellations, renewals and expiry, so duplicate, concurrent
 * and out-of-order events all end in the provider's state.
 */
export const syncSubscription = defineJob({
  name: 'sync-subscription',
  queue: 'billing',
  payload: z.object({
    subscriptionId: z.string().min(1).max(255),
    /** The webhook event or request that caused the sync. */
    cause,
    requestId,
  }),
  retry: { attempts: 8, backoffMs: 2_000 },
  jobId: (payload) => `sync-${payload.subscriptionId}-${payload.cause}`,
});

/** Renews or ends the local test provider's subscriptions whose period is over. */
export const sweepLocalSubscriptions = defineJob({
  name: 'sweep-local-subscriptions',
  queue: 'billing',
  payload: z.object({ requestId }),
  retry: { attempts: 1, backoffMs: 1_000 },
  jobId: (payload) => `sweep-local-${payload.requestId}`,
});

/**
 * One file of a bulk batch: text extraction, then the batch's fields or its criterion. A child of
 * the batch's `finish-bulk-batch` job in a BullMQ flow; `attempt` is the file's, bumped by a retry.
 */
export const processBulkFile = defineJob({
  name: 'process-bulk-file',
  queue: 'bulk',
  payload: z.object({
    bulkUploadId: z.number().int().positive(),
    fileId: z.number().int().positive(),
    attempt: z.number().int().positive(),
    requestId,
  }),
  retry: { attempts: 3, backoffMs: 2_000 },
  jobId: bulkFileJobId,
});

/**
 * The parent of a batch's file jobs: runs once they have all finished (failed ones included) and
 * ranks the batch from Postgres, which any number of runs may do. `round` tells apart the first
 * run of the batch from the runs after a file's retry.
 */
export const finishBulkBatch = defineJob({
  name: 'finish-bulk-batch',
  queue: 'bulk',
  payload: z.object({
    bulkUploadId: z.number().int().positive(),
    round: z.string().regex(/^[\w.-]{1,100}$/),
    requestId,
  }),
  retry: { attempts: 5, backoffMs: 1_000 },
  jobId: (payload) => `bulk-batch-${payload.bulkUploadId}-${payload.round}`,
});

/** The whole catalogue: a worker refuses to start unless it handles every job of its queue. */
export const jobCatalogue = [
  sendAccountEmail,
  sendFeedbackEmail,
  sendBillingEmail,
  extractDocument,
  analyzeDocument,
  answerQuestion,
  reconcilePipeline,
  generateDocument,
  exportGeneratedPdf,
  analyzeGeneratedDocument,
  findDocumentParties,
  syncSubscription,
  sweepLocalSubscriptions,
  processBulkFile,
  finishBulkBatch,
] as const satisfies readonly JobDefinition[];

export function jobsOfQueue(queue: QueueName): JobDefinition[] {
  return jobCatalogue.filter((definition) => definition.queue === queue);
}
