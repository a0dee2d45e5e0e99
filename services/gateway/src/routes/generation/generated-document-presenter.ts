import type { GeneratedDocumentView } from '@doclens/api';
import type { GeneratedDocument } from '@doclens/db';
import { sanitizeGeneratedHtml } from '@doclens/generated-documents';

/** The API's view of a generated document; the HTML is sanitised again on the way out. */
export function toGeneratedDocumentView(document: GeneratedDocument): GeneratedDocumentView {
  return {
    id: document.id,
    title: document.title,
    generatedContent: sanitizeGeneratedHtml(document.generatedContent),
    notes: document.notes,
    status: document.isArchived ? 'archived' : document.status,
    failureReason: document.failureReason,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    documentType: document.documentType,
    templateId: document.templateId,
    parameters: document.parameters,
    riskLevel: document.riskLevel,
    analysisRole: document.analysisRole,
    analysis: document.analysis,
  };
}
