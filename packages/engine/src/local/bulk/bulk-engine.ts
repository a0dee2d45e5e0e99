import type { DocumentScore, ExtractedCell } from '@doclens/api';
import type { DocumentPage } from '../../analysis-engine';
import { prepareDocumentText } from '../../text/document-text';
import { readBulkDocument } from './document-kind';
import { extractFieldsFrom } from './extract-fields';
import { scoreDocumentAgainst } from './score-document';

/** The fields asked for, one cell each, read from a document's pages. */
export function extractFields(pages: readonly DocumentPage[], fields: readonly string[]): ExtractedCell[] {
  return extractFieldsFrom(readBulkDocument(prepareDocumentText(pages)), fields);
}

/** A document's score 0–100 against a criterion, with key points that cite it and the reasoning. */
export function score(pages: readonly DocumentPage[], criterion: string): DocumentScore {
  return scoreDocumentAgainst(readBulkDocument(prepareDocumentText(pages)), criterion);
}

/** Bulk analysis by the configured provider: fields with citations, or a score against a criterion. */
export interface BulkEngine {
  extractFields(
    pages: readonly DocumentPage[],
    fields: readonly string[],
    signal?: AbortSignal,
  ): Promise<ExtractedCell[]>;
  score(pages: readonly DocumentPage[], criterion: string, signal?: AbortSignal): Promise<DocumentScore>;
}

export function createLocalBulkEngine(): BulkEngine {
  return {
    extractFields: async (pages, fields) => extractFields(pages, fields),
    score: async (pages, criterion) => score(pages, criterion),
  };
}
