import type { BulkUploadDetail } from '@doclens/api';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { attachmentDisposition } from '../../documents/content-disposition';

type Table = { header: string[]; rows: (string | number)[][] };

/**
 * A spreadsheet runs a cell that starts with =, +, -, @ (or a tab or carriage return before
 * one) as a formula: such text is prefixed with an apostrophe, which shows it as typed.
 */
export function spreadsheetSafe(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
}

/** The results as a table: each value's citation (page, quote) in columns of its own. */
export function resultsTable(detail: BulkUploadDetail): Table {
  if (detail.analysisType === 'data_extraction') {
    const fields = detail.extractionParameters;
    return {
      header: ['File', ...fields.flatMap((field) => [field, `${field} (page)`, `${field} (quote)`])],
      rows: detail.extractedData.map((row) => [
        row.fileName,
        ...fields.flatMap((field) => {
          const cell = row.cells.find((candidate) => candidate.field === field);
          return [cell?.value ?? '', cell?.citation?.page ?? '', cell?.citation?.quote ?? ''];
        }),
      ]),
    };
  }
  const maxPoints = Math.max(0, ...detail.summaryResults.map((result) => result.keyPoints.length));
  const pointColumns = Array.from({ length: maxPoints }, (_, index) => [
    `Key point ${index + 1}`,
    `Key point ${index + 1} (page)`,
    `Key point ${index + 1} (quote)`,
  ]).flat();
  return {
    header: ['Rank', 'File', 'Score', 'Analysis', 'Reasoning', ...pointColumns],
    rows: detail.summaryResults.map((result) => [
      result.ranking,
      result.fileName,
      result.score,
      result.analysis,
      result.reasoning,
      ...Array.from({ length: maxPoints }, (_, index) => {
        const point = result.keyPoints[index];
        return [point?.text ?? '', point?.citation?.page ?? '', point?.citation?.quote ?? ''];
      }).flat(),
    ]),
  };
}

export function resultsCsv(detail: BulkUploadDetail): string {
  const { header, rows } = resultsTable(detail);
  // A byte-order mark so that spreadsheet programs read the file as UTF-8.
  return `\ufeff${stringify([header, ...rows].map((row) => row.map(spreadsheetSafe)))}`;
}

export async function resultsXlsx(detail: BulkUploadDetail): Promise<Buffer> {
  const { header, rows } = resultsTable(detail);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  sheet.addRow(header.map(spreadsheetSafe));
  for (const row of rows) sheet.addRow(row.map(spreadsheetSafe));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ExportFormat = 'csv' | 'xlsx';

export interface ResultsDownload {
  contentType: string;
  /** Named after the batch, ending in the format's own extension. */
  contentDisposition: string;
  body: string | Buffer;
}

/** The results as the file the user downloads: CSV or XLSX, named after the batch. */
export async function resultsDownload(detail: BulkUploadDetail, format: ExportFormat): Promise<ResultsDownload> {
  const contentDisposition = attachmentDisposition(detail.name, format);
  if (format === 'xlsx') {
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      contentDisposition,
      body: await resultsXlsx(detail),
    };
  }
  return { contentType: 'text/csv; charset=utf-8', contentDisposition, body: resultsCsv(detail) };
}
