export const generatedDocumentKeys = {
  list: ['generated-documents'] as const,
  detail: (documentId: number) => ['generated-documents', documentId] as const,
  collaboration: (documentId: number) => ['generated-documents', documentId, 'collaboration'] as const,
  shares: (documentId: number) => ['generated-documents', documentId, 'shares'] as const,
  shared: ['generated-documents', 'shared'] as const,
};
