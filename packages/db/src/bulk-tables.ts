import type { BulkFileStatus, BulkUploadStatus } from '@doclens/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Table types of bulk analysis (migration 0009), mirrored by the migrations. */

/** A batch of bulk analysis: what to extract or judge, and how to order the ranking. */
export interface BulkUploadsTable {
  id: Generated<number>;
  ownerId: string;
  name: string;
  analysisType: 'data_extraction' | 'ai_summary';
  extractionParameters: ColumnType<string[], string, string>;
  summaryParameter: Generated<string>;
  sortBy: Generated<string>;
  sortOrder: Generated<'asc' | 'desc'>;
  status: Generated<BulkUploadStatus>;
  /** When the ranking was last computed from the files' rows. */
  rankedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One PDF of a batch; `attempt` grows with each retry so that the retry's job id is new. */
export interface BulkUploadFilesTable {
  id: Generated<number>;
  bulkUploadId: number;
  fileName: string;
  storageKey: string;
  size: number;
  status: Generated<BulkFileStatus>;
  failureReason: string | null;
  attempt: Generated<number>;
  pageCount: number | null;
  score: number | null;
  keyPoints: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  analysis: string | null;
  reasoning: string | null;
  ranking: number | null;
  createdAt: CreatedAt;
  finishedAt: Date | null;
}

/** One (file, field) cell of an extraction; an absent field is an empty value without citation. */
export interface BulkCellsTable {
  bulkUploadFileId: number;
  field: string;
  value: string;
  page: number | null;
  quote: string | null;
  confidence: number;
}
