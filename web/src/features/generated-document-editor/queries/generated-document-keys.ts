export const generatedDocumentKeys = {
  list: ['generated-documents'] as const,
  detail: (documentId: number) => ['generated-documents', documentId] as const,
};
