/**
 * What a document view is about: an uploaded document, or a generated draft shown in its place.
 * The two are numbered apart, so the same id names two documents: whatever is kept per document
 * (notes, questions) is kept per subject and id.
 */
export type DocumentSubject = 'document' | 'generated-document';

/** The API path of one document of the subject, the base of its per-document routes. */
export function documentApiPath(subject: DocumentSubject, documentId: number): string {
  return subject === 'generated-document' ? `/api/generated-documents/${documentId}` : `/api/documents/${documentId}`;
}
