import { z } from 'zod';
import { ANALYSIS_TYPES } from './analysis-parameters';
import { documentProgressSchema } from './document-progress';

/**
 * Document statuses: pending (uploaded, no analysis chosen yet — the dashboard's "uploaded"),
 * processing, completed, failed. `stage` says where a processing document is.
 */
export const documentStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export const processingStageSchema = z.enum(['extracting', 'extracted', 'analyzing']).nullable();
export const riskLevelSchema = z.enum(['high', 'medium', 'low']);

export const uploadResponseSchema = z.object({ filename: z.string(), documentId: z.number().int() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The analysis as stored (its shape is the analysis schemas'); free plans get a redacted copy. */
const analysisSchema = z.record(z.string(), z.unknown()).nullable();

export const documentListItemSchema = z.object({
  id: z.number().int(),
  status: documentStatusSchema,
  stage: processingStageSchema,
  originalName: z.string(),
  filename: z.string(),
  createdAt: z.string(),
  fileSize: z.number().int(),
  pageCount: z.number().int().nullable(),
  processingTime: z.number().int().nullable(),
  documentType: z.enum(ANALYSIS_TYPES).nullable(),
  analysisParameters: z.record(z.string(), z.unknown()).nullable(),
  /** Lists leave the analysis out (GET /api/documents/:id has it). */
  hasAnalysis: z.boolean(),
  riskLevel: riskLevelSchema.nullable(),
  overallGrade: z.string().nullable(),
  overallScore: z.number().nullable(),
  failureReason: z.string().nullable(),
  /** True only for a failed document whose failure a retry can fix (POST /api/documents/:id/retry). */
  canRetry: z.boolean(),
  isArchived: z.boolean(),
  /** For a processing document, how far its current step has come; absent when there is nothing to tell. */
  progress: documentProgressSchema.optional(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentDetailSchema = documentListItemSchema.extend({
  analysis: analysisSchema,
  content: z.string().nullable(),
  extractedText: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  /** What extraction could not read (scanned pages past the plan's OCR limit), for the owner; null when all was read. */
  extractionWarning: z.string().nullable(),
  updatedAt: z.string(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

export const documentListResponseSchema = z.object({
  documents: z.array(documentListItemSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/** Document ids are Postgres `integer`s: a larger id names no document (404), it is not an error. */
export const MAX_DOCUMENT_ID = 2_147_483_647;
export const documentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_DOCUMENT_ID) });

export const documentPageParamsSchema = documentIdParamsSchema.extend({
  page: z.coerce.number().int().positive().max(100_000),
});

/** A word read by OCR: [left, top, right, bottom] as fractions of the page from its top-left corner. */
export const ocrWordSchema = z.object({
  text: z.string(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type OcrWordBox = z.infer<typeof ocrWordSchema>;

/** A page's OCR words in reading order; empty when the page has a text layer of its own (or is unknown). */
export const pageOcrWordsResponseSchema = z.object({ words: z.array(ocrWordSchema) });
export type PageOcrWordsResponse = z.infer<typeof pageOcrWordsResponseSchema>;

/** The preview entity of spec part 1 §3: counts and teasers only. */
export const documentPreviewSchema = z.object({
  status: z.string(),
  stage: processingStageSchema,
  filename: z.string(),
  documentType: z.enum(ANALYSIS_TYPES).nullable(),
  processingTime: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  canRetry: z.boolean(),
  riskCounts: z.object({ high: z.number(), medium: z.number(), low: z.number(), overall: z.string() }).nullable(),
  gradeInfo: z.object({ overallGrade: z.string(), score: z.number() }).nullable(),
  cvScores: z.object({ overall: z.number(), atsCompatibility: z.number(), firstImpression: z.number() }).nullable(),
  insightCounts: z.object({ keyInsights: z.number(), recommendations: z.number(), total: z.number() }).nullable(),
  improvementCounts: z
    .object({
      grammar: z.number(),
      improvements: z.number(),
      critical: z.number(),
      enhancements: z.number(),
      total: z.number(),
    })
    .nullable(),
  keyTermsCount: z.number().int(),
  recommendationsCount: z.number().int(),
  /** As on the document: how far its current step has come, for the visitor waiting on it. */
  progress: documentProgressSchema.optional(),
  // 'other' analyses may list items like { score, strength, weakness } (spec part 1, preview dialog).
  summary: z
    .union([
      z.array(z.union([z.string(), z.record(z.string(), z.unknown())])),
      z.record(z.string(), z.unknown()),
      z.string(),
    ])
    .nullable(),
});
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;

export const analyzeRequestSchema = z.object({
  documentType: z.enum(ANALYSIS_TYPES, { error: 'Please select a document type.' }),
  analysisParameters: z.record(z.string(), z.unknown()).default({}),
});

export const contentUpdateSchema = z.object({ content: z.string().max(1_000_000) });

export const dashboardStatsSchema = z.object({
  total: z.number().int(),
  uploaded: z.number().int(),
  generated: z.number().int(),
  pinned: z.number().int(),
  archived: z.number().int(),
  essays: z.number().int(),
  cvs: z.number().int(),
  legal: z.number().int(),
  other: z.number().int(),
  monthlyUsage: z.object({
    used: z.number().int(),
    limit: z.number().int().nullable(),
    uploads: z.number().int(),
    generations: z.number().int(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
