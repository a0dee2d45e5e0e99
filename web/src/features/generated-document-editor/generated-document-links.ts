export function editorHref(documentId: number): string {
  return `/generated-document-editor/${documentId}`;
}

/**
 * The document view of a generated document. Uploaded and generated documents are numbered
 * apart, so `?source=generated` says which one is meant when both have the id.
 */
export function generatedDocumentViewHref(documentId: number): string {
  return `/document/${documentId}?source=generated`;
}
