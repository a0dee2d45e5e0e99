import { type Kysely, sql } from 'kysely';
import type { Database, Document } from '../schema';

type Executor = Kysely<Database>;

export interface DocumentPageRequest {
  limit: number;
  offset: number;
}

/** What a list shows of a document: everything but the analysis, the edited content and metadata. */
export const DOCUMENT_SUMMARY_COLUMNS = [
  'id',
  'status',
  'processingStage',
  // Names the document's current pipeline job, whose progress a list shows.
  'pipelineAttempt',
  'originalName',
  'filename',
  'createdAt',
  'fileSize',
  'pageCount',
  'processingTimeMs',
  'documentType',
  'analysisParameters',
  'riskLevel',
  'overallGrade',
  'overallScore',
  'failureReason',
  'failureRetryable',
  'isArchived',
] as const satisfies ReadonlyArray<keyof Document>;

export type DocumentSummary = Pick<Document, (typeof DOCUMENT_SUMMARY_COLUMNS)[number]> & { hasAnalysis: boolean };

/** The summary of a document already read in full. */
export function summaryOfDocument(document: Document): DocumentSummary {
  return { ...document, hasAnalysis: document.analysis !== null };
}

export interface DocumentPageOfOwner {
  documents: DocumentSummary[];
  total: number;
}

/**
 * One page of a user's documents, newest first, with the number of all of them. Analyses stay in
 * the database: a list of a thousand documents would otherwise carry megabytes of JSON. The count
 * rides on the page's rows as a window, so a list costs one round trip; only a page past the end
 * (no rows to carry it) asks for the count on its own.
 */
export async function listDocumentsOfOwner(
  db: Executor,
  ownerId: string,
  { limit, offset }: DocumentPageRequest,
): Promise<DocumentPageOfOwner> {
  const rows = await db
    .selectFrom('documents')
    .select([
      ...DOCUMENT_SUMMARY_COLUMNS,
      sql<boolean>`analysis is not null`.as('hasAnalysis'),
      sql<number>`(count(*) over ())::int`.as('totalOfOwner'),
    ])
    .where('ownerId', '=', ownerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const documents = rows.map(({ totalOfOwner: _, ...summary }) => summary);
  const total = rows[0]?.totalOfOwner ?? (offset === 0 ? 0 : await countDocumentsOfOwner(db, ownerId));
  return { documents, total };
}

async function countDocumentsOfOwner(db: Executor, ownerId: string): Promise<number> {
  const counted = await db
    .selectFrom('documents')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return counted.total;
}

/** How a user's documents divide up; archived ones are counted apart and in no other group. */
export interface OwnerDocumentTally {
  active: number;
  archived: number;
  essays: number;
  cvs: number;
  contracts: number;
  other: number;
}

export async function tallyDocumentsOfOwner(db: Executor, ownerId: string): Promise<OwnerDocumentTally> {
  const activeOfType = (type: string) =>
    sql<number>`(count(*) filter (where not is_archived and document_type = ${type}))::int`;
  return db
    .selectFrom('documents')
    .select([
      sql<number>`(count(*) filter (where not is_archived))::int`.as('active'),
      sql<number>`(count(*) filter (where is_archived))::int`.as('archived'),
      activeOfType('essay').as('essays'),
      activeOfType('cv').as('cvs'),
      activeOfType('contract').as('contracts'),
      activeOfType('other').as('other'),
    ])
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
}
