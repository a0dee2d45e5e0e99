import { z } from 'zod';
import { evidenceSchema } from './analysis/evidence';

/** Bulk analysis (spec part 2 §3, §5, §9): enterprise only, PDF only, at most 50 files per batch. */
export const BULK_LIMITS = {
  maxFiles: 50,
  nameChars: 200,
  parameterChars: 200,
  maxParameters: 30,
  summaryParameterChars: 4000,
} as const;

export const BULK_ANALYSIS_TYPES = ['data_extraction', 'ai_summary'] as const;
export type BulkAnalysisType = (typeof BULK_ANALYSIS_TYPES)[number];

export const BULK_SORT_FIELDS = ['score', 'fileName'] as const;
export const BULK_SORT_ORDERS = ['asc', 'desc'] as const;

/** The spec's answer to anything but 1–50 PDFs ('Invalid files'). */
export const BULK_INVALID_FILES_MESSAGE = 'Only PDF files are allowed (max 50 files)';
export const BULK_PLAN_MESSAGE = 'Bulk analysis is available on the Enterprise plan. Upgrade your plan to use it.';
export const BULK_NAME_REQUIRED_MESSAGE = 'Analysis name is required';
export const BULK_PARAMETER_REQUIRED_MESSAGE = 'Add at least one field to extract';
export const BULK_CRITERION_REQUIRED_MESSAGE = 'Describe what the documents should be judged against';
export const BULK_NOT_FOUND_MESSAGE = 'Bulk upload not found';

/** Empty parameter rows are dropped (spec part 2 §5); duplicates name the same column once. */
const extractionParametersSchema = z
  .array(z.string().max(BULK_LIMITS.parameterChars))
  .max(BULK_LIMITS.maxParameters)
  .transform((fields) => [...new Set(fields.map((field) => field.trim()).filter((field) => field.length > 0))]);

export const createBulkUploadSchema = z
  .object({
    name: z.string().trim().min(1, BULK_NAME_REQUIRED_MESSAGE).max(BULK_LIMITS.nameChars),
    analysisType: z.enum(BULK_ANALYSIS_TYPES),
    extractionParameters: extractionParametersSchema.default([]),
    summaryParameter: z.string().trim().max(BULK_LIMITS.summaryParameterChars).default(''),
    sortBy: z.enum(BULK_SORT_FIELDS).default('score'),
    sortOrder: z.enum(BULK_SORT_ORDERS).default('desc'),
  })
  .superRefine((value, context) => {
    if (value.analysisType === 'data_extraction' && value.extractionParameters.length === 0)
      context.addIssue({ code: 'custom', path: ['extractionParameters'], message: BULK_PARAMETER_REQUIRED_MESSAGE });
    if (value.analysisType === 'ai_summary' && value.summaryParameter.length === 0)
      context.addIssue({ code: 'custom', path: ['summaryParameter'], message: BULK_CRITERION_REQUIRED_MESSAGE });
  });
export type CreateBulkUpload = z.infer<typeof createBulkUploadSchema>;

export const createdBulkUploadSchema = z.object({ id: z.number().int().positive() });

export const bulkUploadIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * One field read from one document: the value, where it stands and how sure the engine is.
 * A field the document does not state has an empty value and no citation; it is never guessed.
 */
export const extractedCellSchema = z.object({
  field: z.string().min(1),
  value: z.string(),
  citation: evidenceSchema.nullable(),
  confidence: z.number().min(0).max(1),
});
export type ExtractedCell = z.infer<typeof extractedCellSchema>;

export const scoredKeyPointSchema = z.object({
  text: z.string().min(1),
  citation: evidenceSchema.nullable(),
  /** How many points this finding moved the score (+ up, − down); absent for points that only illustrate. */
  points: z.number().int().min(-100).max(100).optional(),
});
export type ScoredKeyPoint = z.infer<typeof scoredKeyPointSchema>;

/** A document judged against the batch's criterion. */
export const documentScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  keyPoints: z.array(scoredKeyPointSchema),
  analysis: z.string(),
  reasoning: z.string(),
});
export type DocumentScore = z.infer<typeof documentScoreSchema>;

export const BULK_FILE_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type BulkFileStatus = (typeof BULK_FILE_STATUSES)[number];

export const BULK_UPLOAD_STATUSES = ['pending', 'processing', 'completed'] as const;
export type BulkUploadStatus = (typeof BULK_UPLOAD_STATUSES)[number];

export const bulkDocumentSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  status: z.enum(BULK_FILE_STATUSES),
  failureReason: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  size: z.number().int(),
});
export type BulkDocument = z.infer<typeof bulkDocumentSchema>;

/** A row of the extraction table: `values` holds one entry per extraction parameter. */
export const extractedRowSchema = z.object({
  fileId: z.number().int().positive(),
  fileName: z.string(),
  values: z.record(z.string(), z.string()),
  cells: z.array(extractedCellSchema),
});
export type ExtractedRow = z.infer<typeof extractedRowSchema>;

export const summaryResultSchema = documentScoreSchema.extend({
  fileId: z.number().int().positive(),
  fileName: z.string(),
  /** 1 for the best score, whatever order the table is sorted in. */
  ranking: z.number().int().positive(),
});
export type SummaryResult = z.infer<typeof summaryResultSchema>;

export const bulkUploadSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  analysisType: z.enum(BULK_ANALYSIS_TYPES),
  extractionParameters: z.array(z.string()),
  summaryParameter: z.string(),
  sortBy: z.enum(BULK_SORT_FIELDS),
  sortOrder: z.enum(BULK_SORT_ORDERS),
  status: z.enum(BULK_UPLOAD_STATUSES),
  totalFiles: z.number().int().min(0),
  processedFiles: z.number().int().min(0),
  failedFiles: z.number().int().min(0),
  createdAt: z.string(),
});
export type BulkUploadSummary = z.infer<typeof bulkUploadSummarySchema>;

export const bulkUploadListSchema = z.object({ bulkUploads: z.array(bulkUploadSummarySchema) });

export const bulkUploadDetailSchema = bulkUploadSummarySchema.extend({
  extractedData: z.array(extractedRowSchema),
  summaryResults: z.array(summaryResultSchema),
  documents: z.array(bulkDocumentSchema),
});
export type BulkUploadDetail = z.infer<typeof bulkUploadDetailSchema>;

export const bulkFileParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  fileId: z.coerce.number().int().positive().max(2_147_483_647),
});
