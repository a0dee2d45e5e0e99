import type {
  BulkUploadDetail,
  BulkUploadSummary,
  ExtractedCell,
  ExtractedRow,
  ScoredKeyPoint,
  SummaryResult,
} from '@doclens/api';
import type { BulkCell, BulkUploadFile, BulkUploadWithCounts } from '@doclens/db';

export function toBulkUploadSummary(batch: BulkUploadWithCounts): BulkUploadSummary {
  return {
    id: batch.id,
    name: batch.name,
    analysisType: batch.analysisType,
    extractionParameters: batch.extractionParameters,
    summaryParameter: batch.summaryParameter,
    sortBy: batch.sortBy === 'fileName' ? 'fileName' : 'score',
    sortOrder: batch.sortOrder,
    status: batch.status,
    totalFiles: batch.totalFiles,
    processedFiles: batch.processedFiles,
    failedFiles: batch.failedFiles,
    createdAt: batch.createdAt.toISOString(),
  };
}

function cellOf(row: BulkCell | undefined, field: string): ExtractedCell {
  if (!row) return { field, value: '', citation: null, confidence: 0 };
  return {
    field,
    value: row.value,
    citation: row.page !== null && row.quote ? { page: row.page, quote: row.quote } : null,
    confidence: row.confidence,
  };
}

/** One row per completed file, one cell per extraction parameter, in the parameters' order. */
export function extractedRows(
  batch: BulkUploadWithCounts,
  files: readonly BulkUploadFile[],
  cells: readonly BulkCell[],
): ExtractedRow[] {
  if (batch.analysisType !== 'data_extraction') return [];
  return files
    .filter((file) => file.status === 'completed')
    .map((file) => {
      const own = cells.filter((cell) => cell.bulkUploadFileId === file.id);
      const rowCells = batch.extractionParameters.map((field) =>
        cellOf(
          own.find((cell) => cell.field === field),
          field,
        ),
      );
      return {
        fileId: file.id,
        fileName: file.fileName,
        values: Object.fromEntries(rowCells.map((cell) => [cell.field, cell.value])),
        cells: rowCells,
      };
    });
}

/** The scored files, ordered as the batch asks (sortBy, sortOrder); `ranking` is 1 for the best score. */
export function summaryResults(batch: BulkUploadWithCounts, files: readonly BulkUploadFile[]): SummaryResult[] {
  if (batch.analysisType !== 'ai_summary') return [];
  const results = files
    .filter((file) => file.status === 'completed' && file.score !== null)
    .map((file) => ({
      fileId: file.id,
      fileName: file.fileName,
      score: file.score ?? 0,
      keyPoints: (file.keyPoints ?? []) as ScoredKeyPoint[],
      analysis: file.analysis ?? '',
      reasoning: file.reasoning ?? '',
      ranking: file.ranking ?? 0,
    }));
  const direction = batch.sortOrder === 'asc' ? 1 : -1;
  return results
    .sort((a, b) =>
      batch.sortBy === 'fileName'
        ? direction * a.fileName.localeCompare(b.fileName)
        : direction * (a.score - b.score) || a.fileName.localeCompare(b.fileName),
    )
    .map((result, index) => ({ ...result, ranking: result.ranking > 0 ? result.ranking : index + 1 }));
}

export function toBulkUploadDetail(
  batch: BulkUploadWithCounts,
  files: readonly BulkUploadFile[],
  cells: readonly BulkCell[],
): BulkUploadDetail {
  return {
    ...toBulkUploadSummary(batch),
    extractedData: extractedRows(batch, files, cells),
    summaryResults: summaryResults(batch, files),
    documents: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      status: file.status,
      failureReason: file.failureReason,
      pageCount: file.pageCount,
      size: file.size,
    })),
  };
}
