import { isExtractionPending } from './document-polling';
import { useDocumentView } from './use-document-view';

/**
 * The document for step 2, refetched while its text is being read, so that a file that cannot be
 * read (password-protected, damaged) says so on the step instead of when the user presses Analyze.
 */
export function useTypeSelectionDocument(documentId: number) {
  return useDocumentView(documentId, isExtractionPending);
}
