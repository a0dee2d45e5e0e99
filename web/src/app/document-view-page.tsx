import { DocumentPage } from '../features/documents/components/document-page';
import { GeneratedDocumentFallback } from '../features/generated-document-editor/components/generated-document-view';

/**
 * /document/{id}. The view falls back to a generated document with the id (spec part 2 §2); the two
 * features meet here, so the documents feature does not import the generator's editor, which is built
 * from the documents feature's view components.
 */
export function DocumentViewPage() {
  return <DocumentPage generatedDocumentFallback={GeneratedDocumentFallback} />;
}
