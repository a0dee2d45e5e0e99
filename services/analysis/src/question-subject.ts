import { type AnalysisType, GENERATION_TEMPLATES, generatedHtmlToText } from '@doclens/api';
import { type Db, findDocumentById, findDocumentPages, findGeneratedDocument, type QuestionRow } from '@doclens/db';
import type { QuestionDocument } from '@doclens/engine';

/** What a question is answered from: its document's pages, for the log its kind and id. */
export interface QuestionSubjectText extends QuestionDocument {
  logFields: { documentId: number } | { generatedDocumentId: number };
}

/**
 * The text a question is about: an uploaded document's extracted pages, or a generated draft's
 * current text as one page (a draft has no pages; the answer cites "page 1" of what the editor shows).
 * Undefined when the document is gone.
 */
export async function questionSubjectText(db: Db, question: QuestionRow): Promise<QuestionSubjectText | undefined> {
  if (question.documentId !== null) {
    const document = await findDocumentById(db, question.documentId);
    if (!document) return undefined;
    return {
      documentType: document.documentType ?? 'other',
      pages: await findDocumentPages(db, document.id),
      logFields: { documentId: document.id },
    };
  }
  if (question.generatedDocumentId === null) return undefined;
  const draft = await findGeneratedDocument(db, question.generatedDocumentId);
  if (!draft) return undefined;
  return {
    documentType: draftAnalysisType(draft.templateId),
    pages: [{ pageNumber: 1, text: generatedHtmlToText(draft.generatedContent) }],
    logFields: { generatedDocumentId: draft.id },
  };
}

/** A legal template's draft is read as a contract, an essay or CV as one; anything else as 'other'. */
function draftAnalysisType(templateId: string | null): AnalysisType {
  const template = GENERATION_TEMPLATES.find((candidate) => candidate.id === templateId);
  if (template?.category === 'legal') return 'contract';
  if (template?.id === 'essay' || template?.id === 'cv') return template.id;
  return 'other';
}
